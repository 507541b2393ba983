import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';

export const ROLE_MESSAGE = 'Role must be one of admin, foreman, worker, client';

export class ChangeRoleDto {
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}
