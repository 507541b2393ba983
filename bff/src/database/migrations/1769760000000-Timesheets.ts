import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Timesheets: corrections with a trail, approval and lock.
 * - One person's entries never overlap (time_entries_no_overlap, an exclusion constraint on the
 *   entry's time range; an open entry reaches to infinity), whatever the number of admins
 *   correcting at once. btree_gist lets the constraint compare user_id with `=`.
 * - time_entry_changes: every correction, who made it, each field's old and new value, the reason.
 * - timesheet_approvals: a person's approved workweeks, with the instants the week covers in the
 *   server's time zone (`period`), so the database itself refuses an entry beginning in an approved
 *   week (the trigger time_entries_week_approved). The trigger and the approval take the same
 *   per-person advisory lock, so an approval and a punch or correction never pass each other.
 *   `hourly_rate` is the person's rate when the week was approved: the week is paid at it, whatever
 *   the rate becomes later.
 * - timesheet_week_changes: the approvals and unlocks of each week, with the unlock's reason.
 */
export class Timesheets1769760000000 implements MigrationInterface {
  name = 'Timesheets1769760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      ALTER TABLE time_entries ADD CONSTRAINT time_entries_no_overlap
        EXCLUDE USING gist (user_id WITH =, tstzrange(clock_in, coalesce(clock_out, 'infinity'::timestamptz)) WITH &&)`);
    // The admin's Timesheets page: the people with entries in a week.
    await q.query(`CREATE INDEX time_entries_clock_in_user ON time_entries (clock_in, user_id)`);
    await q.query(`
      CREATE TABLE time_entry_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        time_entry_id uuid NOT NULL REFERENCES time_entries(id) ON DELETE CASCADE,
        changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        action text NOT NULL CHECK (action IN ('created', 'updated')),
        changes jsonb NOT NULL,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500)
      )`);
    await q.query(`CREATE INDEX time_entry_changes_entry ON time_entry_changes (time_entry_id, changed_at)`);
    await q.query(`
      CREATE TABLE timesheet_approvals (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        week_start date NOT NULL,
        period tstzrange NOT NULL,
        approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
        approved_at timestamptz NOT NULL DEFAULT now(),
        hourly_rate numeric(10,2),
        PRIMARY KEY (user_id, week_start)
      )`);
    await q.query(`CREATE INDEX timesheet_approvals_week ON timesheet_approvals (week_start)`);
    await q.query(`
      CREATE TABLE timesheet_week_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        week_start date NOT NULL,
        action text NOT NULL CHECK (action IN ('approved', 'unlocked')),
        changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        reason text CHECK (reason IS NULL OR char_length(reason) BETWEEN 1 AND 500)
      )`);
    await q.query(`CREATE INDEX timesheet_week_changes_week ON timesheet_week_changes (user_id, week_start, changed_at)`);
    await q.query(`
      CREATE FUNCTION time_entries_refuse_approved_week() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('groundwork:timesheet-week'), hashtext(NEW.user_id::text));
        IF EXISTS (SELECT 1 FROM timesheet_approvals a WHERE a.user_id = NEW.user_id AND a.period @> NEW.clock_in)
           OR (TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM timesheet_approvals a WHERE a.user_id = OLD.user_id AND a.period @> OLD.clock_in)) THEN
          RAISE EXCEPTION 'the week is approved' USING ERRCODE = 'check_violation', CONSTRAINT = 'time_entries_week_approved';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER time_entries_week_approved BEFORE INSERT OR UPDATE ON time_entries
        FOR EACH ROW EXECUTE FUNCTION time_entries_refuse_approved_week()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS time_entries_week_approved ON time_entries`);
    await q.query(`DROP FUNCTION IF EXISTS time_entries_refuse_approved_week()`);
    await q.query(`DROP TABLE IF EXISTS timesheet_week_changes`);
    await q.query(`DROP TABLE IF EXISTS timesheet_approvals`);
    await q.query(`DROP TABLE IF EXISTS time_entry_changes`);
    await q.query(`DROP INDEX IF EXISTS time_entries_clock_in_user`);
    await q.query(`ALTER TABLE time_entries DROP CONSTRAINT IF EXISTS time_entries_no_overlap`);
  }
}
