import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduling, time off and availability: the availability table (one row per worker and
 * weekday, so saving a day is an upsert), and the rules the database guarantees even when two
 * admins or two tabs act at once.
 */
export class SchedulingRules1767300000000 implements MigrationInterface {
  name = 'SchedulingRules1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE availability (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
        available boolean NOT NULL DEFAULT true,
        notes varchar(500),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT availability_user_day_unique UNIQUE (user_id, day_of_week)
      )`);

    // A shift's crew meets before (or when) the work starts.
    await q.query(`ALTER TABLE schedules ADD CONSTRAINT schedules_meet_not_after_start CHECK (meet_time <= start_time)`);
    // One worker cannot start two shifts at the same moment (also stops a double-submitted dialog).
    await q.query(`CREATE UNIQUE INDEX schedules_worker_date_start_unique ON schedules (worker_id, date, start_time)`);

    // A worker's live (pending or approved) time-off requests never overlap.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_no_overlap
        EXCLUDE USING gist (user_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
        WHERE (status <> 'rejected')`);
    // The scheduling screen's pending panel and the approved-time-off check.
    await q.query(`CREATE INDEX time_off_requests_status_start ON time_off_requests (status, start_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS time_off_requests_status_start`);
    await q.query(`ALTER TABLE time_off_requests DROP CONSTRAINT IF EXISTS time_off_requests_no_overlap`);
    await q.query(`DROP INDEX IF EXISTS schedules_worker_date_start_unique`);
    await q.query(`ALTER TABLE schedules DROP CONSTRAINT IF EXISTS schedules_meet_not_after_start`);
    await q.query(`DROP TABLE IF EXISTS availability`);
  }
}
