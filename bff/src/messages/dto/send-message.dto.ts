import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { RequiredText } from '../../common/validators';
import { CHANNEL_TYPES, type ChannelType } from '../message.entity';
import { msg } from '../../i18n/message';

export const MESSAGE_REQUIRED = msg('validation.messages.messageRequired');
export const MESSAGE_MAX_LENGTH = 4000;
export const RECIPIENT_REQUIRED = msg('validation.messages.recipientRequired');

export class SendMessageDto {
  @IsUUID('all', { message: RECIPIENT_REQUIRED })
  recipientId: string;

  /** The trimmed text must be non-empty. */
  @RequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH, msg('validation.fields.message'))
  message: string;

  @IsOptional()
  @IsIn(CHANNEL_TYPES, { message: msg('validation.messages.channelType') })
  channelType?: ChannelType;
}
