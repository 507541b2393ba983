import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shifts get an end, and a worker's shifts may no longer overlap. An end at or before the start
 * is on the next day (a night shift), so the shift's hours are a timestamp range of its own
 * (`period`, computed by PostgreSQL), and an exclusion constraint refuses a second shift of the
 * same worker that touches those hours, whatever the number of admins saving at once. It replaces
 * the unique (worker, date, start) index: two shifts that start together overlap.
 */
export class ShiftEnds1769820000000 implements MigrationInterface {
  name = 'ShiftEnds1769820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedules ADD COLUMN end_time time`);
    // Shifts made before ends existed last 8 hours (the default a new shift gets), cut short where
    // the same worker's next shift starts sooner, so the rule below holds for them too.
    await q.query(`
      UPDATE schedules s
         SET end_time = LEAST(n.starts + interval '8 hours', n.next_starts)::time
        FROM (SELECT id, date + start_time AS starts,
                     lead(date + start_time) OVER (PARTITION BY worker_id ORDER BY date, start_time) AS next_starts
                FROM schedules) n
       WHERE n.id = s.id`);
    await q.query(`ALTER TABLE schedules ALTER COLUMN end_time SET NOT NULL`);
    await q.query(`
      ALTER TABLE schedules ADD COLUMN period tsrange GENERATED ALWAYS AS (
        tsrange(date + start_time, date + end_time + CASE WHEN end_time <= start_time THEN interval '1 day' ELSE interval '0' END)
      ) STORED`);
    await q.query(`ALTER TABLE schedules ADD CONSTRAINT schedules_no_overlap EXCLUDE USING gist (worker_id WITH =, period WITH &&)`);
    await q.query(`DROP INDEX IF EXISTS schedules_worker_date_start_unique`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE UNIQUE INDEX schedules_worker_date_start_unique ON schedules (worker_id, date, start_time)`);
    await q.query(`ALTER TABLE schedules DROP CONSTRAINT IF EXISTS schedules_no_overlap`);
    await q.query(`ALTER TABLE schedules DROP COLUMN IF EXISTS period`);
    await q.query(`ALTER TABLE schedules DROP COLUMN IF EXISTS end_time`);
  }
}
