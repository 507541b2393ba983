import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong passwords per account (the lower-cased email, known or not, so a lock tells nothing about
 * whether an account exists), counted in one row that every BFF instance updates: after too many
 * within a window, the account's logins are refused until `locked_until`, whatever the address.
 */
export class LoginFailures1768700000000 implements MigrationInterface {
  name = 'LoginFailures1768700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        account text PRIMARY KEY,
        failures integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        locked_until timestamptz
      )`);
    // The sweep of rows whose window and lock are both over.
    await q.query(`CREATE INDEX login_failures_window ON login_failures (window_ends_at)`);
    // Reset emails sent per account in the last hour (the forgot-password limit) read by user and time.
    await q.query(`CREATE INDEX password_reset_tokens_user_created ON password_reset_tokens (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS password_reset_tokens_user_created`);
    await q.query(`DROP TABLE IF EXISTS login_failures`);
  }
}
