import { Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { NotificationListDto } from './dto/notification-list.dto';
import { NotificationJson, NotificationsService } from './notifications.service';

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Allow(...ALL_ROLES)
  @Get()
  mine(@CurrentUser() user: User, @Query() query: NotificationListDto): Promise<NotificationJson[]> {
    return this.notifications.mine(user.id, query.limit);
  }

  /** The whole unread count (the list is paged, so counting it would stop at its limit). */
  @Allow(...ALL_ROLES)
  @Get('unread-count')
  unreadCount(@CurrentUser() user: User): Promise<{ count: number }> {
    return this.notifications.unreadCount(user.id);
  }

  @Allow(...ALL_ROLES)
  @Patch(':id/read')
  markRead(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<NotificationJson> {
    return this.notifications.markRead(user.id, id);
  }
}
