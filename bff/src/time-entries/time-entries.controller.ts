import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers, AnswersList } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { CorrectTimeEntryDto, CreateTimeEntryDto } from './dto/correction.dto';
import { ClockInDto, ClockOutDto } from './dto/punch.dto';
import { TimeEntryChangeJson, TimeEntryJson } from './time-entries.repository';
import { TimeEntriesService } from './time-entries.service';

/**
 * The time clock: everyone but clients punches in and out (admins and foremen for others too).
 * Corrections, added entries and their trail: admins only.
 */
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

  /** An admin adds a worked period for someone, with a reason. */
  @Answers('TimeEntryJson')
  @Allow('admin')
  @Post()
  create(@CurrentUser() user: User, @Body() body: CreateTimeEntryDto): Promise<TimeEntryJson> {
    return this.timeEntries.create(user, body);
  }

  /** An admin corrects an entry's times or site, with a reason. */
  @Answers('TimeEntryJson')
  @Allow('admin')
  @Patch(':id')
  correct(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string, @Body() body: CorrectTimeEntryDto): Promise<TimeEntryJson> {
    return this.timeEntries.correct(user, id, body);
  }

  /** The entry's trail: every change, when, who, each field's old and new value, the reason. */
  @AnswersList('TimeEntryChangeJson')
  @Allow('admin')
  @Get(':id/history')
  history(@Param('id', UuidParamPipe) id: string): Promise<TimeEntryChangeJson[]> {
    return this.timeEntries.history(id);
  }
}
