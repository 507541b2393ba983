import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';
import { ROLE_MESSAGE } from './change-role.dto';
import { UserSearchDto } from './user-search.dto';
import { msg } from '../../i18n/message';

export const USER_LIST_DEFAULT_LIMIT = 50;

/** Team Management's list: one role or all, a search, pages in name order after the user `after`. */
export class UserListDto extends UserSearchDto {
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: Role;

  @IsOptional()
  @IsUUID('all', { message: msg('validation.common.afterUserId') })
  after?: string;
}
