import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The chat's contact list showed each contact's last message by a backward index scan of the
 * conversation per row (50 a page, a read of the messages' heap each). `conversations` now keeps
 * that message itself (id, sender, the 120-character preview the list shows, time), so a page of
 * contacts is one range of the viewer's conversations_recent entries and a primary-key read of
 * each person.
 *
 * The trigger keeps the newest message of each pair in the conversation page's order (created_at,
 * then id): the upsert changes a row only for a message that sorts after the one it holds. ON
 * CONFLICT DO UPDATE compares with the latest committed row under its row lock, so concurrent
 * inserts of one pair, committing in any order, leave the newest one. Rows are still written in
 * key order (DISTINCT ON sorts by the key), so two concurrent messages of a pair cannot deadlock.
 * No foreign key to messages: a message is only ever deleted with one of its people, which
 * deletes the conversation rows too (ON DELETE CASCADE), and the check would cost every message.
 */
export class ConversationLastMessage1768400000000 implements MigrationInterface {
  name = 'ConversationLastMessage1768400000000';

  async up(q: QueryRunner): Promise<void> {
    // No message may arrive between the backfill and the new trigger.
    await q.query(`LOCK TABLE messages IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`ALTER TABLE conversations ADD COLUMN last_message_id uuid, ADD COLUMN last_sender_id uuid, ADD COLUMN last_preview text`);
    await q.query(`
      UPDATE conversations c
         SET (last_message_at, last_message_id, last_sender_id, last_preview) = (
               SELECT m.created_at, m.id, m.sender_id, left(m.message, 120)
                 FROM messages m
                WHERE LEAST(m.sender_id, m.recipient_id) = LEAST(c.user_id, c.other_id)
                  AND GREATEST(m.sender_id, m.recipient_id) = GREATEST(c.user_id, c.other_id)
                ORDER BY m.created_at DESC, m.id DESC
                LIMIT 1)`);
    await q.query(`
      ALTER TABLE conversations
        ALTER COLUMN last_message_id SET NOT NULL,
        ALTER COLUMN last_sender_id SET NOT NULL,
        ALTER COLUMN last_preview SET NOT NULL`);
    await q.query(`
      CREATE OR REPLACE FUNCTION conversations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO conversations (user_id, other_id, last_message_at, last_message_id, last_sender_id, last_preview)
        SELECT DISTINCT ON (person, other) person, other, created_at, id, sender_id, left(message, 120)
          FROM (SELECT sender_id AS person, recipient_id AS other, created_at, id, sender_id, message FROM inserted
                UNION ALL
                SELECT recipient_id, sender_id, created_at, id, sender_id, message FROM inserted) AS sides
         ORDER BY person, other, created_at DESC, id DESC
        ON CONFLICT (user_id, other_id) DO UPDATE
          SET last_message_at = EXCLUDED.last_message_at,
              last_message_id = EXCLUDED.last_message_id,
              last_sender_id = EXCLUDED.last_sender_id,
              last_preview = EXCLUDED.last_preview
          WHERE (EXCLUDED.last_message_at, EXCLUDED.last_message_id) > (conversations.last_message_at, conversations.last_message_id);
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION conversations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
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
    await q.query(`ALTER TABLE conversations DROP COLUMN last_preview, DROP COLUMN last_sender_id, DROP COLUMN last_message_id`);
  }
}
