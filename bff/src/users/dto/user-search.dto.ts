import { PageLimit, SearchText } from '../../common/paging';

export const USER_SEARCH_DEFAULT_LIMIT = 20;

/** A picker's page of people: those whose name or email contains `search`, at most `limit`. */
export class UserSearchDto {
  @SearchText()
  search?: string;

  @PageLimit()
  limit?: number;
}
