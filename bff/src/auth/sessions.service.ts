// Sessions live in PostgreSQL (connect-pg-simple's `session` table), shared by every BFF instance.
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';

export const SESSION_COOKIE = 'groundwork.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  readonly store: session.Store & { close(): void };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const PgStore = connectPgSimple(session);
    // Reuse TypeORM's pg pool: one pool per process.
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    this.store = new PgStore({ pool, tableName: 'session', createTableIfMissing: false, disableTouch: true, pruneSessionInterval: 15 * 60 });
  }

  middleware(): ReturnType<typeof session> {
    return session({
      name: SESSION_COOKIE,
      secret: this.config.sessionSecret,
      store: this.store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      proxy: this.config.trustProxy,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: THIRTY_DAYS_MS, path: '/' },
    });
  }

  /** Ends every session of a user (all devices, all instances). */
  async destroyAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(`DELETE FROM session WHERE sess->'passport'->>'user' = $1`, [userId]);
  }

  /** The logged-in user id carried by a Cookie header, or null (used by the /ws handshake). */
  async userIdFromCookieHeader(header: string | undefined): Promise<string | null> {
    if (!header) return null;
    const raw = parseCookie(header)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    const sid = unsign(raw.slice(2), this.config.sessionSecret);
    if (sid === false) return null;
    const rows: Array<{ user_id: string | null }> = await this.dataSource.query(
      `SELECT sess->'passport'->>'user' AS user_id FROM session WHERE sid = $1 AND expire > now()`,
      [sid],
    );
    const userId = rows[0]?.user_id ?? null;
    if (!userId) return null;
    const users: Array<{ id: string }> = await this.dataSource.query(`SELECT id FROM users WHERE id = $1`, [userId]);
    return users[0]?.id ?? null;
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
