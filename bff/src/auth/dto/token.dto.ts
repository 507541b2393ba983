import { IsString, Length } from 'class-validator';
import { NewPassword } from '../../common/validators';
import { msg } from '../../i18n/message';

export const INVALID_RESET_LINK = msg('validation.auth.invalidResetLink');

export class VerifyResetTokenDto {
  @IsString({ message: INVALID_RESET_LINK })
  @Length(1, 200, { message: INVALID_RESET_LINK })
  token: string;
}

export class ResetPasswordDto {
  @IsString({ message: INVALID_RESET_LINK })
  @Length(1, 200, { message: INVALID_RESET_LINK })
  token: string;

  @NewPassword()
  newPassword: string;
}
