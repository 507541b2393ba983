// Sessions: a row of our own `sessions` table per login (session.entity.ts), named by the signed
// cookie (session-cookie.ts), shared by every BFF instance. The hot path: one query per request
// loads the session's user, from a cache most of the time, and a read writes nothing back. The
// queries are SessionsRepository's.
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import type { User } from '../users/user.entity';
import { clearedSessionCookie, newSession, SESSION_MAX_AGE_SECONDS, sessionCookie, sessionCookieValue, sessionIdOf, tokenOf } from './session-cookie';
import { SESSION_USERS_CHANNEL, SessionUserCache } from './session-user-cache';
import { SessionsRepository } from './sessions.repository';

/** Bounds the memory of checked cookies (a valid signature stays valid: no expiry needed). */
const MAX_VERIFIED_COOKIES = 20_000;
/** Expired rows are dead weight: swept this often. */
const PRUNE_INTERVAL_MS = 15 * 60 * 1000;

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  private readonly cache: SessionUserCache;
  /** Cookie values whose signature was checked, with their session id (only valid ones). */
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
    realtime.watchSessions((ids) => this.sessions.live(ids));
    this.pruning = setInterval(() => this.pruneExpired(), PRUNE_INTERVAL_MS).unref();
  }

  /**
   * A Fastify hook setting request.user on /api requests that carry a session of ours, then the
   * user of that unexpired session. A database error goes to the error handler (503 when the
   * database is down). Callback style: a request without a session cookie costs no promise.
   */
  readonly attachUser = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const id = this.sessionIdOf(request.headers.cookie);
    if (id === null) return done();
    this.userOfSession(id).then((user) => {
      if (user) request.user = user;
      done();
    }, done);
  };

  /**
   * A new session for `user`: a new token at every login (the session the request came with, if
   * any, is deleted: no session fixation), stored, and its signed cookie on the reply.
   */
  async start(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
    await this.endCurrent(request);
    const { token, id } = newSession();
    const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
    await this.sessions.insert(id, user.id, expires);
    // Secure when the client reached us over https (X-Forwarded-Proto counts only from a trusted proxy).
    reply.header('set-cookie', sessionCookie(token, this.config.sessionSecret, expires, request.protocol === 'https'));
  }

  /** Logout: the session row goes (every instance forgets it at once, see SessionUserCache), and the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.endCurrent(request);
    reply.header('set-cookie', clearedSessionCookie());
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
    const id = this.sessionIdOf(header);
    if (id === null) return null;
    const user = await this.userOfSession(id);
    return user ? { id: user.id, role: user.role, language: user.language, sid: id } : null;
  }

  /** The session a request comes with (its signed cookie's), else null: what a device's push subscription belongs to. */
  sessionIdOfRequest(request: FastifyRequest): string | null {
    return this.sessionIdOf(request.headers.cookie);
  }

  /** The session id a Cookie header names when its signature is ours, else null. */
  private sessionIdOf(header: string | undefined): string | null {
    const value = sessionCookieValue(header);
    if (value === null) return null;
    // Checking a signature and hashing the token cost a few hashes; a cookie seen valid before is known by its exact text.
    const known = this.verifiedCookies.get(value);
    if (known !== undefined) return known;
    const token = tokenOf(value, this.config.sessionSecret);
    if (token === null) return null;
    const id = sessionIdOf(token);
    if (this.verifiedCookies.size >= MAX_VERIFIED_COOKIES) this.verifiedCookies.clear();
    this.verifiedCookies.set(value, id);
    return id;
  }

  /**
   * The logged-in user of an unexpired session: from the cache (see SessionUserCache for why that
   * is never stale), else one query. Only sessions with a user are kept; an unknown or logged-out
   * id asks the database every time.
   */
  private async userOfSession(id: string): Promise<User | null> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const read = this.cache.startRead();
    const found = await this.sessions.userOfSession(id);
    if (!found) return null;
    this.cache.keep(id, found.user, found.expires, read);
    return found.user;
  }

  /**
   * Deletes the session the request came with, and forgets it here at once: the trigger's
   * notification reaches the cache a moment later, and a request arriving meanwhile (the /ws
   * handshake right after a logout) must not find the session's user still cached.
   */
  private async endCurrent(request: FastifyRequest): Promise<void> {
    const id = this.sessionIdOf(request.headers.cookie);
    if (id === null) return;
    await this.sessions.delete(id);
    this.cache.changed(`s:${id}`);
  }

  private pruneExpired(): void {
    this.sessions.deleteExpired().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruning);
  }
}
