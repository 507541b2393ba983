import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A notification for everyone of a role (every admin hears of an issue report, a time-off
 * request, a payment...) is one row addressed to the role instead of a row per person, so telling
 * twenty admins costs one insert, not twenty. Who sees it: each user of that role (their role as it
 * is now) who held it when it was made (`users.role_since`), except the one whose action it tells of
 * (`except_user_id`). Read state of such a row is per person (`notification_reads`); a personal
 * row keeps its own `read`.
 *
 * Answer-cache tags (AnswerChanges1768500000000): a role's notification touches
 * `notifications:role:<role>`, a person's read of it `notifications:user:<id>`.
 */
const TAGS: Record<string, string[]> = {
  notifications: [`'notifications'`, `'notifications:user:' || r.user_id`, `'notifications:role:' || r.audience`],
  notification_reads: [`'notification_reads'`, `'notifications:user:' || r.user_id`],
};
const BEFORE: Record<string, string[]> = {
  notifications: [`'notifications'`, `'notifications:user:' || r.user_id`],
};

// The answer-cache triggers as migration AnswerChanges1768500000000 made them, copied here so that
// this migration keeps working whatever later code or migrations become.
const CHANNEL = 'groundwork_answers';
const PUBLISHED_BY_APP_SETTING = 'groundwork.answers_published_by_app';
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** The statements that make `table` notify `tags` (SQL over a row `r`), as described above. */
function answerTriggersSql(table: string, tags: string[]): string[] {
  const fn = `groundwork_answers_notify_${table}`;
  const notifyOf = (rows: string) =>
    `PERFORM pg_notify('${CHANNEL}', tag) FROM (SELECT DISTINCT unnest(ARRAY[${tags.join(', ')}]) AS tag FROM ${rows} r) tags WHERE tag IS NOT NULL;`;
  return [
    `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'TRUNCATE' THEN
         PERFORM pg_notify('${CHANNEL}', '*');
         RETURN NULL;
       END IF;
       IF TG_OP <> 'INSERT' THEN ${notifyOf('old_rows')} END IF;
       IF TG_OP <> 'DELETE' THEN ${notifyOf('new_rows')} END IF;
       RETURN NULL;
     END $$`,
    ...EVENTS.map((event) => {
      const transition = [event !== 'INSERT' ? 'OLD TABLE AS old_rows' : '', event !== 'DELETE' ? 'NEW TABLE AS new_rows' : ''].join(' ');
      return `CREATE TRIGGER answers_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${transition} FOR EACH STATEMENT
                WHEN (current_setting('${PUBLISHED_BY_APP_SETTING}', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION ${fn}()`;
    }),
    `CREATE TRIGGER answers_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  ];
}

function dropAnswerTriggersSql(table: string): string[] {
  return [
    ...[...EVENTS, 'TRUNCATE'].map((event) => `DROP TRIGGER IF EXISTS answers_${event.toLowerCase()} ON ${table}`),
    `DROP FUNCTION IF EXISTS groundwork_answers_notify_${table}()`,
  ];
}

export class RoleNotifications1768600000000 implements MigrationInterface {
  name = 'RoleNotifications1768600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN role_since timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE users SET role_since = created_at`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN user_id DROP NOT NULL`);
    await q.query(`ALTER TABLE notifications ADD COLUMN audience user_role`);
    await q.query(`ALTER TABLE notifications ADD COLUMN except_user_id uuid REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_one_addressee CHECK ((user_id IS NULL) <> (audience IS NULL))`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_except_in_audience CHECK (except_user_id IS NULL OR audience IS NOT NULL)`);
    // The bell of a role's member: that role's newest first, in the bell's order (created_at DESC, id).
    await q.query(`CREATE INDEX notifications_audience_created ON notifications (audience, created_at DESC, id) WHERE audience IS NOT NULL`);
    await q.query(`
      CREATE TABLE notification_reads (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, notification_id)
      )`);
    // A notification's deletion finds its reads (the cascade) by this index, not by a scan.
    await q.query(`CREATE INDEX notification_reads_notification ON notification_reads (notification_id)`);
    for (const statement of dropAnswerTriggersSql('notifications')) await q.query(statement);
    for (const [table, tags] of Object.entries(TAGS)) for (const statement of answerTriggersSql(table, tags)) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of Object.keys(TAGS)) for (const statement of dropAnswerTriggersSql(table)) await q.query(statement);
    for (const [table, tags] of Object.entries(BEFORE)) for (const statement of answerTriggersSql(table, tags)) await q.query(statement);
    // Each role's row back into a row per person it tells, read as that person left it.
    await q.query(`
      INSERT INTO notifications (user_id, title, message, read, created_at)
      SELECT seer.id, n.title, n.message,
             EXISTS (SELECT 1 FROM notification_reads r WHERE r.user_id = seer.id AND r.notification_id = n.id), n.created_at
        FROM notifications n
        JOIN users seer ON seer.role = n.audience AND n.created_at >= seer.role_since AND n.except_user_id IS DISTINCT FROM seer.id`);
    await q.query(`DROP TABLE notification_reads`);
    await q.query(`DELETE FROM notifications WHERE audience IS NOT NULL`);
    await q.query(`ALTER TABLE notifications DROP COLUMN except_user_id, DROP COLUMN audience`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN user_id SET NOT NULL`);
    await q.query(`ALTER TABLE users DROP COLUMN role_since`);
  }
}
