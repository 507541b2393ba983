import { IsIn, IsOptional } from 'class-validator';
import { LANGUAGES, type Language } from '../../i18n/language';
import { ROLES, type Role } from '../../common/roles';
import { EmailAddress, RequiredText } from '../../common/validators';
import { ROLE_MESSAGE } from '../../users/dto/change-role.dto';
import { msg } from '../../i18n/message';

/** Whom to invite, as registration asks them (no password: the invitee chooses it). */
export class CreateInvitationDto {
  @RequiredText(msg('validation.common.firstNameRequired'), 100, msg('validation.fields.firstName'))
  firstName: string;

  @RequiredText(msg('validation.common.lastNameRequired'), 100, msg('validation.fields.lastName'))
  lastName: string;

  @EmailAddress()
  email: string;

  @RequiredText(msg('validation.common.phoneNumberRequired'), 40, msg('validation.fields.phoneNumber'))
  phoneNumber: string;

  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role;

  /** The language of the invitation email; left out, the inviter's own (their request's language). */
  @IsOptional()
  @IsIn(LANGUAGES, { message: msg('validation.users.language') })
  language?: Language;
}
