import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { answerTagNotifications } from '../answers/answers.service';
import type { Role } from '../common/roles';
import type { RefreshTag } from '../contract/roles-and-events';
import { type Delivery, RealtimeService } from '../realtime/realtime.service';
import { NOTIFICATION_LIST_LIMIT_DEFAULT } from './dto/notification-list.dto';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/language';
import { msg } from '../i18n/message';
import { Translator } from '../i18n/translator';
import { PushService } from '../push/push.service';
import type { NotificationSubject } from './notification-subject';
import { type NotificationJson, NotificationsRepository, type StoredNotificationRow, toNotificationJson } from './notifications.repository';

export type { NotificationJson, StoredNotificationRow } from './notifications.repository';

export type { RefreshTag };

/** The bell's push: a new notification, and which of the client's cached data it made stale. */
export interface NotificationEvent {
  type: 'notification';
  notification: NotificationJson;
  refresh?: RefreshTag[];
}

const NOTIFICATION_NOT_FOUND = msg('errors.notifications.notFound');

/**
 * Titles and messages are stored as msg() strings (a catalog key and its arguments) and rendered
 * when read, in the reader's language, rather than rendered per recipient when written: a role's
 * notification stays one row (one insert for twenty admins, the bell's two index ranges
 * unchanged) and still reads in each admin's own language, and a person who switches language
 * sees their whole bell in it. Rendering is a lookup in memory, at most a page (100) per read,
 * and the cached bell is kept per language. Rows stored before the catalog hold English text,
 * shown as it is.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly realtime: RealtimeService,
    private readonly translator: Translator,
    private readonly push: PushService,
  ) {
    // The bell's pushes too: each socket's person gets the texts in their own language.
    realtime.localize('notification', (event, language) => {
      const { notification, ...rest } = event as NotificationEvent;
      return { ...rest, notification: this.render(notification, isLanguage(language) ? language : DEFAULT_LANGUAGE) };
    });
  }

  /**
   * A page of the caller's bell, newest first; `before` (a notification they see) asks for the
   * page after it. A notification the caller does not see is not found, whatever it is.
   */
  async mine(userId: string, language: Language, limit = NOTIFICATION_LIST_LIMIT_DEFAULT, before?: string): Promise<NotificationJson[]> {
    if (before && !(await this.notifications.sees(userId, before))) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    return (await this.notifications.page(userId, limit, before)).map((notification) => this.render(notification, language));
  }

  /** A notification's title and message in `language`. */
  render(notification: NotificationJson, language: Language): NotificationJson {
    return { ...notification, title: this.translator.text(language, notification.title), message: this.translator.text(language, notification.message) };
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    return this.notifications.unreadCount(userId);
  }

  async markRead(userId: string, language: Language, id: string): Promise<NotificationJson> {
    const notification = await this.notifications.markRead(userId, id);
    if (!notification) throw new NotFoundException(NOTIFICATION_NOT_FOUND);
    return this.render(notification, language);
  }

  /** Marks everything the caller sees as read; the answer says how many were unread. */
  async markAllRead(userId: string): Promise<{ markedRead: number }> {
    return this.notifications.markAllRead(userId);
  }

  /**
   * Stores a notification and pushes it to the user's open sockets and, as a web push, to their
   * devices (PushService: after the commit, in the background); `title` and `message` are
   * msg() strings (see above), and the answer holds them so (render it for a reader). `refresh` tells their open
   * pages which cached data to fetch again (e.g. ['Schedule'] after a new shift). Given the
   * `manager` of a transaction, both the row and the push are part of it: stored and sent on
   * commit, neither on rollback (a crash cannot leave a change whose people were never told).
   */
  async notify(
    userId: string,
    title: string,
    message: string,
    refresh: RefreshTag[] = [],
    manager?: EntityManager,
    subject: NotificationSubject | null = null,
  ): Promise<NotificationJson> {
    const row = await this.notifications.insert({ userId, title, message, subject }, manager);
    await this.realtime.toUsers(notificationDeliveries([row], refresh), manager);
    this.push.notificationsStored([row], manager);
    return toNotificationJson(row);
  }

  /**
   * A notification to each of several people (publishing a week tells each worker of their own
   * shifts): one insert for all of them, each pushed to its person's sockets; in the `manager`'s
   * transaction when given, as notify.
   */
  async notifyEach(
    notifications: ReadonlyArray<{ userId: string; title: string; message: string; subject?: NotificationSubject | null }>,
    refresh: RefreshTag[] = [],
    manager?: EntityManager,
  ): Promise<void> {
    const rows = await this.notifications.insertMany(
      notifications.map(({ subject, ...notification }) => ({ ...notification, subject: subject ?? null })),
      manager,
    );
    if (rows.length > 0) await this.realtime.toUsers(notificationDeliveries(rows, refresh), manager);
    this.push.notificationsStored(rows, manager);
  }

  /**
   * The same notification to everyone of a role (an issue report tells every admin) but `except`
   * (whose action it tells of): one row for all of them, pushed to each one's sockets.
   */
  async notifyRole(
    role: Role,
    title: string,
    message: string,
    refresh: RefreshTag[] = [],
    except: string | null = null,
    subject: NotificationSubject | null = null,
  ): Promise<void> {
    const row = await this.notifications.insert({ audience: role, exceptUserId: except, title, message, subject });
    await this.realtime.toUsers(notificationDeliveries([row], refresh));
  }

  /**
   * Pushes notifications stored and committed already (storeNotificationsCte's rows) to their
   * people's sockets, after the answer-cache tags of a writer that published its own
   * (MARK_PUBLISHED_BY_APP), in the same statement. The change they tell about stands whatever
   * happens here, so a failure is logged, not answered; the rows are in the bell either way. Not
   * waited for: the write's answer waits for caughtUp, sent with or after it (toUsersQuietly).
   */
  pushStored(rows: readonly StoredNotificationRow[], refresh: RefreshTag[], answerTags: readonly string[] = []): void {
    this.realtime.toUsersQuietly(notificationDeliveries(rows, refresh), answerTagNotifications(answerTags));
    this.push.notificationsStored(rows);
  }
}

/** The pushes of stored notifications: an Envelope for a person's, a RoleDelivery for a role's. */
function notificationDeliveries(rows: readonly StoredNotificationRow[], refresh: RefreshTag[]): Delivery<NotificationEvent>[] {
  return rows.map((row): Delivery<NotificationEvent> => {
    const event: NotificationEvent = { type: 'notification', notification: toNotificationJson(row), refresh };
    return row.user_id !== null ? { userId: row.user_id, event } : { audience: row.audience as Role, except: row.except_user_id, event };
  });
}
