import { SearchText } from '../../common/paging';

/** Team Management's counts: of everyone, or of those whose name or email contains `search`. */
export class UserCountsDto {
  @SearchText()
  search?: string;
}
