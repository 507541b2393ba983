import { IsDefined } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { PageLimit, PageOffset } from '../../common/paging';
import { msg } from '../../i18n/message';

export const DAY_LIMIT_DEFAULT = 10;
export const DAY_LIMIT_MAX = 50;

/**
 * GET /api/schedules/day: one day's schedules, a page of them and the day's total: the
 * dashboard's card asks for the first few, the Scheduling screen pages through a day with `offset`.
 */
export class ScheduleDayDto {
  @IsDefined({ message: msg('validation.schedules.dateParamRequired') })
  @IsCalendarDate({ message: msg('validation.common.dateParam') })
  date: string;

  @PageLimit(DAY_LIMIT_MAX)
  limit?: number;

  @PageOffset()
  offset?: number;
}
