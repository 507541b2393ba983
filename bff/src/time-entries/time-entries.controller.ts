import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { Answers } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { ClockInDto, ClockOutDto } from './dto/punch.dto';
import { TimeEntryJson } from './time-entries.repository';
import { TimeEntriesService } from './time-entries.service';

/** The time clock: everyone but clients punches in and out (admins and foremen for others too). */
@Controller('time-entries')
export class TimeEntriesController {
  constructor(private readonly timeEntries: TimeEntriesService) {}

  @Answers('CurrentTimeEntryJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('current')
  current(@CurrentUser() user: User): Promise<{ entry: TimeEntryJson | null }> {
    return this.timeEntries.current(user);
  }

  @Answers('TimeEntryJson')
  @Allow('admin', 'foreman', 'worker')
  @Post('clock-in')
  clockIn(@CurrentUser() user: User, @Body() body: ClockInDto): Promise<TimeEntryJson> {
    return this.timeEntries.clockIn(user, body);
  }

  @Answers('TimeEntryJson')
  @Allow('admin', 'foreman', 'worker')
  @Post('clock-out')
  @HttpCode(200)
  clockOut(@CurrentUser() user: User, @Body() body: ClockOutDto): Promise<TimeEntryJson> {
    return this.timeEntries.clockOut(user, body);
  }
}
