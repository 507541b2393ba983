// Sessions live in PostgreSQL (connect-pg-simple's `session` table), shared by every BFF instance.
// The hot path: one query per request loads the session and its user together, and a plain read
// writes nothing back (no save, no touch). express-session (and passport) run only on the routes
// that log in or out; every other request reads the signed cookie and that one row itself.
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RealtimeService } from '../realtime/realtime.service';
import { SESSION_USERS_CHANNEL, SessionUserCache } from './session-user-cache';
import { User } from '../users/user.entity';

export const SESSION_COOKIE = 'groundwork.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** Bounds the memory of checked cookie signatures (a valid signature stays valid: no expiry needed). */
const MAX_VERIFIED_COOKIES = 20_000;

/**
 * Where the user row joined in by the session's load travels, from the store to the request. A
 * symbol: JSON.stringify skips it, so it never changes express-session's hash (no re-save) and
 * is never written into the session table.
 */
const SESSION_USER = Symbol('groundwork.sessionUser');
type CarriesSessionUser = { [SESSION_USER]?: User | null };

/**
 * The session and its logged-in user in one round trip (a prepared statement, by name). The user
 * is joined, not copied into the session at login, so a role change or a deleted account shows
 * at once; a session whose user is gone loads with no user (logged out). The CASE keeps a
 * malformed id from failing the cast; the join stays a primary-key lookup.
 */
const SESSION_WITH_USER = {
  name: 'groundwork-session-with-user',
  text: `SELECT s.sess, u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, u.profile_image_url, u.created_at, u.updated_at
           FROM session s
           LEFT JOIN users u
             ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END
          WHERE s.sid = $1 AND s.expire >= now()`,
};

/**
 * The same lookup for reads that never touch the session object: only the user id the session
 * names, not the whole `sess` document (nothing else in it is read on those requests).
 */
const USER_OF_SESSION = {
  name: 'groundwork-user-of-session',
  text: `SELECT s.sess->'passport'->>'user' AS session_user_id, s.expire, u.id, u.first_name, u.last_name, u.email, u.phone_number, u.role, u.profile_image_url, u.created_at, u.updated_at
           FROM session s
           JOIN users u
             ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END
          WHERE s.sid = $1 AND s.expire >= now()`,
};

/**
 * Paths under /api whose handlers use req.session or passport's req.logIn/logOut: login and
 * register (passport regenerates the session, then saves it) and the logout navigation (destroys
 * it). Express matches routes case-insensitively and with an optional trailing slash; this
 * matches at least as much (anything below them too), so those handlers always get the session.
 */
const WRITES_SESSION = /^\/(?:auth\/login|auth\/register|logout)(?:\/|$)/i;

interface SessionWithUserRow {
  sess: session.SessionData & CarriesSessionUser;
  id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  role: User['role'];
  profile_image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

type UserRow = Omit<SessionWithUserRow, 'sess'>;

function userOf(row: UserRow): User | null {
  if (!row.id) return null;
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

type StoreCallback = (error: unknown, session?: session.SessionData | null) => void;

/** connect-pg-simple, except that loading a session also loads its user (SESSION_WITH_USER). */
function sessionWithUserStore(pool: Pool): session.Store & { close(): void } {
  const PgStore = connectPgSimple(session);
  class SessionWithUserStore extends PgStore {
    private pruning = false;

    override get(sid: string, callback: StoreCallback): void {
      // connect-pg-simple starts its expired-session pruning on first use; this get replaces its own.
      if (!this.pruning) {
        this.pruning = true;
        this.pruneSessions();
      }
      pool.query<SessionWithUserRow>({ ...SESSION_WITH_USER, values: [sid] }).then(({ rows: [row] }) => {
        if (!row) return callback(null, null);
        row.sess[SESSION_USER] = userOf(row);
        callback(null, row.sess);
      }, callback);
    }

    override createSession(request: Request, data: session.SessionData & CarriesSessionUser): session.Session & Partial<session.SessionData> {
      (request as Request & CarriesSessionUser)[SESSION_USER] = data[SESSION_USER] ?? null;
      delete data[SESSION_USER];
      return super.createSession(request, data);
    }
  }
  return new SessionWithUserStore({ pool, tableName: 'session', createTableIfMissing: false, disableTouch: true, pruneSessionInterval: 15 * 60 });
}

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  readonly store: session.Store & { close(): void };
  private readonly cache: SessionUserCache;
  /** Signed cookie values whose signature was checked, with their session id (only valid ones). */
  private readonly verifiedCookies = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    realtime: RealtimeService,
  ) {
    // Reuse TypeORM's pg pool: one pool per process.
    this.store = sessionWithUserStore((this.dataSource.driver as unknown as { master: Pool }).master);
    this.cache = new SessionUserCache(() => realtime.currentListenEpoch());
    realtime.subscribe(SESSION_USERS_CHANNEL, (payload) => this.cache.changed(payload));
  }

