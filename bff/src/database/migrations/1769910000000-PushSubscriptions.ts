import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push: a browser's subscription (its push service's endpoint and the keys that encrypt for
 * it), belonging to the person and to the session (the login on that browser) that made it. One
 * row per endpoint (the browser posting it again updates it) and per session (a browser holds one
 * subscription, so a new one replaces the session's old); ending the session, by logout, expiry,
 * a password reset or a deactivation, deletes it by the foreign key, so a device nobody is logged
 * in on is never pushed to.
 */
export class PushSubscriptions1769910000000 implements MigrationInterface {
  name = 'PushSubscriptions1769910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        session_id varchar(64) NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        expires_at timestamptz,
        browser varchar(100),
        os varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint),
        CONSTRAINT push_subscriptions_session_key UNIQUE (session_id)
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS push_subscriptions`);
  }
}
