import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's cards read counts and one short page instead of whole lists:
 * - Open Issues counts status = 'open'; issues_unresolved (status <> 'resolved') also holds the
 *   in-progress ones, so the count re-read every heap page (~1,000 at company scale). A partial
 *   index of the open ones alone makes it an index-only count.
 * - Today's Schedule shows the first few of a day's ~900 shifts by start time: with the list's
 *   whole ORDER BY in the index, LIMIT stops after those rows instead of joining and sorting the
 *   day. It replaces schedules_date, its prefix (the day's count stays an index-only scan).
 */
export class DashboardCountIndexes1768200000000 implements MigrationInterface {
  name = 'DashboardCountIndexes1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX issues_open ON issues (created_at DESC) WHERE status = 'open'`);
    await q.query(`CREATE INDEX schedules_day_order ON schedules (date, start_time, meet_time, id)`);
    await q.query(`DROP INDEX schedules_date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX schedules_date ON schedules (date)`);
    await q.query(`DROP INDEX schedules_day_order`);
    await q.query(`DROP INDEX issues_open`);
  }
}
