import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Swap requests: a worker offers their published shift to a named coworker, who accepts or
 * declines; an admin approves an accepted swap (the shift becomes the coworker's) or rejects it.
 * Each step is a conditional UPDATE of `status`; one open request (offered or accepted) per shift
 * is a partial unique index, so two offers of one shift at the same moment cannot both stand.
 */
export class SwapRequests1769861000000 implements MigrationInterface {
  name = 'SwapRequests1769861000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE swap_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        schedule_id uuid NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
        from_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        to_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status varchar(20) NOT NULL DEFAULT 'offered',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT swap_requests_status CHECK (status IN ('offered', 'accepted', 'declined', 'cancelled', 'approved', 'rejected')),
        CONSTRAINT swap_requests_not_to_self CHECK (from_user_id <> to_user_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX swap_requests_one_open_per_shift ON swap_requests (schedule_id) WHERE status IN ('offered', 'accepted')`);
    // A person's open requests, either way; the admin's accepted ones, oldest first.
    await q.query(`CREATE INDEX swap_requests_open_from ON swap_requests (from_user_id) WHERE status IN ('offered', 'accepted')`);
    await q.query(`CREATE INDEX swap_requests_open_to ON swap_requests (to_user_id) WHERE status IN ('offered', 'accepted')`);
    await q.query(`CREATE INDEX swap_requests_accepted ON swap_requests (updated_at, id) WHERE status = 'accepted'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS swap_requests`);
  }
}
