// The bell's statements: what a person sees (their own rows and their role's), its pages, its
// unread count and the marks of read. Raw SQL: they are named prepared statements (read on every
// page of every role), and the merge of two index ranges is not something the
// QueryBuilder can say.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { prepared, runPrepared, runPreparedChange } from '../common/prepared-query';
import { Notification } from './notification.entity';
import { type NotificationSubject, subjectOf } from './notification-subject';

export interface NotificationJson {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: Date;
  /** What it is about (the bell links there); null when it names nothing. */
  subject: NotificationSubject | null;
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
const MINE_OR_MY_ROLES = `(n.user_id = $1 OR (${OF_MY_ROLE}))`;

/**
 * The bell's order is newest first, then id; a page after a cursor ($3, a notification's id)
 * starts after that one in this order (keyset: no row is skipped or repeated when new ones come).
 */
const AFTER_CURSOR = `AND n.created_at <= (SELECT c.created_at FROM notifications c WHERE c.id = $3)
  AND (n.created_at < (SELECT c.created_at FROM notifications c WHERE c.id = $3) OR n.id > $3)`;

/**
 * A page of the bell (prepared): the newest of each kind from its index
 * (notifications_user_created, notifications_audience_created), merged, in the JSON's own names.
 * $2 is the page size; by [cursor given].
 */
const MINE = [false, true].map((withCursor) => {
  const after = withCursor ? AFTER_CURSOR : '';
  return prepared(
    `notifications-mine${withCursor ? '-after' : ''}`,
    `SELECT id, title, message, read, "createdAt", subject_kind, subject_id FROM (
       (SELECT n.id, n.title, n.message, n.read, n.created_at AS "createdAt", n.subject_kind, n.subject_id
          FROM notifications n WHERE n.user_id = $1 ${after} ORDER BY n.created_at DESC, n.id LIMIT $2)
       UNION ALL
       (SELECT n.id, n.title, n.message, ${READ_BY_ME}, n.created_at, n.subject_kind, n.subject_id
          FROM notifications n WHERE ${OF_MY_ROLE} ${after} ORDER BY n.created_at DESC, n.id LIMIT $2)) mine
     ORDER BY "createdAt" DESC, id LIMIT $2`,
  );
});
const SEES = prepared('notifications-sees', `SELECT 1 FROM notifications n WHERE n.id = $2 AND ${MINE_OR_MY_ROLES}`);
const UNREAD_COUNT = prepared(
  'notifications-unread-count',
  `SELECT ((SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read)
          + (SELECT count(*) FROM notifications n WHERE ${OF_MY_ROLE} AND NOT ${READ_BY_ME}))::int AS count`,
);
/** Marks one the caller sees as read: their own row's flag, or their read of a role's row. */
const MARK_READ = prepared(
  'notifications-mark-read',
  `WITH target AS MATERIALIZED (
     SELECT n.id, n.user_id, n.read, n.title, n.message, n.created_at, n.subject_kind, n.subject_id FROM notifications n
      WHERE n.id = $2 AND ${MINE_OR_MY_ROLES}),
   own AS (UPDATE notifications SET read = true WHERE id = (SELECT id FROM target WHERE user_id IS NOT NULL AND NOT read)),
   role_read AS (
     INSERT INTO notification_reads (user_id, notification_id) SELECT $1, id FROM target WHERE user_id IS NULL
     ON CONFLICT DO NOTHING)
   SELECT id, title, message, true AS read, created_at AS "createdAt", subject_kind, subject_id FROM target`,
);
/** Marks everything the caller sees as read, in one statement: how many were unread. */
const MARK_ALL_READ = prepared(
  'notifications-mark-all-read',
  `WITH own AS (UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING 1),
   role_reads AS (
     INSERT INTO notification_reads (user_id, notification_id)
     SELECT $1, n.id FROM notifications n WHERE ${OF_MY_ROLE} AND NOT ${READ_BY_ME}
     ON CONFLICT DO NOTHING RETURNING 1)
   SELECT ((SELECT count(*) FROM own) + (SELECT count(*) FROM role_reads))::int AS "markedRead"`,
);

interface NotificationRow extends Omit<NotificationJson, 'subject'> {
  subject_kind: string | null;
  subject_id: string | null;
}

function toJson({ subject_kind, subject_id, ...notification }: NotificationRow): NotificationJson {
  return { ...notification, subject: subjectOf(subject_kind, subject_id) };
}

@Injectable()
export class NotificationsRepository {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  /** A page of what `userId` sees, newest first, after `before` when given. */
  async page(userId: string, limit: number, before?: string): Promise<NotificationJson[]> {
    const rows = await runPrepared<NotificationRow>(this.notifications, MINE[before ? 1 : 0], before ? [userId, limit, before] : [userId, limit]);
    return rows.map(toJson);
  }

  /** Whether `userId` sees notification `id` (theirs, or their role's for them). */
  async sees(userId: string, id: string): Promise<boolean> {
    return (await runPrepared(this.notifications, SEES, [userId, id])).length > 0;
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    const [row] = await runPrepared<{ count: number }>(this.notifications, UNREAD_COUNT, [userId]);
    return row;
  }

  /** The notification marked read, or null when `userId` does not see it. */
  async markRead(userId: string, id: string): Promise<NotificationJson | null> {
    const [row] = await runPrepared<NotificationRow>(this.notifications, MARK_READ, [userId, id]);
    return row ? toJson(row) : null;
  }

  async markAllRead(userId: string): Promise<{ markedRead: number }> {
    const { rows } = await runPreparedChange<{ markedRead: number }>(this.notifications, MARK_ALL_READ, [userId]);
    return rows[0];
  }
}
