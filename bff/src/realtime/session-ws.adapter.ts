// WsAdapter that accepts a /ws upgrade only with a valid session cookie of a logged-in user.
import { INestApplicationContext, Logger } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer as WsServer } from 'ws';
import type { SessionsService } from '../auth/sessions.service';
import { isDatabaseUnavailable } from '../common/database-errors';
import type { User } from '../users/user.entity';

export const AUTHENTICATED_USER = 'groundworkUser';
export const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/** Who opened the socket, and with which session (the socket closes when that session ends). */
export type AuthenticatedRequest = IncomingMessage & { [AUTHENTICATED_USER]?: Pick<User, 'id' | 'role' | 'language'> & { sid: string } };
type VerifyInfo = { origin: string; secure: boolean; req: AuthenticatedRequest };
type VerifyCallback = (result: boolean, code?: number, message?: string) => void;

export class SessionWsAdapter extends WsAdapter {
  private readonly log = new Logger(SessionWsAdapter.name);

  constructor(
    app: INestApplicationContext,
    private readonly sessions: SessionsService,
    private readonly publicOrigin: string,
  ) {
    super(app);
  }

  override create(port: number, options: Record<string, unknown> & { path?: string } = {}): unknown {
    return super.create(port, {
      ...options,
      // Clients send only small JSON hints; ws' default (100 MiB a frame) would let one socket
      // fill the memory. A bigger frame closes that socket with 1009 (message too big).
      maxPayload: MAX_CLIENT_FRAME_BYTES,
      verifyClient: (info: VerifyInfo, done: VerifyCallback) => this.verify(info, done),
    });
  }

  /**
   * A socket's error is its client's doing (a frame over the limit, a broken frame): ws closes
   * that socket with the matching code, and one WARN line says so. No stack: nothing failed here.
   */
  override bindErrorHandler(server: WsServer): WsServer {
    server.on('connection', (socket: WebSocket) =>
      socket.on('error', (error: Error & { code?: string }) =>
        this.log.warn(`A /ws socket was closed: ${error.message}${error.code ? ` (${error.code})` : ''}`),
      ),
    );
    server.on('error', (error: Error) => this.log.error(`The /ws server failed: ${error.message}`));
    return server;
  }

  private verify(info: VerifyInfo, done: VerifyCallback): void {
    if (!this.originAllowed(info)) {
      done(false, 403, 'Forbidden');
      return;
    }
    this.sessions
      .userFromCookieHeader(info.req.headers.cookie)
      .then((user) => {
        if (!user) return done(false, 401, 'Unauthorized');
        info.req[AUTHENTICATED_USER] = user;
        done(true);
      })
      .catch((error: unknown) => {
        // The database is down: the client's backoff should retry, as for any 503.
        if (isDatabaseUnavailable(error)) return done(false, 503, 'Service Unavailable');
        this.log.error(`Could not check a /ws session: ${(error as Error).message}`);
        done(false, 500, 'Internal Server Error');
      });
  }

  /** Browsers send Origin on WebSocket handshakes: only our own pages may open one. */
  private originAllowed(info: VerifyInfo): boolean {
    if (!info.origin) return true;
    try {
      const origin = new URL(info.origin);
      return origin.host === info.req.headers.host || origin.origin === this.publicOrigin;
    } catch {
      return false;
    }
  }
}
