import { IsString, Length } from 'class-validator';
import { NewPassword } from '../../common/validators';

export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

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
