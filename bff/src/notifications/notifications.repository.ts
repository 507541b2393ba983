// The notifications' statements and their JSON: storing one (for a person or a role, or as a CTE
// of another feature's statement), and the bell: what a person sees (their own rows and their
// role's), its pages, its unread count and the marks of read.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Role } from '../common/roles';
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
 * A page of the bell: the newest of each kind from its index (notifications_user_created,
 * notifications_audience_created), merged. $2 is the page size; by [cursor given].
 */
const MINE = [false, true].map((withCursor) => {
  const after = withCursor ? AFTER_CURSOR : '';
  return `SELECT id, title, message, read, created_at, subject_kind, subject_id FROM (
       (SELECT n.id, n.title, n.message, n.read, n.created_at, n.subject_kind, n.subject_id
          FROM notifications n WHERE n.user_id = $1 ${after} ORDER BY n.created_at DESC, n.id LIMIT $2)
       UNION ALL
       (SELECT n.id, n.title, n.message, ${READ_BY_ME}, n.created_at, n.subject_kind, n.subject_id
          FROM notifications n WHERE ${OF_MY_ROLE} ${after} ORDER BY n.created_at DESC, n.id LIMIT $2)) mine
     ORDER BY created_at DESC, id LIMIT $2`;
});
const SEES = `SELECT 1 FROM notifications n WHERE n.id = $2 AND ${MINE_OR_MY_ROLES}`;
const UNREAD_COUNT = `SELECT ((SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT read)
          + (SELECT count(*) FROM notifications n WHERE ${OF_MY_ROLE} AND NOT ${READ_BY_ME}))::int AS count`;
/** Marks one the caller sees as read: their own row's flag, or their read of a role's row. */
const MARK_READ = `WITH target AS MATERIALIZED (
     SELECT n.id, n.user_id, n.read, n.title, n.message, n.created_at, n.subject_kind, n.subject_id FROM notifications n
      WHERE n.id = $2 AND ${MINE_OR_MY_ROLES}),
   own AS (UPDATE notifications SET read = true WHERE id = (SELECT id FROM target WHERE user_id IS NOT NULL AND NOT read)),
   role_read AS (
     INSERT INTO notification_reads (user_id, notification_id) SELECT $1, id FROM target WHERE user_id IS NULL
     ON CONFLICT DO NOTHING)
   SELECT id, title, message, true AS read, created_at, subject_kind, subject_id FROM target`;
/** Marks everything the caller sees as read, in one statement: how many were unread. */
const MARK_ALL_READ = `WITH own AS (UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING 1),
   role_reads AS (
     INSERT INTO notification_reads (user_id, notification_id)
     SELECT $1, n.id FROM notifications n WHERE ${OF_MY_ROLE} AND NOT ${READ_BY_ME}
     ON CONFLICT DO NOTHING RETURNING 1)
   SELECT ((SELECT count(*) FROM own) + (SELECT count(*) FROM role_reads))::int AS "markedRead"`;

/** What a notifications INSERT returns: StoredNotificationRow, which the pushes are made of. */
const STORED_COLUMNS = 'id, user_id, audience, except_user_id, title, message, read, created_at, subject_kind, subject_id';

/** A notifications row as an INSERT ... RETURNING STORED_COLUMNS gives it: a person's (`user_id`) or a role's (`audience`). */
export interface StoredNotificationRow {
  id: string;
  user_id: string | null;
  audience: Role | null;
  except_user_id: string | null;
  title: string;
  message: string;
  read: boolean;
  created_at: Date;
  subject_kind: string | null;
  subject_id: string | null;
}

type NotificationRow = Pick<StoredNotificationRow, 'id' | 'title' | 'message' | 'read' | 'created_at' | 'subject_kind' | 'subject_id'>;

export function toNotificationJson(row: NotificationRow): NotificationJson {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    read: row.read,
    createdAt: row.created_at,
    subject: subjectOf(row.subject_kind, row.subject_id),
  };
}

/** A notification to store: for a person (`userId`) or for everyone of a role (`audience`) but `exceptUserId`. */
export type NewNotification = { title: string; message: string; subject: NotificationSubject | null } & (
  { userId: string } | { audience: Role; exceptUserId: string | null }
);

