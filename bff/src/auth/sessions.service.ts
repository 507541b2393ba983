// Sessions live in PostgreSQL (connect-pg-simple's `session` table, kept as it was: rows written by
// the express-session era still log in), shared by every BFF instance. The hot path: one query per
// request loads the session's user, from a cache most of the time, and a read writes nothing back
// (no save, no touch). Logging in and out is SessionWriter's (session-writer.ts); the queries are
// SessionsRepository's.
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import { SESSION_USERS_CHANNEL, SessionUserCache } from './session-user-cache';
import type { User } from '../users/user.entity';
import { SessionsRepository } from './sessions.repository';

export const SESSION_COOKIE = 'groundwork.sid';
/** Bounds the memory of checked cookie signatures (a valid signature stays valid: no expiry needed). */
const MAX_VERIFIED_COOKIES = 20_000;
/** Expired rows are dead weight: swept this often (connect-pg-simple's interval, which did it before). */
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  private readonly cache: SessionUserCache;
  /** Signed cookie values whose signature was checked, with their session id (only valid ones). */
  private readonly verifiedCookies = new Map<string, string>();
  private readonly pruning: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionsRepository,
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
    const found = await this.sessions.userOfSession(sid);
    if (!found) return null;
    this.cache.keep(sid, found.user, found.expires, read);
    return found.user;
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
    await this.sessions.deleteAllOfUser(userId, manager);
    this.cache.changed(`u:${userId}`);
  }

  /** The session and the id and role of its user for a Cookie header, or null (the /ws handshake's check). */
  async userFromCookieHeader(header: string | undefined): Promise<(Pick<User, 'id' | 'role' | 'language'> & { sid: string }) | null> {
    const sid = this.sessionIdOf(header);
    if (sid === null) return null;
    const user = await this.userOfSession(sid);
    return user ? { id: user.id, role: user.role, language: user.language, sid } : null;
  }

  /** Which of `sids` are unexpired sessions now (the /ws sockets of the others are closed). */
  private liveSessions(sids: readonly string[]): Promise<ReadonlySet<string>> {
    return this.sessions.live(sids);
  }

  private pruneExpired(): void {
    this.sessions.deleteExpired().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruning);
  }
}
