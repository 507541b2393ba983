import { IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { ROLES, type Role } from '../../common/roles';
import { EmailAddress, NewPassword, RequiredText } from '../../common/validators';
import { ROLE_MESSAGE } from '../../users/dto/change-role.dto';

export class RegisterDto {
  /** The role defaults to worker (labelled Employee). */
  @ValidateIf((body: RegisterDto) => body.role !== undefined)
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: Role = 'worker';

  @EmailAddress()
  email: string;

  @RequiredText('First name is required', 100, 'First name')
  firstName: string;

  @RequiredText('Last name is required', 100, 'Last name')
  lastName: string;

  @RequiredText('Phone number is required', 40, 'Phone number')
  phoneNumber: string;

  @NewPassword()
  password: string;

  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'PIN must be 4 digits' })
  pin?: string;
}
