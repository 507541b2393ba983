// Sessions live in PostgreSQL (connect-pg-simple's `session` table, kept as it was: rows written by
// the express-session era still log in), shared by every BFF instance. The hot path: one query per
// request loads the session's user, from a cache most of the time, and a read writes nothing back
// (no save, no touch). Logging in and out is SessionWriter's (session-writer.ts).
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import { SESSION_USERS_CHANNEL, SessionUserCache } from './session-user-cache';
import { User } from '../users/user.entity';

export const SESSION_COOKIE = 'groundwork.sid';
/** Bounds the memory of checked cookie signatures (a valid signature stays valid: no expiry needed). */
const MAX_VERIFIED_COOKIES = 20_000;
/** Expired rows are dead weight: swept this often (connect-pg-simple's interval, which did it before). */
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The logged-in user of an unexpired session in one round trip (a prepared statement, by name),
 * with the user id the session names (the join must still find that user, active). The user is
 * joined, not copied into the session at login, so a role change, a deactivation or a deleted
 * account shows at once (a deactivation deletes the sessions too; this also refuses one a login
 * racing it wrote). The
 * CASE keeps a malformed id from failing the cast; the join stays a primary-key lookup.
 */
const USER_OF_SESSION = {
  name: 'groundwork-user-of-session',
  text: `SELECT s.sess->'passport'->>'user' AS session_user_id, s.expire, u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, u.profile_image_url, u.created_at, u.updated_at
           FROM session s
           JOIN users u
             ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END
          WHERE s.sid = $1 AND s.expire >= now() AND u.deactivated_at IS NULL`,
};

interface UserRow {
  session_user_id: string | null;
  expire: Date;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: User['role'];
  profile_image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

function userOf(row: UserRow): User {
  return Object.assign(new User(), {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    role: row.role,
    profileImageUrl: row.profile_image_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  private readonly cache: SessionUserCache;
  /** Signed cookie values whose signature was checked, with their session id (only valid ones). */
  private readonly verifiedCookies = new Map<string, string>();
  private readonly pruning: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    realtime: RealtimeService,
  ) {
    this.cache = new SessionUserCache(() => realtime.currentListenEpoch());
    realtime.subscribe(SESSION_USERS_CHANNEL, (payload) => {
      this.cache.changed(payload);
      if (payload.startsWith('s:')) realtime.sessionChanged(payload.slice(2));
    });
    realtime.watchSessions((sids) => this.liveSessions(sids));
    this.pruning = setInterval(() => this.pruneExpired(), PRUNE_INTERVAL_MS).unref();
  }

  /** TypeORM's pg pool: one pool per process. */
  private get pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  /**
   * A Fastify hook setting request.user on /api requests that carry a session of ours: the
   * signed cookie as express-session read it (the first `groundwork.sid`, URI-decoded, `s:` + a
   * signature of SESSION_SECRET, else no session), then the user of that unexpired session. A
   * database error goes to the error handler (503 when the database is down). Callback style:
   * a request without a session cookie costs no promise.
   */
  readonly attachUser = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const sid = this.sessionIdOf(request.headers.cookie);
    if (sid === null) return done();
    this.userOfSession(sid).then((user) => {
      if (user) request.user = user;
      done();
    }, done);
  };

  /** The session id a Cookie header carries when its signature is ours, else null. */
  sessionIdOf(header: string | undefined): string | null {
    // Most requests without a session send no cookie at all, or none of ours: skip the parse.
    if (!header || !header.includes(SESSION_COOKIE)) return null;
    const raw = parseCookie(header)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    // Checking a signature costs three hashes; a cookie seen valid before is known by its exact text.
    const known = this.verifiedCookies.get(raw);
    if (known !== undefined) return known;
    const sid = unsign(raw.slice(2), this.config.sessionSecret);
    if (sid === false) return null;
    if (this.verifiedCookies.size >= MAX_VERIFIED_COOKIES) this.verifiedCookies.clear();
    this.verifiedCookies.set(raw, sid);
    return sid;
  }

  /**
   * The logged-in user of an unexpired session, when it still is the user it was logged in as:
   * from the cache (see SessionUserCache for why that is never stale), else one query. Only
   * sessions with a user are kept; an unknown or logged-out id asks the database every time.
   */
  private async userOfSession(sid: string): Promise<User | null> {
    const cached = this.cache.get(sid);
    if (cached) return cached;
    const read = this.cache.startRead();
    const { rows } = await this.pool.query<UserRow>({ ...USER_OF_SESSION, values: [sid] });
    const row = rows[0];
    if (!row || row.id !== row.session_user_id) return null;
    const user = userOf(row);
    this.cache.keep(sid, user, row.expire, read);
    return user;
  }

  /**
   * Forgets a session this instance just deleted, at once: the trigger's notification reaches
   * the cache a moment later, and a request arriving meanwhile (the /ws handshake right after a
   * logout) must not find the session's user still cached.
   */
  forget(sid: string): void {
    this.cache.changed(`s:${sid}`);
  }

  /**
   * Ends every session of a user (all devices, all instances). Other instances drop the user when
   * the trigger's notification reaches them; this one at once, so that its next request does not
   * wait for that (a read in flight meanwhile is not kept: `changed` bumps the generation).
   */
  async destroyAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(`DELETE FROM session WHERE sess->'passport'->>'user' = $1`, [userId]);
    this.cache.changed(`u:${userId}`);
  }

  /** The session and the id and role of its user for a Cookie header, or null (the /ws handshake's check). */
  async userFromCookieHeader(header: string | undefined): Promise<(Pick<User, 'id' | 'role'> & { sid: string }) | null> {
    const sid = this.sessionIdOf(header);
    if (sid === null) return null;
    const user = await this.userOfSession(sid);
    return user ? { id: user.id, role: user.role, sid } : null;
  }

  /** Which of `sids` are unexpired sessions now (the /ws sockets of the others are closed). */
  private async liveSessions(sids: readonly string[]): Promise<ReadonlySet<string>> {
    const { rows } = await this.pool.query<{ sid: string }>(`SELECT sid FROM session WHERE sid = ANY($1::text[]) AND expire >= now()`, [sids]);
    return new Set(rows.map((row) => row.sid));
  }

  private pruneExpired(): void {
    this.pool.query(`DELETE FROM session WHERE expire < now()`).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruning);
  }
}
