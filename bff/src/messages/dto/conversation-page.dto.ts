import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** A page of a conversation: the newest `limit` messages older than `before` (a message id). */
export class ConversationPageDto {
  @IsOptional()
  @IsUUID('all', { message: 'before must be a message id' })
  before?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
