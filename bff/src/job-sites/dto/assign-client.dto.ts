import { IsDefined, IsUUID } from 'class-validator';

export const CLIENT_MESSAGE = 'Please select a client';

export class AssignClientDto {
  @IsDefined({ message: CLIENT_MESSAGE })
  @IsUUID('all', { message: CLIENT_MESSAGE })
  clientId: string;
}
