import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's time-off list filters by status and reads the newest first, a page at a time:
 * (status, created_at DESC) serves it as an index range scan that stops at the page size.
 */
export class TimeOffListIndex1767900000000 implements MigrationInterface {
  name = 'TimeOffListIndex1767900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX time_off_requests_status_created ON time_off_requests (status, created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX time_off_requests_status_created`);
  }
}
