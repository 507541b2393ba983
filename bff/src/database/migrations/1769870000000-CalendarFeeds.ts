import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The calendar feed: each person's private address (`calendar_feeds`, one token per person,
 * unique, replaced when they ask for a new address), and a revision count on every shift.
 * A calendar app tells a changed event from the one it holds by its SEQUENCE, so a shift's
 * `sequence` rises, and `changed_at` moves, on every change of its own columns, whoever writes
 * it (the admin's edit, a publish, a later feature's claim or swap): a trigger, not each update
 * path, so none can forget it.
 */
export class CalendarFeeds1769870000000 implements MigrationInterface {
  name = 'CalendarFeeds1769870000000';

  async up(q: QueryRunner): Promise<void> {
    // The feed finds its owner by token: the unique constraint is that lookup's index.
    await q.query(`
      CREATE TABLE calendar_feeds (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        token text NOT NULL CONSTRAINT calendar_feeds_token_key UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE schedules ADD COLUMN sequence integer NOT NULL DEFAULT 0, ADD COLUMN changed_at timestamptz`);
    // A shift made before revisions were counted last changed when it was made or published.
    await q.query(`UPDATE schedules SET changed_at = greatest(created_at, published_at)`);
    await q.query(`ALTER TABLE schedules ALTER COLUMN changed_at SET NOT NULL, ALTER COLUMN changed_at SET DEFAULT now()`);
    // Every column but the revision's own (and the period PostgreSQL computes from the others).
    await q.query(`
      CREATE FUNCTION schedules_revised() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (to_jsonb(NEW) - ARRAY['sequence', 'changed_at', 'period']) IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['sequence', 'changed_at', 'period']) THEN
          NEW.sequence := OLD.sequence + 1;
          NEW.changed_at := now();
        ELSE
          NEW.sequence := OLD.sequence;
          NEW.changed_at := OLD.changed_at;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER schedules_revised BEFORE UPDATE ON schedules FOR EACH ROW EXECUTE FUNCTION schedules_revised()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS schedules_revised ON schedules`);
    await q.query(`DROP FUNCTION IF EXISTS schedules_revised()`);
    await q.query(`ALTER TABLE schedules DROP COLUMN IF EXISTS changed_at, DROP COLUMN IF EXISTS sequence`);
    await q.query(`DROP TABLE IF EXISTS calendar_feeds`);
  }
}
