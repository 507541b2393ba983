import { Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ANSWER_TAGS } from '../answers/answer-tags';
import { CachedAnswer } from '../answers/cached-answer.decorator';
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
  return [ANSWER_TAGS.notifications.user.of(user.id), ANSWER_TAGS.notifications.role.of(user.role), ANSWER_TAGS.users.user.of(user.id)];
}

@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /**
   * A page of the bell, newest first, after `before` when given: the caller's own and their
   * role's, kept until one of those changes.
   */
  @AnswersList('NotificationJson')
  @Allow(...ALL_ROLES)
  @Get()
  @CachedAnswer({
    // The texts are rendered in the person's language: it is part of what the answer depends on.
    key: (user: User, query: NotificationListDto) => [user.id, user.language, query.limit ?? NOTIFICATION_LIST_LIMIT_DEFAULT, query.before?.toLowerCase()],
    tags: (_page: NotificationJson[], user: User) => myNotificationTags(user),
  })
  mine(@CurrentUser() user: User, @Query() query: NotificationListDto): Promise<NotificationJson[]> {
    return this.notifications.mine(user.id, user.language, query.limit ?? NOTIFICATION_LIST_LIMIT_DEFAULT, query.before?.toLowerCase());
  }

  /** The whole unread count (the list is paged, so counting it would stop at its limit). */
  @Answers('CountJson')
  @Allow(...ALL_ROLES)
  @Get('unread-count')
  @CachedAnswer({ key: (user: User) => [user.id], tags: (_count: { count: number }, user: User) => myNotificationTags(user) })
  unreadCount(@CurrentUser() user: User): Promise<{ count: number }> {
    return this.notifications.unreadCount(user.id);
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
    return this.notifications.markRead(user.id, user.language, id);
  }
}
