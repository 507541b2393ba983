import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { ListLimitDto } from '../common/list-limit.dto';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { AppointmentRequestJson } from './appointment-request-json';
import { AppointmentsService } from './appointments.service';
import { AnswerAppointmentRequestDto } from './dto/answer-appointment-request.dto';
import { CreateAppointmentRequestDto } from './dto/create-appointment-request.dto';

@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  /** Admins: every request; clients: their own. */
  @Allow('admin', 'client')
  @Get()
  list(@CurrentUser() user: User, @Query() query: ListLimitDto): Promise<AppointmentRequestJson[]> {
    return this.appointments.list(user, query.limit);
  }

  @Allow('client')
  @Post()
  create(@CurrentUser() user: User, @Body() body: CreateAppointmentRequestDto): Promise<AppointmentRequestJson> {
    return this.appointments.create(user, body);
  }

  @Allow('admin')
  @Patch(':id')
  answer(@Param('id', UuidParamPipe) id: string, @Body() body: AnswerAppointmentRequestDto): Promise<AppointmentRequestJson> {
    return this.appointments.answer(id, body);
  }
}
