import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { CreateScheduleDto } from './dto/create-schedule.dto';
import { PublishSchedulesDto } from './dto/publish-schedules.dto';
import { DAY_LIMIT_DEFAULT, ScheduleDayDto } from './dto/schedule-day.dto';
import { ScheduleCheckDto } from './dto/schedule-check.dto';
import { ScheduleListDto } from './dto/schedule-list.dto';
import { ScheduleWeekDto } from './dto/schedule-week.dto';
import { UpdateScheduleDto } from './dto/update-schedule.dto';
import type { ScheduleDayJson, ScheduleJson, ScheduleWeekJson } from './schedules.repository';
import { type PublishedSchedulesJson, type SavedScheduleJson, ScheduleCheckJson, type ScheduleSeriesJson, SchedulesService } from './schedules.service';
import type { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** What a page of shifts was read from, besides the shifts themselves: their sites and the people named. */
function shownRows(schedules: ScheduleJson[]): string[] {
  return schedules.flatMap((shift) => [ANSWER_TAGS.job_sites.jobSite.of(shift.jobSiteId), ANSWER_TAGS.users.user.of(shift.workerId)]);
}

/** Whose shifts a day's page shows: everyone's to an admin, else the caller's own. */
function dayViewer(user: User): string | undefined {
  return user.role === 'admin' ? undefined : user.id;
}

@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

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
   * My Schedule: the caller's counts and their 7 days from `from`, kept until one of their shifts,
   * or a site or name shown, changes.
   */
  @Answers('ScheduleWeekJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('my/week')
  @CachedAnswer({
    key: (user: User, query: ScheduleWeekDto) => [user.id, query.from],
    tags: (week: ScheduleWeekJson, user: User) => [ANSWER_TAGS.schedules.worker.of(user.id), ANSWER_TAGS.users.user.of(user.id), ...shownRows(week.schedules)],
  })
  myWeek(@CurrentUser() user: User, @Query() query: ScheduleWeekDto): Promise<ScheduleWeekJson> {
    return this.schedules.week(user.id, query.from);
  }

  /**
   * A day's page: the dashboard's Today's Schedule card and the Scheduling screen's days. The
   * admin's across everyone (one answer for every admin), everyone else their own, kept until a
   * shift of that day, or a site or name shown, changes.
   */
  @Answers('ScheduleDayJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('day')
  @CachedAnswer({
    key: (user: User, query: ScheduleDayDto) => [dayViewer(user) ?? '*', query.date, query.limit ?? DAY_LIMIT_DEFAULT, query.offset ?? 0],
    tags: (day: ScheduleDayJson, _user: User, query: ScheduleDayDto) => [ANSWER_TAGS.schedules.date.of(query.date), ...shownRows(day.schedules)],
  })
  day(@CurrentUser() user: User, @Query() query: ScheduleDayDto): Promise<ScheduleDayJson> {
    return this.schedules.day(query.date, query.limit ?? DAY_LIMIT_DEFAULT, query.offset ?? 0, dayViewer(user));
  }

  @Answers('ScheduleCheckJson')
  @Allow('admin')
  @Get('check')
  check(@Query() query: ScheduleCheckDto): Promise<ScheduleCheckJson> {
    return this.schedules.check(query);
  }

  /** Publishes a range's drafts; each worker with new shifts is told once. */
  @Answers('PublishedSchedulesJson')
  @Allow('admin')
  @Post('publish')
  @HttpCode(200)
  publish(@Body() body: PublishSchedulesDto): Promise<PublishedSchedulesJson> {
    return this.schedules.publish(body.from, body.to);
  }

  /** One shift (SavedScheduleJson), or with repeatWeeklyUntil a weekly series (ScheduleSeriesJson), skipped occurrences' reasons in the caller's language. */
  @Answers('ScheduleCreatedJson')
  @Allow('admin')
  @Post()
  create(@CurrentUser() admin: User, @Body() body: CreateScheduleDto, @RequestLanguage() language: Language): Promise<SavedScheduleJson | ScheduleSeriesJson> {
    return this.schedules.create(admin, body, language);
  }

  @Answers('SavedScheduleJson')
  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateScheduleDto): Promise<SavedScheduleJson> {
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
