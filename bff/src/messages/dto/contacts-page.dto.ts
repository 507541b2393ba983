import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { SearchText } from '../../common/validators';

export const CONTACTS_PAGE_SIZE = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** A page of the chat's contact list: after the contact `after` (a user id), names containing `search`. */
export class ContactsPageDto {
  @SearchText()
  search?: string;

  @IsOptional()
  @IsUUID('all', { message: 'after must be a user id' })
  after?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
