// AUTH_RATE_LIMIT requests per minute per client IP on each auth route (fixed one-minute window).
import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const now = Date.now();
    if (now - this.lastSweep > WINDOW_MS) {
      for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
      this.lastSweep = now;
    }
    const key = `${context.getClass().name}.${context.getHandler().name}:${request.ip ?? 'unknown'}`;
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.config.authRateLimit) {
      const response = context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>();
      response.setHeader('Retry-After', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
