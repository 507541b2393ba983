import { EmailAddress } from '../../common/validators';

export class ForgotPasswordDto {
  @EmailAddress()
  email: string;
}
