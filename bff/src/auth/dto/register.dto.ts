import { IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';
import { EmailAddress, NewPassword, RequiredText } from '../../common/validators';
import { ROLE_MESSAGE } from '../../users/dto/change-role.dto';
import { msg } from '../../i18n/message';

export class RegisterDto {
  /** The role defaults to worker (labelled Employee). */
  @ValidateIf((body: RegisterDto) => body.role !== undefined)
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role = 'worker';

  @EmailAddress()
  email: string;

  @RequiredText(msg('validation.common.firstNameRequired'), 100, msg('validation.fields.firstName'))
  firstName: string;

  @RequiredText(msg('validation.common.lastNameRequired'), 100, msg('validation.fields.lastName'))
  lastName: string;

  @RequiredText(msg('validation.common.phoneNumberRequired'), 40, msg('validation.fields.phoneNumber'))
  phoneNumber: string;

  @NewPassword()
  password: string;

  @IsOptional()
  @Matches(/^\d{4}$/, { message: msg('validation.auth.pin') })
  pin?: string;
}
