import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Open shifts: a shift posted without a worker, which workers and foremen claim and an admin gives
 * to one claimant. They are a table of their own, so every query of `schedules` keeps its worker;
 * the approved claim becomes a `schedules` row (`schedule_id`), and the open shift is filled once:
 * `filled_at` is set by one conditional UPDATE, and at most one claim of a shift is approved (a
 * partial unique index). One claim per person and open shift (a unique constraint).
 */
export class OpenShifts1769860000000 implements MigrationInterface {
  name = 'OpenShifts1769860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE open_shifts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_site_id uuid NOT NULL REFERENCES job_sites (id) ON DELETE CASCADE,
        date date NOT NULL,
        meet_time time NOT NULL,
        start_time time NOT NULL,
        end_time time NOT NULL,
        period tsrange GENERATED ALWAYS AS (
          tsrange(date + start_time, date + end_time + CASE WHEN end_time <= start_time THEN interval '1 day' ELSE interval '0' END)
        ) STORED,
        filled_at timestamptz,
        schedule_id uuid UNIQUE REFERENCES schedules (id) ON DELETE SET NULL,
        created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT open_shifts_meet_not_after_start CHECK (meet_time <= start_time)
      )`);
    // The lists read the unfilled ones by date.
    await q.query(`CREATE INDEX open_shifts_unfilled_by_date ON open_shifts (date, start_time) WHERE filled_at IS NULL`);
    await q.query(`
      CREATE TABLE open_shift_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        open_shift_id uuid NOT NULL REFERENCES open_shifts (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CONSTRAINT open_shift_claims_status CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT open_shift_claims_one_per_person UNIQUE (open_shift_id, user_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX open_shift_claims_one_approved ON open_shift_claims (open_shift_id) WHERE status = 'approved'`);
    await q.query(`CREATE INDEX open_shift_claims_user ON open_shift_claims (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS open_shift_claims`);
    await q.query(`DROP TABLE IF EXISTS open_shifts`);
  }
}
