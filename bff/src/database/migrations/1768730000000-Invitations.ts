import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations an admin sends: the person's details and role, and the sha256 of the single-use
 * token their email link carries (the token itself is only in the email). Pending means neither
 * accepted nor revoked; one pending invitation per email address (any letter case) is the
 * database's rule, so two admins inviting the same person at once cannot both succeed.
 */
export class Invitations1768730000000 implements MigrationInterface {
  name = 'Invitations1768730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        first_name varchar(100) NOT NULL,
        last_name varchar(100) NOT NULL,
        phone_number varchar(40) NOT NULL,
        role user_role NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
        accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX invitations_one_pending_per_email ON invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL`);
    // The pending list, newest first.
    await q.query(`CREATE INDEX invitations_pending ON invitations (created_at DESC, id DESC) WHERE accepted_at IS NULL AND revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS invitations`);
  }
}
