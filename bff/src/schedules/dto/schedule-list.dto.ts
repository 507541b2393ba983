import { PageLimit, PageOffset } from '../../common/paging';
import { ScheduleRangeDto } from './schedule-range.dto';

export const SCHEDULE_LIST_LIMIT_DEFAULT = 100;
export const SCHEDULE_LIST_LIMIT_MAX = 200;

/**
 * GET /api/schedules and /my (plain arrays): a date range, paged. A year of everyone's shifts
 * is 250,000 rows, so a page is `limit` rows (default 100, at most 200) after `offset`.
 */
export class ScheduleListDto extends ScheduleRangeDto {
  @PageLimit(SCHEDULE_LIST_LIMIT_MAX)
  limit?: number;

  @PageOffset()
  offset?: number;
}
