import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The bell's page when no limit is asked for. */
export const NOTIFICATION_LIST_LIMIT_DEFAULT = 50;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

export class NotificationListDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
