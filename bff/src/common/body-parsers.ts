// Request bodies: JSON only, at most BODY_LIMIT_BYTES (Fastify answers more with a 413 the error
// filter shapes), one route that keeps its raw bytes (Stripe signs the webhook's exact body), and
// the photo upload's multipart/form-data, read by its handler with its own limit.
import multipart from '@fastify/multipart';
import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * multipart/form-data through @fastify/multipart, for the routes in `multipartRoutes` only: their
 * handlers read the file as a stream with their own size limit (the photo upload's 15 MB). The
 * plugin's parser reads nothing by itself, so on any other route a multipart body is refused at
 * once (400) rather than left unread past the 100 KB every other body keeps.
 */
export async function useMultipart(fastify: FastifyInstance, multipartRoutes: string[]): Promise<void> {
  const allowed = new Set(multipartRoutes);
  await fastify.register(multipart, { throwFileSizeLimit: true });
  fastify.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart() && !allowed.has(request.routeOptions.url ?? ''))
      return done(new BadRequestException(msg('errors.issuePhotos.multipartElsewhere')));
    done();
  });
}
