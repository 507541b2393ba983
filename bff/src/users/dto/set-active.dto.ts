import { IsBoolean } from 'class-validator';
import { msg } from '../../i18n/message';

export class SetActiveDto {
  @IsBoolean({ message: msg('validation.users.active') })
  active: boolean;
}
