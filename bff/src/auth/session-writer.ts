// Logging in and out: writes and deletes rows of the `session` table and the signed cookie naming
// them, in exactly the shapes express-session + passport wrote (connect-pg-simple's table: sid,
// sess json with `cookie` and `passport.user`, expire), so sessions made before the move to
// Fastify keep working, and so does every reader of that table (SessionsService, the /ws handshake,
// the SessionUserChanges triggers that keep the session-user cache right on every instance).
import { Inject, Injectable } from '@nestjs/common';
import { serialize } from 'cookie';
import { sign } from 'cookie-signature';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { FastifyReply, FastifyRequest } from '../common/request-user';
import type { User } from '../users/user.entity';
import { SessionsRepository, type StoredSession } from './sessions.repository';
import { SESSION_COOKIE, SessionsService } from './sessions.service';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

@Injectable()
export class SessionWriter {
  constructor(
    private readonly sessionRows: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * A new session for `user`: a new id at every login (the session the request came with, if any,
   * is deleted: no session fixation), stored, and its signed cookie on the reply.
   */
  async start(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
    await this.destroyCurrent(request);
    // express-session's ids: 24 random bytes, base64url.
    const sid = randomBytes(24).toString('base64url');
    const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
    // Secure when the client reached us over https (X-Forwarded-Proto counts only from a trusted proxy).
    const secure = request.protocol === 'https';
    const sess: StoredSession = {
      cookie: { originalMaxAge: SESSION_MAX_AGE_SECONDS * 1000, expires: expires.toISOString(), secure, httpOnly: true, path: '/', sameSite: 'lax' },
      passport: { user: user.id },
    };
    await this.sessionRows.insert(sid, sess, expires);
    reply.header(
      'set-cookie',
      serialize(SESSION_COOKIE, `s:${sign(sid, this.config.sessionSecret)}`, {
        path: '/',
        expires,
        maxAge: SESSION_MAX_AGE_SECONDS,
        httpOnly: true,
        secure,
        sameSite: 'lax',
      }),
    );
  }

  /** Logout: the session row goes (every instance forgets it at once, see SessionUserCache), and the cookie. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.destroyCurrent(request);
    reply.header('set-cookie', serialize(SESSION_COOKIE, '', { path: '/', expires: new Date(0), httpOnly: true, sameSite: 'lax' }));
  }

  private async destroyCurrent(request: FastifyRequest): Promise<void> {
    const sid = this.sessions.sessionIdOf(request.headers.cookie);
    if (sid === null) return;
    await this.sessionRows.delete(sid);
    this.sessions.forget(sid);
  }
}
