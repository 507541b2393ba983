import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auth attempt counters shared by every BFF instance, so adding instances does not add attempts:
 * the per-IP limit used to live in each process's memory, and two instances allowed twice as
 * many. UNLOGGED: a counter lost in a crash costs nothing worth a WAL write per login attempt.
 */
export class AuthRateLimits1768000000000 implements MigrationInterface {
  name = 'AuthRateLimits1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE auth_rate_limits (
        key text PRIMARY KEY,
        attempts integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      )`);
    // The sweep deletes expired windows by their end.
    await q.query(`CREATE INDEX auth_rate_limits_expired ON auth_rate_limits (window_ends_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS auth_rate_limits`);
  }
}
