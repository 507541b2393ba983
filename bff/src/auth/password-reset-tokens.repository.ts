// Password reset links: only a SHA-256 of each token is stored, valid for an hour, used once.
// Raw SQL: the conditional insert and the single-use UPDATE ... RETURNING are single statements
// TypeORM's builders cannot say; the rule they keep lives in the statement itself.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

@Injectable()
export class PasswordResetTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Stores a new link for the user unless `perHour` were already sent in the last hour (then
   * false: nothing is stored or sent). Serialised per user, so concurrent requests cannot pass
   * the count together.
   */
  async addWithinHourlyLimit(userId: string, tokenHash: string, expiresAt: Date, perHour: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:password-reset'), hashtext($1))`, [userId]);
      const inserted = (await manager.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
         SELECT $1, $2, $3
          WHERE (SELECT count(*) FROM password_reset_tokens WHERE user_id = $2 AND created_at > now() - interval '1 hour') < $4
         RETURNING id`,
        [tokenHash, userId, expiresAt, perHour],
      )) as unknown[];
      return inserted.length > 0;
    });
  }

  async isUsable(tokenHash: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [tokenHash],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Uses the link (only one request can) and kills the user's other links; the user's id, or null. */
  async consume(manager: EntityManager, tokenHash: string): Promise<{ userId: string; email: string } | null> {
    const [rows] = (await manager.query(
      `UPDATE password_reset_tokens t SET used_at = now()
         FROM users u
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.id = t.user_id
       RETURNING t.user_id, u.email`,
      [tokenHash],
    )) as [Array<{ user_id: string; email: string }>, number];
    const row = rows[0];
    if (!row) return null;
    await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [row.user_id]);
    return { userId: row.user_id, email: row.email };
  }
}
