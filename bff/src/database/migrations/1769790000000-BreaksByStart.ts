import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * breaks (user_id, start_time): timesheets read a few people's breaks that began around one week
 * (`start_time` in a range). With only (user_id, date) PostgreSQL read every break of each person
 * (a year of them on the scale seed: ~7,300 rows and ~3,000 pages for a page of 50 people, to keep
 * ~700).
 */
export class BreaksByStart1769790000000 implements MigrationInterface {
  name = 'BreaksByStart1769790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX breaks_user_start ON breaks (user_id, start_time)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX breaks_user_start`);
  }
}
