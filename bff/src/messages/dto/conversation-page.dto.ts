import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { msg } from '../../i18n/message';

export const DEFAULT_PAGE_SIZE = 50;
const LIMIT_MESSAGE = msg('validation.common.wholeNumber', { name: 'limit', min: 1, max: 100 });

/** A page of a conversation: the newest `limit` messages older than `before` (a message id). */
export class ConversationPageDto {
  @IsOptional()
  @IsUUID('all', { message: msg('validation.messages.beforeMessage') })
  before?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
