import { IsOptional, IsUUID } from 'class-validator';
import { PageLimit, SearchText } from '../../common/paging';
import { msg } from '../../i18n/message';

export const CONTACTS_PAGE_SIZE = 50;

/** A page of the chat's contact list: after the contact `after` (a user id), names containing `search`. */
export class ContactsPageDto {
  @SearchText()
  search?: string;

  @IsOptional()
  @IsUUID('all', { message: msg('validation.common.afterUserId') })
  after?: string;

  @PageLimit()
  limit?: number;
}
