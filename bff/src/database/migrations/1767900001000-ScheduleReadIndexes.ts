import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * My Schedule and the dashboard read one person's shifts by date: with every column they send in
 * the index, the read is an index-only scan instead of one heap page per shift (a year of a
 * worker's shifts sits on as many pages, written day by day among everyone else's). It replaces
 * schedules_worker_date, its prefix.
 */
export class ScheduleReadIndexes1767900001000 implements MigrationInterface {
  name = 'ScheduleReadIndexes1767900001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX schedules_worker_day_covering ON schedules (worker_id, date, start_time, meet_time) INCLUDE (id, job_site_id, created_by_id, created_at)`,
    );
    await q.query(`DROP INDEX schedules_worker_date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX schedules_worker_date ON schedules (worker_id, date)`);
    await q.query(`DROP INDEX schedules_worker_day_covering`);
  }
}
