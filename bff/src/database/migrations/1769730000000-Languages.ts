import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * English and Spanish, chosen per person.
 * - users.language: the person's choice; it decides the language of everything the server sends
 *   them (answers, notifications, pushes, emails), on every device. English unless chosen.
 * - invitations.language: the language the invitation email was written in (the inviter's choice),
 *   kept so that Resend writes it in the same one. (The member's own language is the one their
 *   browser asks for when they accept, as at self-registration.)
 * - notifications.title and .message hold the message's catalog key and arguments (`key|{json}`),
 *   rendered in each reader's language when read: one row for a whole role still reads in each
 *   member's own language. Such a text with a person's words in it can pass the old bounds, so
 *   both become text (no table rewrite: varchar to text is a catalog change); rows written
 *   before hold plain English, which is shown as it is.
 */
export class Languages1769730000000 implements MigrationInterface {
  name = 'Languages1769730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_language_known CHECK (language IN ('en', 'es'))`);
    await q.query(`ALTER TABLE invitations ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE invitations ADD CONSTRAINT invitations_language_known CHECK (language IN ('en', 'es'))`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN title TYPE text, ALTER COLUMN message TYPE text`);
    await q.query(`ALTER TABLE notifications ADD CONSTRAINT notifications_text_bounded CHECK (length(title) <= 4000 AND length(message) <= 12000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_text_bounded`);
    await q.query(
      `ALTER TABLE notifications ALTER COLUMN title TYPE varchar(200) USING left(title, 200), ALTER COLUMN message TYPE varchar(2000) USING left(message, 2000)`,
    );
    await q.query(`ALTER TABLE invitations DROP COLUMN language`);
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
