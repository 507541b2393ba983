// Idempotency-Key: a phone that lost its signal sends its queued writes again, each with the key
// it gave it; a repeat from the same person answers the first answer and does nothing again.
// Two Fastify hooks applied to every logged-in write under /api (create-app.ts), so every route,
// present or future, honours the header the same way without a decorator of its own:
//   preHandler: checks the header, claims (user, key) in the database before the work, or answers
//               a repeat (the stored answer), a different request under that key (422), or one
//               still running (409, Retry-After: 1);
//   onSend:     stores the claimed request's answer (2xx, 3xx, 4xx: a refusal stays the same
//               refusal), or releases the claim when it failed (5xx, 429: "try again" is no answer).
import { BadRequestException, ConflictException, Injectable, OnApplicationShutdown, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MALFORMED_JSON } from '../common/all-exceptions.filter';
import { msg } from '../i18n/message';
import { IdempotencyRepository } from './idempotency.repository';
import { BodyTooDeepError, IDEMPOTENCY_KEY_SHAPE, requestFingerprint } from './request-fingerprint';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** A key answers its repeats at least this long (a phone may stay offline over a weekend). */
export const IDEMPOTENCY_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/**
 * A claim not renewed for this long belongs to a request that died with its instance: the next
 * request with the key takes it over. A running request renews its claim every
 * CLAIM_RENEW_SECONDS (a slow write, an S3 upload on a weak link), up to CLAIM_RENEW_FOR_SECONDS.
 */
export const ABANDONED_CLAIM_SECONDS = 120;
export const CLAIM_RENEW_SECONDS = 30;
/** No request runs this long; past it a claim is left to be taken over rather than renewed forever. */
const CLAIM_RENEW_FOR_SECONDS = 15 * 60;
/** Old keys are swept this often, by every instance (one DELETE by an index). */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Starting a session answers with its cookie, which a stored answer cannot carry: these routes ignore the header. */
export const IDEMPOTENCY_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/accept-invite']);

export const MALFORMED_IDEMPOTENCY_KEY = msg('errors.idempotency.malformedKey');
export const IDEMPOTENCY_KEY_REUSED = msg('errors.idempotency.keyReused');
export const IDEMPOTENCY_KEY_IN_PROGRESS = msg('errors.idempotency.inProgress');
export const IDEMPOTENCY_BODY_UNREAD = msg('errors.idempotency.bodyUnread');

interface ClaimedKey {
  userId: string;
  key: string;
  /** Renews the claim while the request runs. */
  renewing: NodeJS.Timeout;
}

@Injectable()
export class IdempotencyService implements OnApplicationShutdown {
  /** The requests that hold a claim, until their answer is stored or the claim released. */
  private readonly claims = new WeakMap<FastifyRequest, ClaimedKey>();
  private readonly sweeping: NodeJS.Timeout;

  constructor(private readonly keys: IdempotencyRepository) {
    this.sweeping = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_INTERVAL_MS).unref();
  }

  /** The request's fingerprint; a body nested deeper than any the API takes is malformed (400). */
  private fingerprintOf(request: FastifyRequest, route: string): string {
    try {
      return requestFingerprint({ method: request.method, role: request.user!.role, route, params: request.params, query: request.query, body: request.body });
    } catch (error) {
      if (error instanceof BodyTooDeepError) throw new BadRequestException(MALFORMED_JSON);
      throw error;
    }
  }

  /** preHandler: after the session hook (request.user) and before the route's guard and handler. */
  readonly claimHook = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const route = request.routeOptions.url;
    if (!WRITES.has(request.method) || !request.user || route === undefined || !route.startsWith('/api/') || IDEMPOTENCY_EXEMPT_ROUTES.has(route)) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_SHAPE.test(key)) throw new BadRequestException(MALFORMED_IDEMPOTENCY_KEY);
    // A multipart body its route reads as a stream is not known yet: it could not be compared.
    if (request.body === undefined && /^multipart\//i.test(request.headers['content-type'] ?? '')) throw new BadRequestException(IDEMPOTENCY_BODY_UNREAD);
    const fingerprint = this.fingerprintOf(request, route);
    const userId = request.user.id;
    const claim = await this.keys.claim(userId, key, fingerprint, ABANDONED_CLAIM_SECONDS);
    switch (claim.kind) {
      case 'claimed': {
        const started = Date.now();
        const renewing = setInterval(() => {
          if (Date.now() - started > CLAIM_RENEW_FOR_SECONDS * 1000) clearInterval(renewing);
          else void this.keys.renew(userId, key).catch(() => undefined);
        }, CLAIM_RENEW_SECONDS * 1000).unref();
        this.claims.set(request, { userId, key, renewing });
        return;
      }
      case 'mismatch':
        throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
      case 'running':
        void reply.header('retry-after', '1');
        throw new ConflictException(IDEMPOTENCY_KEY_IN_PROGRESS);
      case 'answered': {
        const { statusCode, contentType, body } = claim.answer;
        void reply.code(statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (contentType) void reply.type(contentType);
        return reply.send(body);
      }
    }
  };

  /** onSend: the claimed request's answer is kept before it leaves, so a retry after it finds it. */
  readonly settleHook = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const claimed = this.claims.get(request);
    if (!claimed) return payload;
    this.claims.delete(request);
    clearInterval(claimed.renewing);
    const status = reply.statusCode;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
    if (status >= 500 || status === 429 || text === null) {
      await this.keys.release(claimed.userId, claimed.key);
    } else {
      const contentType = reply.getHeader('content-type');
      await this.keys.store(claimed.userId, claimed.key, {
        statusCode: status,
        contentType: contentType === undefined ? null : String(contentType),
        body: text,
      });
    }
    return payload;
  };

  /** Drops keys past the retention; answers how many went. */
  sweep(): Promise<number> {
    return this.keys.deleteOlderThan(IDEMPOTENCY_RETENTION_SECONDS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeping);
  }
}
