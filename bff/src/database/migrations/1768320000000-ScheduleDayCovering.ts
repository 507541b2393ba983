import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Scheduling screen pages through a day's ~900 shifts (GET /api/schedules/day with offset):
 * with schedules_day_order the page read every one of the day's heap pages (~800, written day by
 * day among a year of others) to skip to a late offset, then sorted them. With the columns the
 * page sends in the index, skipping and reading are an index-only scan in the list's order. It
 * replaces schedules_day_order, its key (the day's count stays an index-only scan).
 */
export class ScheduleDayCovering1768320000000 implements MigrationInterface {
  name = 'ScheduleDayCovering1768320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX schedules_day_covering ON schedules (date, start_time, meet_time, id) INCLUDE (worker_id, job_site_id, created_by_id, created_at)`,
    );
    await q.query(`DROP INDEX schedules_day_order`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX schedules_day_order ON schedules (date, start_time, meet_time, id)`);
    await q.query(`DROP INDEX schedules_day_covering`);
  }
}
