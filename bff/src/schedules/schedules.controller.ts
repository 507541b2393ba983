import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { answerKey, AnswersService, JsonText } from '../answers/answers.service';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { CreateScheduleDto } from './dto/create-schedule.dto';
import { DAY_LIMIT_DEFAULT, ScheduleDayDto } from './dto/schedule-day.dto';
import { ScheduleCheckDto } from './dto/schedule-check.dto';
import { ScheduleListDto } from './dto/schedule-list.dto';
import { ScheduleWeekDto } from './dto/schedule-week.dto';
import { UpdateScheduleDto } from './dto/update-schedule.dto';
import { ScheduleCheckJson, ScheduleJson, SchedulesService } from './schedules.service';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** What a page of shifts was read from, besides the shifts themselves: their sites and the people named. */
function shownRows(schedules: ScheduleJson[]): string[] {
  return schedules.flatMap((shift) => [`job_site:${shift.jobSiteId}`, `user:${shift.workerId}`]);
}

@Controller('schedules')
export class SchedulesController {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly answers: AnswersService,
  ) {}

  @AnswersList('ScheduleJson')
  @Allow('admin')
  @Get()
  all(@Query() query: ScheduleListDto): Promise<ScheduleJson[]> {
    return this.schedules.list(query);
  }

  @AnswersList('ScheduleJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  mine(@CurrentUser() user: User, @Query() query: ScheduleListDto): Promise<ScheduleJson[]> {
    return this.schedules.list(query, user.id);
  }

  /**
   * My Schedule: the caller's counts and their 7 days from `from` (ScheduleWeekJson as JSON text),
   * kept until one of their shifts, or a site or name shown, changes.
   */
  @Answers('ScheduleWeekJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('my/week')
  @JsonText()
  myWeek(@CurrentUser() user: User, @Query() query: ScheduleWeekDto): Promise<string> {
    return this.answers.json(
      answerKey('schedules/my/week', user.id, query.from),
      () => this.schedules.week(user.id, query.from),
      (week) => [`schedules:worker:${user.id}`, `user:${user.id}`, ...shownRows(week.schedules)],
    );
  }

  /**
   * A day's page: the dashboard's Today's Schedule card and the Scheduling screen's days. The
   * admin's across everyone (one answer for every admin), everyone else their own (ScheduleDayJson
   * as JSON text), kept until a shift of that day, or a site or name shown, changes.
   */
  @Answers('ScheduleDayJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('day')
  @JsonText()
  day(@CurrentUser() user: User, @Query() query: ScheduleDayDto): Promise<string> {
    const workerId = user.role === 'admin' ? undefined : user.id;
    const limit = query.limit ?? DAY_LIMIT_DEFAULT;
    const offset = query.offset ?? 0;
    return this.answers.json(
      answerKey('schedules/day', workerId ?? '*', query.date, limit, offset),
      () => this.schedules.day(query.date, limit, offset, workerId),
      (day) => [`schedules:date:${query.date}`, ...shownRows(day.schedules)],
    );
  }

  @Answers('ScheduleCheckJson')
  @Allow('admin')
  @Get('check')
  check(@Query() query: ScheduleCheckDto): Promise<ScheduleCheckJson> {
    return this.schedules.check(query);
  }

  @Answers('ScheduleJson')
  @Allow('admin')
  @Post()
  create(@CurrentUser() admin: User, @Body() body: CreateScheduleDto): Promise<ScheduleJson> {
    return this.schedules.create(admin, body);
  }

  @Answers('ScheduleJson')
  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateScheduleDto): Promise<ScheduleJson> {
    return this.schedules.update(id, body);
  }

  @ApiNoContentResponse()
  @Allow('admin')
  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', UuidParamPipe) id: string): Promise<void> {
    return this.schedules.remove(id);
  }
}
