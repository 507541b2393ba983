import { IsDefined, IsOptional, IsUUID, Matches } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { PageLimit, PageOffset, SearchText } from '../../common/paging';
import { msg } from '../../i18n/message';

export const GRID_PAGE_DEFAULT = 50;
export const GRID_PAGE_MAX = 100;

const WEEK = msg('validation.schedules.week');
/** A week of the years 2000 to 2999: a date beyond them is a typo, and year 10000 has no ISO date. */
export const WithinScheduleYears = (message: string): PropertyDecorator => Matches(/^2\d{3}-/, { message });

/**
 * GET /api/schedules/grid: the admin's week grid. `week` is any date of the workweek; a page of the
 * people (`limit`, `offset`), found by name or email (`search`), or those with a shift at one site
 * that week (`jobSiteId`).
 */
export class ScheduleGridDto {
  @IsDefined({ message: WEEK })
  @IsCalendarDate({ message: WEEK })
  @WithinScheduleYears(WEEK)
  week: string;

  @SearchText()
  search?: string;

  @IsOptional()
  @IsUUID('all', { message: msg('validation.schedules.jobSiteId') })
  jobSiteId?: string;

  @PageLimit(GRID_PAGE_MAX)
  limit?: number;

  @PageOffset()
  offset?: number;
}
