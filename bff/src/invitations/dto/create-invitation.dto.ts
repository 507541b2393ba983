import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';
import { EmailAddress, RequiredText } from '../../common/validators';
import { ROLE_MESSAGE } from '../../users/dto/change-role.dto';

/** Whom to invite, as registration asks them (no password: the invitee chooses it). */
export class CreateInvitationDto {
  @RequiredText('First name is required', 100, 'First name')
  firstName: string;

  @RequiredText('Last name is required', 100, 'Last name')
  lastName: string;

  @EmailAddress()
  email: string;

  @RequiredText('Phone number is required', 40, 'Phone number')
  phoneNumber: string;

  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;
}
