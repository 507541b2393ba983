// The notifications INSERT as a CTE of another statement: a hot write path stores the
// notifications of its change in the same statement as the change, one round trip and one
// transaction for both (a crash cannot leave a change whose people were never told). The pushes
// follow the commit: NotificationsService.pushStored with the rows this CTE returns.

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

/** What a notifications INSERT returns: StoredNotificationRow, which the pushes are made of. */
export const STORED_COLUMNS = 'id, user_id, audience, except_user_id, title, message, read, created_at, subject_kind, subject_id';

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
