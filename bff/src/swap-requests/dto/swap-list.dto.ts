import { PageLimit, PageOffset, SearchText } from '../../common/paging';

export const SWAP_LIST_LIMIT_DEFAULT = 50;
export const COWORKERS_LIMIT_DEFAULT = 20;

/** The admin's accepted swaps: `limit` (default 50, at most 100) after `offset`, oldest first. */
export class SwapListDto {
  @PageLimit()
  limit?: number;

  @PageOffset()
  offset?: number;
}

/** The coworker picker: active workers and foremen whose name contains `search`, at most `limit` (default 20). */
export class CoworkerSearchDto {
  @SearchText()
  search?: string;

  @PageLimit()
  limit?: number;
}
