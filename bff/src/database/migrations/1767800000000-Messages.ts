import { MigrationInterface, QueryRunner } from 'typeorm';

/** Direct messages, one person to another, with the indexes of a conversation's page and of unread counts. */
export class Messages1767800000000 implements MigrationInterface {
  name = 'Messages1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE message_channel AS ENUM ('direct')`);
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 4000),
        channel_type message_channel NOT NULL DEFAULT 'direct',
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT messages_not_to_self CHECK (sender_id <> recipient_id)
      )`);
    // A conversation is the unordered pair of its two people: one index serves both directions,
    // and a page of 50 (newest first, keyset on created_at and id) is a backward index range scan.
    await q.query(`
      CREATE INDEX messages_conversation_page
        ON messages (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id), created_at, id)`);
    // Unread counts per sender and "mark this conversation read" touch only the unread rows.
    await q.query(`CREATE INDEX messages_unread_by_recipient ON messages (recipient_id, sender_id) WHERE read_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS messages`);
    await q.query(`DROP TYPE IF EXISTS message_channel`);
  }
}
