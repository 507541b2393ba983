import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member an admin deactivated: they cannot log in and leave every picker and contact list, but
 * their rows (shifts, breaks, messages, documents) stay. NULL means active.
 */
export class MemberDeactivation1768720000000 implements MigrationInterface {
  name = 'MemberDeactivation1768720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deactivated_at timestamptz`);
    // The last-active-admin rule counts these.
    await q.query(`CREATE INDEX users_active_admins ON users (id) WHERE role = 'admin' AND deactivated_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_active_admins`);
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS deactivated_at`);
  }
}
