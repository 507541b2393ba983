import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The field domain: daily inventory checks (one per user per day), breaks (one active per user),
 * job starts, the cost rule of a job site, and the indexes the field screens query by.
 */
export class FieldOperations1767400000000 implements MigrationInterface {
  name = 'FieldOperations1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TYPE break_type AS ENUM ('break', 'meal')`);

    await q.query(`
      CREATE TABLE daily_inventory_checks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'object'),
        shortages text[] NOT NULL DEFAULT '{}',
        completed boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Once a day per person: a second submission (two tabs, a double click) hits this index.
    await q.query(`CREATE UNIQUE INDEX daily_inventory_checks_one_per_user_per_day ON daily_inventory_checks (user_id, date)`);
    await q.query(`CREATE INDEX daily_inventory_checks_date ON daily_inventory_checks (date)`);

    await q.query(`
      CREATE TABLE breaks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        break_type break_type NOT NULL DEFAULT 'break',
        start_time timestamptz NOT NULL DEFAULT now(),
        end_time timestamptz,
        CHECK (end_time IS NULL OR end_time >= start_time)
      )`);
    // Only one break without an end time per user, whatever the number of tabs or clicks.
    await q.query(`CREATE UNIQUE INDEX breaks_one_active_per_user ON breaks (user_id) WHERE end_time IS NULL`);
    await q.query(`CREATE INDEX breaks_user_date ON breaks (user_id, date)`);

    await q.query(`
      CREATE TABLE job_starts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_site_id uuid NOT NULL REFERENCES job_sites(id) ON DELETE CASCADE,
        started_by_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        date date NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A person starts a site once a day; pressing Start Job again keeps the first start.
    await q.query(`CREATE UNIQUE INDEX job_starts_once_per_person_site_day ON job_starts (started_by_id, job_site_id, date)`);
    await q.query(`CREATE INDEX job_starts_site_started ON job_starts (job_site_id, started_at DESC)`);

    // Costs: both or neither, and never more paid than the total.
    await q.query(`
      ALTER TABLE job_sites ADD CONSTRAINT job_sites_paid_within_total
        CHECK ((total_cost IS NULL AND paid_amount IS NULL) OR (total_cost IS NOT NULL AND paid_amount IS NOT NULL AND paid_amount <= total_cost))`);

    await q.query(`CREATE INDEX issues_reported_by ON issues (reported_by_id, created_at DESC)`);
    await q.query(`CREATE INDEX issues_job_site ON issues (job_site_id)`);
    await q.query(`CREATE INDEX issues_unresolved ON issues (created_at DESC) WHERE status <> 'resolved'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS issues_unresolved`);
    await q.query(`DROP INDEX IF EXISTS issues_job_site`);
    await q.query(`DROP INDEX IF EXISTS issues_reported_by`);
    await q.query(`ALTER TABLE job_sites DROP CONSTRAINT IF EXISTS job_sites_paid_within_total`);
    await q.query(`DROP TABLE IF EXISTS job_starts`);
    await q.query(`DROP TABLE IF EXISTS breaks`);
    await q.query(`DROP TABLE IF EXISTS daily_inventory_checks`);
    await q.query(`DROP TYPE IF EXISTS break_type`);
  }
}