/**
 * The notifications INSERT as a CTE of another statement: a hot write path stores the
 * notifications of its change in the same statement as the change, one round trip and one
 * transaction for both (a crash cannot leave a change whose people were never told). The pushes
 * follow the commit: NotificationsService.pushStored with the rows this CTE returns.
 */
export interface StoreNotificationsCte {
  /**
   * A FROM list with one row per notification to store, whose `told` names a MATERIALIZED CTE
   * with `id` (the notification's id, made beforehand with gen_random_uuid(), so the statement
   * can tell which of its changes each one belongs to) and its addressee: `user_id` (a person) or
   * `audience` (a role) with `except_user_id` (that role's member it does not tell), the other NULL.
   */
  from: string;
  /** SQL expressions (over the FROM list, the statement's parameters and CTEs) of the title and message. */
  title: string;
  message: string;
  /** SQL expressions of what it is about (NotificationSubject's kind and id). */
  subjectKind: string;
  subjectId: string;
}

/**
 * A CTE to append to a WITH list: `stored_notifications` inserts the notifications and returns
 * them (STORED_COLUMNS). PostgreSQL runs a data-modifying CTE even when the main query does not
 * read it; reading it is how the caller learns what to push.
 */
export function storeNotificationsCte({ from, title, message, subjectKind, subjectId }: StoreNotificationsCte): string {
  return `stored_notifications AS (
     INSERT INTO notifications (id, user_id, audience, except_user_id, title, message, subject_kind, subject_id)
     SELECT told.id, told.user_id, told.audience, told.except_user_id, ${title}, ${message}, ${subjectKind}, ${subjectId} FROM ${from}
     RETURNING ${STORED_COLUMNS})`;
}

/**
 * The bell's reads and marks are raw SQL: a page is the UNION ALL of two index ranges, the count
 * adds two scalar subqueries, and the marks are data-modifying CTEs, none of which QueryBuilder
 * can say; they share the audience fragments above.
 */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  /** Stores a notification (in the caller's transaction, when given) and answers its row. */
  async insert(notification: NewNotification, manager: EntityManager = this.notifications.manager): Promise<StoredNotificationRow> {
    return (await this.insertMany([notification], manager))[0];
  }

  /** Stores several notifications in one statement (in the caller's transaction, when given) and answers their rows. */
  async insertMany(notifications: readonly NewNotification[], manager: EntityManager = this.notifications.manager): Promise<StoredNotificationRow[]> {
    if (notifications.length === 0) return [];
    const { raw } = await manager
      .createQueryBuilder()
      .insert()
      .into(Notification)
      .values(
        notifications.map((notification) => ({
          ...('userId' in notification ? { userId: notification.userId } : { audience: notification.audience, exceptUserId: notification.exceptUserId }),
          title: notification.title,
          message: notification.message,
          subjectKind: notification.subject?.kind ?? null,
          subjectId: notification.subject?.id ?? null,
        })),
      )
      .returning(STORED_COLUMNS)
      .updateEntity(false)
      .execute();
    return raw as StoredNotificationRow[];
  }

  /** A page of what `userId` sees, newest first, after `before` when given. */
  async page(userId: string, limit: number, before?: string): Promise<NotificationJson[]> {
    const rows: NotificationRow[] = await this.notifications.query(MINE[before ? 1 : 0], before ? [userId, limit, before] : [userId, limit]);
    return rows.map(toNotificationJson);
  }

  /** Whether `userId` sees notification `id` (theirs, or their role's for them). */
  async sees(userId: string, id: string): Promise<boolean> {
    return ((await this.notifications.query(SEES, [userId, id])) as unknown[]).length > 0;
  }

  async unreadCount(userId: string): Promise<{ count: number }> {
    const [row] = (await this.notifications.query(UNREAD_COUNT, [userId])) as Array<{ count: number }>;
    return row;
  }

  /** The notification marked read, or null when `userId` does not see it. */
  async markRead(userId: string, id: string): Promise<NotificationJson | null> {
    const [row] = (await this.notifications.query(MARK_READ, [userId, id])) as NotificationRow[];
    return row ? toNotificationJson(row) : null;
  }

  async markAllRead(userId: string): Promise<{ markedRead: number }> {
    const [row] = (await this.notifications.query(MARK_ALL_READ, [userId])) as Array<{ markedRead: number }>;
    return row;
  }
}
