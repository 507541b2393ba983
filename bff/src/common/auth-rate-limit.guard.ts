// AUTH_RATE_LIMIT requests per minute per client IP on each auth route (fixed one-minute window),
// counted in PostgreSQL so that every BFF instance behind a load balancer shares one budget.
import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from './request-user';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const WINDOW_SECONDS = 60;

/** One round trip: opens a window, or counts one more attempt in the open one. */
const COUNT_ATTEMPT = `
  INSERT INTO auth_rate_limits AS l (key, attempts, window_ends_at)
  VALUES ($1, 1, now() + make_interval(secs => $2))
  ON CONFLICT (key) DO UPDATE SET
    attempts = CASE WHEN l.window_ends_at <= now() THEN 1 ELSE l.attempts + 1 END,
    window_ends_at = CASE WHEN l.window_ends_at <= now() THEN now() + make_interval(secs => $2) ELSE l.window_ends_at END
  RETURNING attempts, ceil(extract(epoch FROM l.window_ends_at - now()))::int AS seconds_left`;

@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private lastSweep = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    this.sweepNowAndThen();
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip ?? 'unknown'}`;
    const [row] = (await this.dataSource.query(COUNT_ATTEMPT, [key, WINDOW_SECONDS])) as Array<{ attempts: number; seconds_left: number }>;
    if (row.attempts > this.config.authRateLimit) {
      context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(Math.max(1, row.seconds_left)));
      throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }

  /** Expired windows are dead rows: drop them about once a minute per instance, off the request's path. */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < WINDOW_SECONDS * 1000) return;
    this.lastSweep = now;
    this.dataSource.query(`DELETE FROM auth_rate_limits WHERE window_ends_at < now()`).catch(() => undefined);
  }
}
