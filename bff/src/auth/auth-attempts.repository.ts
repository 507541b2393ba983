// The auth routes' attempt counters (@nestjs/throttler's storage), shared by every instance: a
// fixed window per key in PostgreSQL (the table of migration AuthRateLimits), so that adding BFF
// instances behind a load balancer does not add attempts. Raw SQL: counting is one
// INSERT ... ON CONFLICT, which TypeORM's builders cannot say, so concurrent attempts count exactly.
import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

/** One round trip: opens a window, or counts one more attempt in the open one. */
const COUNT_ATTEMPT = `
  INSERT INTO auth_rate_limits AS l (key, attempts, window_ends_at)
  VALUES ($1, 1, now() + make_interval(secs => $2))
  ON CONFLICT (key) DO UPDATE SET
    attempts = CASE WHEN l.window_ends_at <= now() THEN 1 ELSE l.attempts + 1 END,
    window_ends_at = CASE WHEN l.window_ends_at <= now() THEN now() + make_interval(secs => $2) ELSE l.window_ends_at END
  RETURNING attempts, ceil(extract(epoch FROM l.window_ends_at - now()))::int AS seconds_left`;

@Injectable()
export class AuthAttemptsRepository implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts an attempt under `key` in its `ttl`-millisecond window; past `limit` the key is refused
   * until the window ends (the window is the block: `blockDuration` is the throttler's default, `ttl`).
   */
  async increment(key: string, ttl: number, limit: number): ReturnType<ThrottlerStorage['increment']> {
    this.sweepNowAndThen(ttl);
    const [row] = (await this.dataSource.query(COUNT_ATTEMPT, [key, ttl / 1000])) as Array<{ attempts: number; seconds_left: number }>;
    const secondsLeft = Math.max(1, row.seconds_left);
    const isBlocked = row.attempts > limit;
    return { totalHits: row.attempts, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Expired windows are dead rows: drop them about once a window per instance, off the request's path. */
  private sweepNowAndThen(ttl: number): void {
    const now = Date.now();
    if (now - this.lastSweep < ttl) return;
    this.lastSweep = now;
    this.dataSource.query(`DELETE FROM auth_rate_limits WHERE window_ends_at < now()`).catch(() => undefined);
  }
}
