import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { answerTagNotifications } from '../answers/answers.service';
import { prepared, runPrepared } from '../common/prepared-query';
import type { Role } from '../common/roles';
import type { RefreshTag } from '../realtime/realtime-events';
import { type Delivery, RealtimeService } from '../realtime/realtime.service';
import { NOTIFICATION_LIST_LIMIT_DEFAULT } from './dto/notification-list.dto';
import { Notification } from './notification.entity';
import { STORED_COLUMNS } from './store-notifications-cte';

export interface NotificationJson {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
}

/**
 * Who sees what (migration 1768600000000-RoleNotifications): a person ($1) their own rows, and the
 * rows addressed to their role made since they hold it (their row as it is now), except one telling
 * of their own action. A role's row is read per person (notification_reads). The role and its
 * start are scalar subqueries, not a join, so that PostgreSQL reads them first and then walks
 * notifications_audience_created in the bell's order, stopping at the page's end.
 */
const OF_MY_ROLE = `n.audience = (SELECT role FROM users WHERE id = $1) AND n.audience IS NOT NULL
  AND n.created_at >= (SELECT role_since FROM users WHERE id = $1) AND n.except_user_id IS DISTINCT FROM $1`;
const READ_BY_ME = `EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = $1 AND r.notification_id = n.id)`;

/**
 * The bell's list and count, read on every page of every role (prepared statements, issue 9): the
 * newest of each kind from its index (notifications_user_created, notifications_audience_created),
 * merged, in the JSON's own names, no entity hydration.
 */
const MINE = prepared(
  'notifications-mine',
  `SELECT id, title, message, read, "createdAt" FROM (
     (SELECT n.id, n.title, n.message, n.read, n.created_at AS "createdAt"
        FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id LIMIT $2)
     UNION ALL
     (SELECT n.id, n.title, n.message, ${READ_BY_ME}, n.created_at
        FROM notifications n WHERE ${OF_MY_ROLE} ORDER BY n.created_at DESC, n.id LIMIT $2)) mine
   ORDER BY "createdAt" DESC, id LIMIT $2`,
);
const UNREAD_COUNT = prepared(
  'notifications-unread-count',
  `SELECT ((SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read)
          + (SELECT count(*) FROM notifications n WHERE ${OF_MY_ROLE} AND NOT ${READ_BY_ME}))::int AS count`,
);
/** Marks one the caller sees as read: their own row's flag, or their read of a role's row. */
const MARK_READ = prepared(
  'notifications-mark-read',
  `WITH target AS MATERIALIZED (
     SELECT n.id, n.user_id, n.read, n.title, n.message, n.created_at FROM notifications n
      WHERE n.id = $2 AND (n.user_id = $1 OR (${OF_MY_ROLE}))),
   own AS (UPDATE notifications SET read = true WHERE id = (SELECT id FROM target WHERE user_id IS NOT NULL AND NOT read)),
   role_read AS (
     INSERT INTO notification_reads (user_id, notification_id) SELECT $1, id FROM target WHERE user_id IS NULL
     ON CONFLICT DO NOTHING)
   SELECT id, title, message, true AS read, created_at AS "createdAt" FROM target`,
);
/** One notification for everyone of role $1 but $2. */
const NOTIFY_ROLE = prepared(
  'notifications-notify-role',
  `INSERT INTO notifications (audience, except_user_id, title, message) VALUES ($1, $2, $3, $4)
   RETURNING ${STORED_COLUMNS}`,
);

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly realtime: RealtimeService,
  ) {}

  async mine(userId: string, limit = NOTIFICATION_LIST_LIMIT_DEFAULT): Promise<NotificationJson[]> {
    return runPrepared<NotificationJson>(this.notifications, MINE, [userId, limit]);
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    const [row] = await runPrepared<{ count: number }>(this.notifications, UNREAD_COUNT, [userId]);
    return row;
  }

  async markRead(userId: string, id: string): Promise<NotificationJson> {
    const [notification] = await runPrepared<NotificationJson>(this.notifications, MARK_READ, [userId, id]);
    if (!notification) throw new NotFoundException('Notification not found');
    return notification;
  }

  /**
   * Stores a notification and pushes it to the user's open sockets; `refresh` tells their open
   * pages which cached data to fetch again (e.g. ['Schedule'] after a new shift). Given the
   * `manager` of a transaction, both the row and the push are part of it: stored and sent on
   * commit, neither on rollback (a crash cannot leave a change whose people were never told).
   */
  async notify(userId: string, title: string, message: string, refresh: RefreshTag[] = [], manager?: EntityManager): Promise<NotificationJson> {
    const rows: StoredNotificationRow[] = await (manager ?? this.notifications.manager).query(
      `INSERT INTO notifications (user_id, title, message) VALUES ($1, $2, $3) RETURNING ${STORED_COLUMNS}`,
      [userId, title, message],
    );
    await this.realtime.toUsers(notificationDeliveries(rows, refresh), manager);
    return toNotificationJson(rows[0]);
  }

  /**
   * The same notification to everyone of a role (an issue report tells every admin) but `except`
   * (whose action it tells of): one row for all of them, pushed to each one's sockets.
   */
  async notifyRole(role: Role, title: string, message: string, refresh: RefreshTag[] = [], except: string | null = null): Promise<void> {
    const rows = await runPrepared<StoredNotificationRow>(this.notifications, NOTIFY_ROLE, [role, except, title, message]);
    await this.realtime.toUsers(notificationDeliveries(rows, refresh));
  }

  /**
   * Pushes notifications stored and committed already (storeNotificationsCte's rows) to their
   * people's sockets, after the answer-cache tags of a writer that published its own
   * (MARK_PUBLISHED_BY_APP), in the same statement. The change they tell about stands whatever
   * happens here, so a failure is logged, not answered; the rows are in the bell either way.
   */
  async pushStored(rows: readonly StoredNotificationRow[], refresh: RefreshTag[], answerTags: readonly string[] = []): Promise<void> {
    await this.realtime.toUsersQuietly(notificationDeliveries(rows, refresh), answerTagNotifications(answerTags));
  }
}

/** A notifications row as INSERT ... RETURNING STORED_COLUMNS gives it: a person's (`user_id`) or a role's (`audience`). */
export interface StoredNotificationRow {
  id: string;
  user_id: string | null;
  audience: Role | null;
  except_user_id: string | null;
  title: string;
  message: string;
  read: boolean;
  created_at: Date;
}

/** The answer-cache tag a stored notification touches (the triggers' tag for its addressee). */
export function notificationTag(row: Pick<StoredNotificationRow, 'user_id' | 'audience'>): string {
  return row.user_id !== null ? `notifications:user:${row.user_id}` : `notifications:role:${row.audience}`;
}

function toNotificationJson(row: StoredNotificationRow): NotificationJson {
  return { id: row.id, title: row.title, message: row.message, read: row.read, createdAt: row.created_at };
}

/** The pushes of stored notifications: an Envelope for a person's, a RoleDelivery for a role's. */
function notificationDeliveries(rows: readonly StoredNotificationRow[], refresh: RefreshTag[]): Delivery[] {
  return rows.map((row): Delivery => {
    const notification = toNotificationJson(row);
    return row.user_id !== null
      ? { userId: row.user_id, event: { type: 'notification', notification, refresh } }
      : { audience: row.audience as Role, except: row.except_user_id, notification, refresh };
  });
}
