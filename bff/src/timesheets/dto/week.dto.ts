import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Length, Matches } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { PageLimit, PageOffset, SearchText } from '../../common/paging';
import { msg } from '../../i18n/message';

export const TIMESHEET_PAGE_DEFAULT = 50;
const WEEK = msg('validation.timesheets.week');

/** A week of the years 2000 to 2999: a date beyond them is a typo, and year 10000 has no ISO date. */
const WithinTimesheetYears = (): PropertyDecorator => Matches(/^2\d{3}-/, { message: WEEK });
const UNLOCK_REASON_MAX = 500;

/** `?week=`: any date of the workweek, YYYY-MM-DD; left out, this week. */
export class WeekQueryDto {
  @IsOptional()
  @IsCalendarDate({ message: WEEK })
  @WithinTimesheetYears()
  week?: string;
}

/** The admin's Timesheets page: a week, a search, a page (`limit`, `offset`), and the Needs review filter. */
export class TimesheetListDto extends WeekQueryDto {
  @SearchText()
  search?: string;

  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;

  /** 'true': only people whose week has flags or open entries. */
  @IsOptional()
  @IsIn(['true', 'false'], { message: msg('validation.timesheets.needsReview') })
  needsReview?: 'true' | 'false';
}

/** POST /api/timesheets/{userId}/approve: the week (any date of it). */
export class ApproveWeekDto {
  @IsDefined({ message: WEEK })
  @IsCalendarDate({ message: WEEK })
  @WithinTimesheetYears()
  week: string;
}

/** POST /api/timesheets/{userId}/unlock: the week, and why (kept in the trail, sent to the person). */
export class UnlockWeekDto extends ApproveWeekDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsDefined({ message: msg('validation.timeEntries.reason', { max: UNLOCK_REASON_MAX }) })
  @IsString({ message: msg('validation.timeEntries.reason', { max: UNLOCK_REASON_MAX }) })
  @Length(1, UNLOCK_REASON_MAX, { message: msg('validation.timeEntries.reason', { max: UNLOCK_REASON_MAX }) })
  reason: string;
}
