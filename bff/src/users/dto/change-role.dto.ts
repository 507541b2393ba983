import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';
import { msg } from '../../i18n/message';

export const ROLE_MESSAGE = msg('validation.users.role');

export class ChangeRoleDto {
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}
