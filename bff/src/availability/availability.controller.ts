import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { AvailabilityJson } from './availability.repository';
import { AvailabilityService } from './availability.service';
import { SaveAvailabilityDto } from './dto/save-availability.dto';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** A worker's (or foreman's) own weekly availability: nobody reads or writes another's here. */
@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @AnswersList('AvailabilityJson')
  @Allow('foreman', 'worker')
  @Get()
  mine(@CurrentUser() user: User): Promise<AvailabilityJson[]> {
    return this.availability.week(user.id);
  }

  @Answers('AvailabilityJson')
  @Allow('foreman', 'worker')
  @Post()
  @HttpCode(200)
  save(@CurrentUser() user: User, @Body() body: SaveAvailabilityDto): Promise<AvailabilityJson> {
    return this.availability.save(user.id, body);
  }
}
