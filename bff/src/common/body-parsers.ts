// Request bodies: JSON only, at most BODY_LIMIT_BYTES (Fastify answers more with a 413 the error
// filter shapes), one route that keeps its raw bytes (Stripe signs the webhook's exact body), and
// the photo upload's multipart/form-data, read into the body by a hook with its own limit.
import multipart from '@fastify/multipart';
import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../contract/roles-and-events';
import { msg } from '../i18n/message';
import { MALFORMED_JSON } from './all-exceptions.filter';

export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Replaces Fastify's default parsers. `application/json` is parsed by Fastify's own parser (which
 * refuses `__proto__` and `constructor.prototype` keys) except that an empty body is no body, as
 * it was under express' body-parser; the routes in `rawBodyRoutes` get a Buffer instead, whatever
 * the Content-Type. Any other Content-Type is read (bounded by the limit) and ignored, so the
 * handler validates a missing body ("... is required"), again as under body-parser.
 */
export function useBodyParsers(fastify: FastifyInstance, rawBodyRoutes: string[]): void {
  const raw = new Set(rawBodyRoutes);
  const keepsRawBody = (request: FastifyRequest): boolean => raw.has(request.routeOptions.url ?? '');
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body: Buffer, done) => {
    if (keepsRawBody(request)) return done(null, body);
    if (body.length === 0) return done(null, undefined);
    // Fastify's parser takes the Buffer as it is (secure-json-parse reads either); its type says string.
    parseJson(request, body as unknown as string, (error, value) => (error ? done(new BadRequestException(MALFORMED_JSON), undefined) : done(null, value)));
  });
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (request, body: Buffer, done) => {
    done(null, keepsRawBody(request) ? body : undefined);
  });
}

/**
 * multipart/form-data through @fastify/multipart, for the routes in `readers` only: each reads its
 * request's parts (with its own limits) into the body, whole, in memory, before the handler and
 * before the Idempotency-Key hook, which compares a repeated upload by its bytes. Only a logged-in
 * caller's upload is read: the guard refuses anyone else's unread. On any other route a multipart
 * body is refused at once (400) rather than left unread past the 100 KB every other body keeps.
 * Added after the session hook, which sets `request.user`.
 */
export interface MultipartRoute {
  /** Reads the request's parts into its body (with the route's own limits). */
  read: (request: FastifyRequest) => Promise<unknown>;
  /** The roles the route allows: anyone else's upload is left unread for the guard to refuse. */
  roles: readonly Role[];
}

/** Uploads read into memory at once on an instance (15 MB each at most): more wait for a retry (503). */
export const UPLOADS_READ_AT_ONCE = 8;

export async function useMultipart(fastify: FastifyInstance, routes: Record<string, MultipartRoute>): Promise<void> {
  await fastify.register(multipart, { throwFileSizeLimit: true });
  let reading = 0;
  fastify.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const route = routes[request.routeOptions.url ?? ''];
    if (!route) throw new BadRequestException(msg('errors.common.multipartElsewhere'));
    if (!request.user || !route.roles.includes(request.user.role)) return;
    if (reading >= UPLOADS_READ_AT_ONCE) {
      void reply.header('Retry-After', '1');
      throw new ServiceUnavailableException(msg('errors.common.uploadsBusy'));
    }
    reading += 1;
    try {
      request.body = await route.read(request);
    } finally {
      reading -= 1;
    }
  });
}
