// The idempotency_keys table (migration IdempotencyKeys). Raw SQL: the claim is one
// INSERT ... ON CONFLICT and a takeover a conditional UPDATE, which TypeORM's builders cannot say,
// so that two requests with one key on any instances are decided by the primary key.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/** What a claim found: the key is ours now, or another request's (running or answered). */
export type Claim = { kind: 'claimed' } | { kind: 'mismatch' } | { kind: 'running' } | { kind: 'answered'; answer: StoredAnswer };

const CLAIM = `
  INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
  ON CONFLICT (user_id, key) DO NOTHING
  RETURNING 1 AS claimed`;
const EXISTING = `
  SELECT fingerprint, status_code AS "statusCode", content_type AS "contentType", body,
         claimed_at < now() - make_interval(secs => $3) AS abandoned
    FROM idempotency_keys WHERE user_id = $1 AND key = $2`;
/** A claim whose request died without an answer (the instance stopped): the next request takes it. */
const TAKE_OVER = `
  UPDATE idempotency_keys SET claimed_at = now()
   WHERE user_id = $1 AND key = $2 AND status_code IS NULL AND claimed_at < now() - make_interval(secs => $3)
  RETURNING 1 AS claimed`;

@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Claims (user, key) for a request with `fingerprint`; a claim older than `abandonedAfterSeconds`
   * without an answer is taken over. A row that vanished between the two statements (swept) is
   * claimed again.
   */
  async claim(userId: string, key: string, fingerprint: string, abandonedAfterSeconds: number): Promise<Claim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = (await this.dataSource.query(CLAIM, [userId, key, fingerprint])) as unknown[];
      if (inserted.length > 0) return { kind: 'claimed' };
      const [row] = (await this.dataSource.query(EXISTING, [userId, key, abandonedAfterSeconds])) as Array<
        StoredAnswer & { fingerprint: string; statusCode: number | null; abandoned: boolean }
      >;
      if (!row) continue;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.statusCode !== null) return { kind: 'answered', answer: { statusCode: row.statusCode, contentType: row.contentType, body: row.body } };
      if (!row.abandoned) return { kind: 'running' };
      // An UPDATE comes back from TypeORM's query() as [rows, count].
      const [updated] = (await this.dataSource.query(TAKE_OVER, [userId, key, abandonedAfterSeconds])) as [unknown[], number];
      return updated.length > 0 ? { kind: 'claimed' } : { kind: 'running' };
    }
    return { kind: 'running' };
  }

  /** The claim's request is still running: not to be taken over (ABANDONED_CLAIM_SECONDS counts from now). */
  async renew(userId: string, key: string): Promise<void> {
    await this.dataSource.query(`UPDATE idempotency_keys SET claimed_at = now() WHERE user_id = $1 AND key = $2 AND status_code IS NULL`, [userId, key]);
  }

  /** The first answer, kept for the key's repeats. */
  async store(userId: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.dataSource.query(`UPDATE idempotency_keys SET status_code = $3, content_type = $4, body = $5 WHERE user_id = $1 AND key = $2`, [
      userId,
      key,
      answer.statusCode,
      answer.contentType,
      answer.body,
    ]);
  }

  /** The request failed without an answer worth keeping: its retry runs again. */
  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL`, [userId, key]);
  }

  /** Drops the keys older than `retentionSeconds` (by idempotency_keys_created_at). */
  async deleteOlderThan(retentionSeconds: number): Promise<number> {
    const result = (await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)`, [retentionSeconds])) as [
      unknown[],
      number,
    ];
    return result[1];
  }
}
