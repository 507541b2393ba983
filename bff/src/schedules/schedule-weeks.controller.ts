// Whole weeks of shifts for the admin's week grid: its read and Copy a week. Beside
// SchedulesController (same /api/schedules prefix) so each stays one screen's worth of routes.
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import type { Language } from '../i18n/language';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { Answers } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { CopyWeekDto } from './dto/copy-week.dto';
import { GRID_PAGE_DEFAULT, ScheduleGridDto } from './dto/schedule-grid.dto';
import { type CopiedWeekJson, CopyWeekService } from './copy-week.service';
import { type ScheduleGridJson, ScheduleGridService } from './schedule-grid.service';

@Controller('schedules')
export class ScheduleWeeksController {
  constructor(
    private readonly grids: ScheduleGridService,
    private readonly copies: CopyWeekService,
  ) {}

  /**
   * The week grid: one answer for every admin, kept until a shift of the week, anyone's name, role
   * or activity (the people listed and searched), or a site shown changes.
   */
  @Answers('ScheduleGridJson')
  @Allow('admin')
  @Get('grid')
  @CachedAnswer({
    key: (query: ScheduleGridDto) => [query.week, query.search ?? null, query.jobSiteId ?? null, query.limit ?? GRID_PAGE_DEFAULT, query.offset ?? 0],
    tags: (grid: ScheduleGridJson) => [
      'users',
      ...grid.days.map((day) => ANSWER_TAGS.schedules.date.of(day.date)),
      ...new Set(grid.people.flatMap((person) => person.shifts.map((shift) => ANSWER_TAGS.job_sites.jobSite.of(shift.jobSiteId)))),
    ],
  })
  grid(@Query() query: ScheduleGridDto): Promise<ScheduleGridJson> {
    return this.grids.grid(query);
  }

  /** Copies a week's shifts into another as drafts; those the rules refuse are skipped, each with its reason. */
  @Answers('CopiedWeekJson')
  @Allow('admin')
  @Post('copy-week')
  @HttpCode(200)
  copyWeek(@CurrentUser() admin: User, @Body() body: CopyWeekDto, @RequestLanguage() language: Language): Promise<CopiedWeekJson> {
    return this.copies.copy(admin, body.fromWeek, body.toWeek, language);
  }
}
