import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Idempotency-Key of a person's write (src/idempotency): one row per (user_id, key), claimed
 * before the work by its primary key (two requests with one key at once: one insert wins), then
 * holding the answer (status, content type, body) that a repeat of the request gets back.
 * `status_code IS NULL` while the first request runs. Rows older than the retention are swept by
 * `created_at` (its index).
 */
export class IdempotencyKeys1769890000000 implements MigrationInterface {
  name = 'IdempotencyKeys1769890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key varchar(255) NOT NULL,
        fingerprint char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        status_code smallint,
        content_type text,
        body text,
        PRIMARY KEY (user_id, key),
        CONSTRAINT idempotency_keys_key_shape CHECK (key ~ '^[!-~]{8,255}$'),
        CONSTRAINT idempotency_keys_answer_complete CHECK ((status_code IS NULL) = (body IS NULL))
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS idempotency_keys`);
  }
}
