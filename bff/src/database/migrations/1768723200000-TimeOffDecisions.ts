import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time off: an admin may give a reason with a rejection (`decision_reason`, shown to the worker;
 * only a rejection has one), and a worker may withdraw a pending request (status `withdrawn`). A
 * withdrawn request, like a rejected one, no longer blocks its dates: the no-overlap rule covers
 * live requests only, now named as such (pending, approved), since a new enum value cannot be used
 * in the transaction that adds it.
 */
export class TimeOffDecisions1768723200000 implements MigrationInterface {
  name = 'TimeOffDecisions1768723200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TYPE time_off_status ADD VALUE IF NOT EXISTS 'withdrawn'`);
    await q.query(`ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_no_overlap`);
    await q.query(`
      ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_no_overlap
        EXCLUDE USING gist (user_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
        WHERE (status IN ('pending', 'approved'))`);
    await q.query(`ALTER TABLE time_off_requests ADD COLUMN decision_reason varchar(1000)`);
    await q.query(`ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_reason_of_rejection CHECK (decision_reason IS NULL OR status = 'rejected')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_reason_of_rejection`);
    await q.query(`ALTER TABLE time_off_requests DROP COLUMN decision_reason`);
    await q.query(`ALTER TABLE time_off_requests DROP CONSTRAINT time_off_requests_no_overlap`);
    // PostgreSQL cannot drop an enum value: the type is made again without it, a withdrawn request
    // becoming a rejected one (neither blocks its dates).
    await q.query(`ALTER TABLE time_off_requests ALTER COLUMN status DROP DEFAULT`);
    await q.query(`ALTER TYPE time_off_status RENAME TO time_off_status_with_withdrawn`);
    await q.query(`CREATE TYPE time_off_status AS ENUM ('pending', 'approved', 'rejected')`);
    await q.query(`
      ALTER TABLE time_off_requests ALTER COLUMN status TYPE time_off_status
        USING (CASE WHEN status::text = 'withdrawn' THEN 'rejected' ELSE status::text END)::time_off_status`);
    await q.query(`ALTER TABLE time_off_requests ALTER COLUMN status SET DEFAULT 'pending'`);
    await q.query(`DROP TYPE time_off_status_with_withdrawn`);
    await q.query(`
      ALTER TABLE time_off_requests ADD CONSTRAINT time_off_requests_no_overlap
        EXCLUDE USING gist (user_id WITH =, daterange(start_date, end_date, '[]') WITH &&)
        WHERE (status <> 'rejected')`);
  }
}
