import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions move from connect-pg-simple's `session` table (a JSON `sess` in express-session's
 * format) to a plain `sessions` table of our own: the SHA-256 of the cookie's token, the user (a
 * real foreign key), created and expiry times. The old rows are dropped, not converted: their
 * cookies are signed in the old format, so everyone logged in is asked to log in once more.
 * The SessionUserChanges trigger moves along: a deleted or changed session still NOTIFYs
 * 's:<id>' on groundwork_session_users (session caches, /ws sockets closed within a second).
 */
export class OwnSessions1769720000000 implements MigrationInterface {
  name = 'OwnSessions1769720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session`);
    await q.query(`
      CREATE TABLE sessions (
        id varchar(64) PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    // Ending every session of a person (logout everywhere, role change, deactivation, reset).
    await q.query(`CREATE INDEX sessions_user_id ON sessions (user_id)`);
    // The expiry sweep.
    await q.query(`CREATE INDEX sessions_expires_at ON sessions (expires_at)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION groundwork_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('groundwork_session_users', 's:' || OLD.id);
        ELSE
          PERFORM pg_notify('groundwork_session_users', 'u:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION groundwork_session_user_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`
      CREATE TABLE session (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON session (expire)`);
    await q.query(`CREATE INDEX session_passport_user ON session ((sess->'passport'->>'user'))`);
    await q.query(`
      CREATE OR REPLACE FUNCTION groundwork_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'session' THEN
          PERFORM pg_notify('groundwork_session_users', 's:' || OLD.sid);
        ELSE
          PERFORM pg_notify('groundwork_session_users', 'u:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session FOR EACH ROW EXECUTE FUNCTION groundwork_session_user_changed()`);
  }
}
