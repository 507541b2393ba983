import { IsString, Length } from 'class-validator';
import { EmailAddress } from '../../common/validators';

export class LoginDto {
  @EmailAddress()
  email: string;

  @IsString({ message: 'Password is required' })
  @Length(1, 200, {
    message: (args) => (typeof args.value === 'string' && args.value.length > 200 ? 'Password must be at most 200 characters' : 'Password is required'),
  })
  password: string;
}
