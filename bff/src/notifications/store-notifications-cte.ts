// notifyEach's INSERT as a CTE of another statement (issue 9): a hot write path stores the
// notifications of its change in the same statement as the change, one round trip and one
// transaction for both (a crash cannot leave a change whose people were never told). The pushes
// follow the commit: NotificationsService.pushStored with the rows this CTE returns.

export interface StoreNotificationsCte {
  /** The name of an earlier CTE whose `user_id` column lists the people to tell, once each. */
  recipients: string;
  /** SQL expressions (over the statement's parameters and CTEs) of the notification's title and message. */
  title: string;
  message: string;
}

/**
 * A CTE to append to a WITH list: `stored_notifications` inserts one notification per recipient
 * and returns them (id, user_id, title, message, read, created_at). PostgreSQL runs a data-modifying
 * CTE even when the main query does not read it; reading it is how the caller learns what to push.
 */
export function storeNotificationsCte({ recipients, title, message }: StoreNotificationsCte): string {
  return `stored_notifications AS (
     INSERT INTO notifications (user_id, title, message)
     SELECT user_id, ${title}, ${message} FROM ${recipients}
     RETURNING id, user_id, title, message, read, created_at)`;
}
