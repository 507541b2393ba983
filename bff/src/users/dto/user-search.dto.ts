import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SearchText } from '../../common/validators';

export const USER_SEARCH_DEFAULT_LIMIT = 20;
export const USER_PAGE_MAX = 100;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${USER_PAGE_MAX}`;

/** A picker's page of people: those whose name or email contains `search`, at most `limit`. */
export class UserSearchDto {
  @SearchText()
  search?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(USER_PAGE_MAX, { message: LIMIT_MESSAGE })
  limit?: number;
}
