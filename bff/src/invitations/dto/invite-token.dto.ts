import { IsString, Length } from 'class-validator';
import { NewPassword } from '../../common/validators';
import { INVALID_INVITE } from '../invitations.service';

export class InviteTokenDto {
  @IsString({ message: INVALID_INVITE })
  @Length(1, 200, { message: INVALID_INVITE })
  token: string;
}

export class AcceptInviteDto extends InviteTokenDto {
  @NewPassword()
  password: string;
}
