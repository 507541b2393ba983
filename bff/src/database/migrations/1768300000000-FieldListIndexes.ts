import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The field's lists page on the server, so a screen reads one page however many rows there are:
 * - Job Site Issues reads a page newest first (created_at DESC, id DESC), of every status or of
 *   one: issues_newest and issues_status_newest hold that whole ORDER BY, so LIMIT/OFFSET walks an
 *   index instead of sorting 50,000 issues, and a status's count (the Open Issues card's too) is an
 *   index-only scan of its range. They replace issues_created (a prefix of issues_newest),
 *   issues_open and issues_unresolved (the old list's two halves): every report writes one index
 *   fewer.
 * - The Job Sites screen and the job-site pickers read sites by name (then id).
 */
export class FieldListIndexes1768300000000 implements MigrationInterface {
  name = 'FieldListIndexes1768300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX issues_newest ON issues (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX issues_status_newest ON issues (status, created_at DESC, id DESC)`);
    await q.query(`DROP INDEX issues_created`);
    await q.query(`DROP INDEX issues_open`);
    await q.query(`DROP INDEX issues_unresolved`);
    await q.query(`CREATE INDEX job_sites_by_name ON job_sites (name, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX job_sites_by_name`);
    await q.query(`CREATE INDEX issues_unresolved ON issues (created_at DESC) WHERE status <> 'resolved'`);
    await q.query(`CREATE INDEX issues_open ON issues (created_at DESC) WHERE status = 'open'`);
    await q.query(`CREATE INDEX issues_created ON issues (created_at DESC)`);
    await q.query(`DROP INDEX issues_status_newest`);
    await q.query(`DROP INDEX issues_newest`);
  }
}
