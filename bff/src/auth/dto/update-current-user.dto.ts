import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../i18n/language';
import { msg } from '../../i18n/message';

/** PATCH /api/auth/user: what a person may change of their own account (their language). */
export class UpdateCurrentUserDto {
  @IsIn(LANGUAGES, { message: msg('validation.users.language') })
  language: Language;
}