  /**
   * Sets request.user for every /api request. The routes that log in or out get express-session
   * (req.session, regenerate at login, destroy at logout) and passport; every other request gets
   * readUser(), which does what express-session + currentUser() did there, minus the work whose
   * result nobody reads: no session object, no new session id made for a cookie-less request
   * (express-session generated one, then dropped it unsaved), no hash of the session to compare
   * at the end of the response, no on-headers hook, no passport request decoration.
   */
  middleware(passport: { initialize(): RequestHandler }): RequestHandler {
    const writer = Router();
    writer.use(this.expressSession(), passport.initialize(), this.currentUser());
    const reader = this.readUser();
    return (request: Request, response: Response, next: NextFunction): void => {
      if (WRITES_SESSION.test(request.path)) writer(request, response, next);
      else reader(request, response, next);
    };
  }

  private expressSession(): RequestHandler {
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

  /**
   * Sets request.user from the user the session's load joined in: no second query and nothing
   * written (this replaces passport.session(), whose deserializeUser looked the user up again).
   * The user must still be the one the session was logged in as.
   */
  private currentUser(): RequestHandler {
    return (request: Request, _response: Response, next: NextFunction): void => {
      const carried = (request as Request & CarriesSessionUser)[SESSION_USER];
      const userId = (request.session as Partial<{ passport: { user?: unknown } }> | undefined)?.passport?.user;
      if (carried && carried.id === userId) request.user = carried;
      next();
    };
  }

  /**
   * The read path: the cookie as express-session reads it (the first `groundwork.sid`, URI-decoded,
   * `s:` + a signature of SESSION_SECRET, else no session), then one prepared query for the
   * unexpired session and its user. A database error goes to the error handler (503 when the
   * database is down), as express-session passed its store's errors on.
   */
  private readUser(): RequestHandler {
    return (request: Request, _response: Response, next: NextFunction): void => {
      const sid = this.sessionIdOf(request.headers.cookie);
      if (sid === null) return next();
      this.userOfSession(sid).then((user) => {
        if (user) request.user = user;
        next();
      }, next);
    };
  }

  /** The session id a Cookie header carries when its signature is ours, else null. */
  private sessionIdOf(header: string | undefined): string | null {
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
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const { rows } = await pool.query<UserRow & { session_user_id: string | null; expire: Date }>({ ...USER_OF_SESSION, values: [sid] });
    const row = rows[0];
    if (!row || row.id !== row.session_user_id) return null;
    const user = userOf(row) as User;
    this.cache.keep(sid, user, row.expire, read);
    return user;
  }

  /** Ends every session of a user (all devices, all instances). */
  async destroyAllForUser(userId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(`DELETE FROM session WHERE sess->'passport'->>'user' = $1`, [userId]);
  }

  /** The logged-in user id carried by a Cookie header, or null (used by the /ws handshake). */
  async userIdFromCookieHeader(header: string | undefined): Promise<string | null> {
    const sid = this.sessionIdOf(header);
    if (sid === null) return null;
    return (await this.userOfSession(sid))?.id ?? null;
  }

  onApplicationShutdown(): void {
    this.store.close();
  }
}
