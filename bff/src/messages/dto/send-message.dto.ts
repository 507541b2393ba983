import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { CHANNEL_TYPES, type ChannelType } from '../message.entity';

export const MESSAGE_REQUIRED = 'Message is required';
export const MESSAGE_MAX_LENGTH = 4000;
export const RECIPIENT_REQUIRED = 'Please select a recipient';

export class SendMessageDto {
  @IsUUID('all', { message: RECIPIENT_REQUIRED })
  recipientId: string;

  /** The trimmed text must be non-empty. */
  @RequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH, 'Message')
  message: string;

  @IsOptional()
  @IsIn(CHANNEL_TYPES, { message: 'channelType must be direct' })
  channelType?: ChannelType;
}
