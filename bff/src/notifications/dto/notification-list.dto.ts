import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** The bell's page when no limit is asked for. */
export const NOTIFICATION_LIST_LIMIT_DEFAULT = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** A page of the bell: the newest `limit` after `before` (a notification's id, the last one shown). */
export class NotificationListDto {
  @IsOptional()
  @IsUUID('all', { message: 'before must be a notification id' })
  before?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
