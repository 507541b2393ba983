import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { Answers } from '../openapi/answers.decorator';
import { User } from '../users/user.entity';
import { ApproveWeekDto, TimesheetListDto, UnlockWeekDto, WeekQueryDto } from './dto/week.dto';
import { TimesheetJson, TimesheetPageJson, TimesheetsService } from './timesheets.service';

/** The header telling how many people with time in the week the export left out (not approved). */
export const UNAPPROVED_COUNT_HEADER = 'X-Unapproved-Count';

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
  page(@Query() query: TimesheetListDto): Promise<TimesheetPageJson> {
    return this.timesheets.page(query);
  }

  /** One person's week, for an admin. */
  @Answers('TimesheetJson')
  @Allow('admin')
  @Get(':userId')
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
