import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People lists that page on the server (a company has thousands of people):
 * - Team Management and the pickers read people in name order, one role or all, a page at a time:
 *   users_name_order and users_role_name_order hold that order (id breaks ties), so a page is an
 *   index scan that stops after its rows.
 * - The chat's contact list shows the people the viewer talks with, most recent first, then
 *   everyone else by name. `conversations` keeps, per person and the other person of each of
 *   their conversations, the time of its last message: the recent ones are an index scan of the
 *   viewer's rows instead of a search through a million messages. A statement-level trigger on
 *   messages keeps it (once per INSERT statement, so a bulk load pays one aggregate, not a row
 *   each); rows are upserted in key order so two concurrent messages of one pair cannot deadlock.
 */
export class PeopleLists1768310000000 implements MigrationInterface {
  name = 'PeopleLists1768310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_name_order ON users (first_name, last_name, id)`);
    await q.query(`CREATE INDEX users_role_name_order ON users (role, first_name, last_name, id)`);

    await q.query(`
      CREATE TABLE conversations (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        other_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_message_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, other_id)
      )`);
    await q.query(`CREATE INDEX conversations_recent ON conversations (user_id, last_message_at DESC, other_id DESC)`);
    await q.query(`
      CREATE FUNCTION conversations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO conversations (user_id, other_id, last_message_at)
        SELECT person, other, max(created_at)
          FROM (SELECT sender_id AS person, recipient_id AS other, created_at FROM inserted
                UNION ALL
                SELECT recipient_id, sender_id, created_at FROM inserted) AS sides
         GROUP BY person, other
         ORDER BY person, other
        ON CONFLICT (user_id, other_id)
        DO UPDATE SET last_message_at = GREATEST(conversations.last_message_at, EXCLUDED.last_message_at);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER messages_touch_conversations AFTER INSERT ON messages
        REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION conversations_touch()`);
    // The conversations that exist already.
    await q.query(`
      INSERT INTO conversations (user_id, other_id, last_message_at)
      SELECT person, other, max(created_at)
        FROM (SELECT sender_id AS person, recipient_id AS other, created_at FROM messages
              UNION ALL
              SELECT recipient_id, sender_id, created_at FROM messages) AS sides
       GROUP BY person, other`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS messages_touch_conversations ON messages`);
    await q.query(`DROP FUNCTION IF EXISTS conversations_touch()`);
    await q.query(`DROP TABLE IF EXISTS conversations`);
    await q.query(`DROP INDEX IF EXISTS users_role_name_order`);
    await q.query(`DROP INDEX IF EXISTS users_name_order`);
  }
}
