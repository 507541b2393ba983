import { Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { answerKey, AnswersService, JsonText } from '../answers/answers.service';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { ALL_ROLES } from '../common/roles';
import { User } from '../users/user.entity';
import { NOTIFICATION_LIST_LIMIT_DEFAULT, NotificationListDto } from './dto/notification-list.dto';
import { NotificationJson, NotificationsService } from './notifications.service';
import { Answers, AnswersList } from '../openapi/answers.decorator';

/** What the caller's bell is read from: their rows and reads, their role's rows, and their own row (role, role_since). */
function myNotificationTags(user: User): string[] {
  return [`notifications:user:${user.id}`, `notifications:role:${user.role}`, `user:${user.id}`];
}

@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly answers: AnswersService,
  ) {}

  /**
   * A page of the bell (NotificationJson[] as JSON text), newest first, after `before` when given:
   * the caller's own and their role's, kept until one of those changes.
   */
  @AnswersList('NotificationJson')
  @Allow(...ALL_ROLES)
  @Get()
  @JsonText()
  mine(@CurrentUser() user: User, @Query() query: NotificationListDto): Promise<string> {
    const before = query.before?.toLowerCase();
    const limit = query.limit ?? NOTIFICATION_LIST_LIMIT_DEFAULT;
    return this.answers.json(
      answerKey('notifications', user.id, limit, before),
      () => this.notifications.mine(user.id, limit, before),
      () => myNotificationTags(user),
    );
  }

  /** The whole unread count ({ count } as JSON text; the list is paged, so counting it would stop at its limit). */
  @Answers('CountJson')
  @Allow(...ALL_ROLES)
  @Get('unread-count')
  @JsonText()
  unreadCount(@CurrentUser() user: User): Promise<string> {
    return this.answers.json(
      answerKey('notifications/unread-count', user.id),
      () => this.notifications.unreadCount(user.id),
      () => myNotificationTags(user),
    );
  }

  /** Marks everything in the caller's bell read: { markedRead } is how many were unread. */
  @Answers('MarkedReadJson')
  @Allow(...ALL_ROLES)
  @Post('read-all')
  @HttpCode(200)
  markAllRead(@CurrentUser() user: User): Promise<{ markedRead: number }> {
    return this.notifications.markAllRead(user.id);
  }

  @Answers('NotificationJson')
  @Allow(...ALL_ROLES)
  @Patch(':id/read')
  markRead(@CurrentUser() user: User, @Param('id', UuidParamPipe) id: string): Promise<NotificationJson> {
    return this.notifications.markRead(user.id, id);
  }
}
