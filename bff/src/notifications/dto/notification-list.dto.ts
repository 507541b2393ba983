import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { msg } from '../../i18n/message';

/** The bell's page when no limit is asked for. */
export const NOTIFICATION_LIST_LIMIT_DEFAULT = 50;
const LIMIT_MESSAGE = msg('validation.common.wholeNumber', { name: 'limit', min: 1, max: 100 });

/** A page of the bell: the newest `limit` after `before` (a notification's id, the last one shown). */
export class NotificationListDto {
  @IsOptional()
  @IsUUID('all', { message: msg('validation.notifications.beforeNotification') })
  before?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit?: number;
}
