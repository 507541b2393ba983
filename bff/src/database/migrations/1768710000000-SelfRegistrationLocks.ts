import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Wrong self-registration PINs, counted per role (admin, foreman) for every address and instance:
 * one row per role holding the times of the wrong PINs of the last hour and, once there were 5,
 * until when sign-up for that role is locked. One UPDATE of the role's row counts a wrong PIN and
 * decides the lock, so concurrent wrong guesses on any number of instances queue on that row.
 */
export class SelfRegistrationLocks1768710000000 implements MigrationInterface {
  name = 'SelfRegistrationLocks1768710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE self_registration_locks (
        role user_role PRIMARY KEY CHECK (role IN ('admin', 'foreman')),
        failed_at timestamptz[] NOT NULL DEFAULT '{}',
        locked_until timestamptz
      )`);
    await q.query(`INSERT INTO self_registration_locks (role) VALUES ('admin'), ('foreman')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS self_registration_locks`);
  }
}
