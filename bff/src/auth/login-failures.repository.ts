// Wrong passwords per account, shared by every instance (the table of migration LoginFailures).
// Raw SQL: each step is one INSERT ... ON CONFLICT or conditional statement, which TypeORM's
// builders cannot say, so that concurrent failures on several instances count exactly.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Failures are counted within this window, and a locked account stays locked this long. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

const RECORD_FAILURE = `
  INSERT INTO login_failures AS f (account, failures, window_ends_at, locked_until)
  VALUES ($1, 1, now() + make_interval(secs => $2), CASE WHEN 1 >= $3 THEN now() + make_interval(secs => $2) END)
  ON CONFLICT (account) DO UPDATE SET
    failures = CASE WHEN f.window_ends_at <= now() THEN 1 ELSE f.failures + 1 END,
    window_ends_at = CASE WHEN f.window_ends_at <= now() THEN now() + make_interval(secs => $2) ELSE f.window_ends_at END,
    locked_until = CASE
      WHEN (CASE WHEN f.window_ends_at <= now() THEN 1 ELSE f.failures + 1 END) >= $3 THEN now() + make_interval(secs => $2)
      ELSE f.locked_until END`;

@Injectable()
export class LoginFailuresRepository {
  private lastSweep = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Seconds until the account's logins are accepted again, or 0 when they are now. */
  async secondsLocked(account: string): Promise<number> {
    this.sweepNowAndThen();
    const rows = (await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM login_failures WHERE account = $1 AND locked_until > now()`,
      [account],
    )) as Array<{ seconds: number }>;
    return rows[0] ? Math.max(1, rows[0].seconds) : 0;
  }

  /** Counts one wrong password; the `limit`-th within the window locks the account. */
  async recordFailure(account: string, limit: number): Promise<void> {
    await this.dataSource.query(RECORD_FAILURE, [account, LOGIN_FAILURE_WINDOW_SECONDS, limit]);
  }

  /** A correct password or a password reset: the account starts from nothing. */
  async clear(account: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE account = $1`, [account]);
  }

  /** Rows whose window and lock are over are dead: dropped about once a minute, off the request's path. */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    this.dataSource.query(`DELETE FROM login_failures WHERE window_ends_at < now() AND (locked_until IS NULL OR locked_until < now())`).catch(() => undefined);
  }
}
