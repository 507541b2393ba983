import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { AppointmentCountsJson, AppointmentRequestJson } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { APPOINTMENT_LIST_LIMIT_DEFAULT, AppointmentListDto } from './dto/appointment-list.dto';
import { AnswerAppointmentRequestDto } from './dto/answer-appointment-request.dto';
import { CreateAppointmentRequestDto } from './dto/create-appointment-request.dto';
import { Answers, AnswersList } from '../openapi/answers.decorator';

@Controller('appointments')
export class AppointmentsController {
  constructor(private readonly appointments: AppointmentsService) {}

  /**
   * Admins: every request, with who asked (one answer for every admin); clients: their own. A page
   * at a time, kept until a request it may hold changes, or the name of an asker shown.
   */
  @AnswersList('AppointmentRequestJson')
  @Allow('admin', 'client')
  @Get()
  @CachedAnswer({
    key: (user: User, query: AppointmentListDto) => [user.role === 'admin' ? '*' : user.id, query.limit ?? APPOINTMENT_LIST_LIMIT_DEFAULT, query.offset ?? 0],
    tags: (page: AppointmentRequestJson[], user: User) =>
      user.role === 'admin'
        ? ['appointment_requests', ...page.map((request) => ANSWER_TAGS.users.user.of(request.clientId))]
        : [ANSWER_TAGS.appointment_requests.client.of(user.id)],
  })
  list(@CurrentUser() user: User, @Query() query: AppointmentListDto): Promise<AppointmentRequestJson[]> {
    return this.appointments.list(user, query.limit ?? APPOINTMENT_LIST_LIMIT_DEFAULT, query.offset ?? 0);
  }

  /** The same requests counted: all of them and the pending ones (the client home's card). */
  @Answers('AppointmentCountsJson')
  @Allow('admin', 'client')
  @Get('counts')
  counts(@CurrentUser() user: User): Promise<AppointmentCountsJson> {
    return this.appointments.counts(user);
  }

  @Answers('AppointmentRequestJson')
  @Allow('client')
  @Post()
  create(@CurrentUser() user: User, @Body() body: CreateAppointmentRequestDto): Promise<AppointmentRequestJson> {
    return this.appointments.create(user, body);
  }

  @Answers('AppointmentRequestJson')
  @Allow('admin')
  @Patch(':id')
  answer(@Param('id', UuidParamPipe) id: string, @Body() body: AnswerAppointmentRequestDto): Promise<AppointmentRequestJson> {
    return this.appointments.answer(id, body);
  }
}
