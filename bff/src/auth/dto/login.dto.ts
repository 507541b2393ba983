import { IsString, Length } from 'class-validator';
import { EmailAddress } from '../../common/validators';
import { msg } from '../../i18n/message';

export class LoginDto {
  @EmailAddress()
  email: string;

  @IsString({ message: msg('validation.auth.passwordRequired') })
  @Length(1, 200, {
    message: (args) =>
      typeof args.value === 'string' && args.value.length > 200 ? msg('validation.common.passwordTooLong') : msg('validation.auth.passwordRequired'),
  })
  password: string;
}
