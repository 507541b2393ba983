import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each BFF instance keeps the users of recently seen sessions in memory, so a read does not ask
 * the database who is logged in (one query fewer on every request). These triggers are what
 * makes that safe: any change to a user row or a session row (from any instance, a migration or
 * a person with psql) sends a NOTIFY at commit, and every instance drops what it holds for that
 * session or user. Inserts need none: a new row was never cached.
 */
export class SessionUserChanges1768100000000 implements MigrationInterface {
  name = 'SessionUserChanges1768100000000';

  async up(q: QueryRunner): Promise<void> {
    // Payload 's:<sid>' or 'u:<user id>'; PostgreSQL folds identical payloads within a transaction.
    await q.query(`
      CREATE FUNCTION groundwork_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'session' THEN
          PERFORM pg_notify('groundwork_session_users', 's:' || OLD.sid);
        ELSE
          PERFORM pg_notify('groundwork_session_users', 'u:' || OLD.id);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session FOR EACH ROW EXECUTE FUNCTION groundwork_session_user_changed()`);
    await q.query(`CREATE TRIGGER user_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION groundwork_session_user_changed()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS user_changed ON users`);
    await q.query(`DROP TRIGGER IF EXISTS session_changed ON session`);
    await q.query(`DROP FUNCTION IF EXISTS groundwork_session_user_changed()`);
  }
}
