import { PageLimit, PageOffset } from '../../common/paging';

export const OPEN_SHIFT_LIST_LIMIT_DEFAULT = 50;
export const OPEN_SHIFT_LIST_LIMIT_MAX = 100;

/** The open-shift lists: `limit` (default 50, at most 100) after `offset`, by date and start. */
export class OpenShiftListDto {
  @PageLimit(OPEN_SHIFT_LIST_LIMIT_MAX)
  limit?: number;

  @PageOffset()
  offset?: number;
}
