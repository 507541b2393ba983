import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
import { todayIso } from '../common/calendar';
import { Allow } from '../common/access.decorators';
import { PAGE_SIZE_DEFAULT } from '../common/paging';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { ApproveWeekDto, TimesheetListDto, UnlockWeekDto, WeekQueryDto } from './dto/week.dto';
import { TimesheetJson, TimesheetPageJson, TimesheetsService } from './timesheets.service';

/** The header telling how many people with time in the week the export left out (not approved). */
export const UNAPPROVED_COUNT_HEADER = 'X-Unapproved-Count';

/**
 * What a person's week was read from: their entries, breaks and approval (the trail changes with
 * it), their name, the names of the admins who approved or unlocked it, and the sites named.
 */
function sheetTags(sheet: TimesheetJson): string[] {
  const { userId } = sheet;
  return [
    ANSWER_TAGS.time_entries.user.of(userId),
    ANSWER_TAGS.breaks.user.of(userId),
    ANSWER_TAGS.timesheet_approvals.user.of(userId),
    ANSWER_TAGS.users.user.of(userId),
    ...[sheet.approvedBy, ...sheet.trail.map((step) => step.by)].flatMap((admin) => (admin ? [ANSWER_TAGS.users.user.of(admin.id)] : [])),
    ...sheet.days.flatMap((day) => day.entries.flatMap((entry) => (entry.jobSiteId ? [ANSWER_TAGS.job_sites.jobSite.of(entry.jobSiteId)] : []))),
  ];
}

/**
 * Timesheets: everyone but clients reads their own week; admins read everyone's, approve and
 * unlock weeks, and export the approved ones for payroll. Fixed paths come before `:userId`.
 */
@Controller('timesheets')
export class TimesheetsController {
  constructor(private readonly timesheets: TimesheetsService) {}

  /** The caller's week (`week`: any date of it; left out, this week). */
  @Answers('TimesheetJson')
  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  @CachedAnswer({
    key: (user: User, query: WeekQueryDto) => [user.id, query.week ?? todayIso()],
    tags: (sheet: TimesheetJson) => sheetTags(sheet),
  })
  mine(@CurrentUser() user: User, @Query() query: WeekQueryDto): Promise<TimesheetJson> {
    return this.timesheets.mine(user, query.week);
  }

  /** The payroll CSV of the week's approved people, one row per person and day; X-Unapproved-Count says who was left out. */
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: { [UNAPPROVED_COUNT_HEADER]: { schema: { type: 'integer' }, description: 'People with time in the week not approved (left out)' } },
  })
  @Allow('admin')
  @Get('export.csv')
  async exportCsv(@Query() query: WeekQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { csv, unapproved, weekStart } = await this.timesheets.exportCsv(query.week);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="timesheets-${weekStart}.csv"`)
      .header(UNAPPROVED_COUNT_HEADER, String(unapproved))
      .header('Access-Control-Expose-Headers', UNAPPROVED_COUNT_HEADER);
    return csv;
  }

  /** The admin's Timesheets page: a page of the week's people with totals, flags, open entries and status. */
  @Answers('TimesheetPageJson')
  @Allow('admin')
  @Get()
  // One answer for every admin. Anyone's time can add a person to the week or change the unapproved
  // count, and anyone's name its order: kept until any entry, break, approval or person changes.
  @CachedAnswer({
    key: (query: TimesheetListDto) => [query.week ?? todayIso(), query.search, query.limit ?? PAGE_SIZE_DEFAULT, query.offset ?? 0, query.needsReview],
    tags: () => ['time_entries', 'breaks', 'timesheet_approvals', 'users'],
  })
  page(@Query() query: TimesheetListDto): Promise<TimesheetPageJson> {
    return this.timesheets.page(query);
  }

  /** One person's week, for an admin. */
  @Answers('TimesheetJson')
  @Allow('admin')
  @Get(':userId')
  @CachedAnswer({
    key: (userId: string, query: WeekQueryDto) => [userId, query.week ?? todayIso()],
    tags: (sheet: TimesheetJson) => sheetTags(sheet),
  })
  of(@Param('userId', UuidParamPipe) userId: string, @Query() query: WeekQueryDto): Promise<TimesheetJson> {
    return this.timesheets.of(userId, query.week);
  }

  /** Approves and locks a person's week; 409 while an entry is open or flagged auto_clock_out. */
  @Answers('TimesheetJson')
  @Allow('admin')
  @Post(':userId/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: User, @Param('userId', UuidParamPipe) userId: string, @Body() body: ApproveWeekDto): Promise<TimesheetJson> {
    return this.timesheets.approve(user, userId, body.week);
  }

  /** Reopens an approved week, with a reason for the trail and the person. */
  @Answers('TimesheetJson')
  @Allow('admin')
  @Post(':userId/unlock')
  @HttpCode(200)
  unlock(@CurrentUser() user: User, @Param('userId', UuidParamPipe) userId: string, @Body() body: UnlockWeekDto): Promise<TimesheetJson> {
    return this.timesheets.unlock(user, userId, body.week, body.reason);
  }
}
