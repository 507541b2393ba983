import { IsDefined, IsUUID } from 'class-validator';
import { msg } from '../../i18n/message';

export const CLIENT_MESSAGE = msg('validation.jobSites.client');

export class AssignClientDto {
  @IsDefined({ message: CLIENT_MESSAGE })
  @IsUUID('all', { message: CLIENT_MESSAGE })
  clientId: string;
}
