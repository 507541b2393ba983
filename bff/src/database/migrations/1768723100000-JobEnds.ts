import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * End Job: the day's job-site record (a person's start at a site on a date) gets the time the job
 * ended, never before it started. A start without an end is a job in progress.
 */
export class JobEnds1768723100000 implements MigrationInterface {
  name = 'JobEnds1768723100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE job_starts ADD COLUMN ended_at timestamptz`);
    await q.query(`ALTER TABLE job_starts ADD CONSTRAINT job_starts_end_after_start CHECK (ended_at IS NULL OR ended_at >= started_at)`);
    // End Job finds the caller's start of the day.
    await q.query(`CREATE INDEX job_starts_person_day ON job_starts (started_by_id, date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS job_starts_person_day`);
    await q.query(`ALTER TABLE job_starts DROP CONSTRAINT IF EXISTS job_starts_end_after_start`);
    await q.query(`ALTER TABLE job_starts DROP COLUMN IF EXISTS ended_at`);
  }
}
