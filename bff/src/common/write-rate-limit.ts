// At most `perMinute` changes (POST, PUT, PATCH, DELETE on /api) a minute per logged-in person,
// counted by each instance in memory (@fastify/rate-limit): a person types and clicks far below
// it, while a script flooding the chat or the issue list is stopped. Not counted in PostgreSQL:
// it guards against floods, not guessing, and a query per write would cost every write.
// Anonymous calls are the auth routes' (their own limit: auth/auth-attempts.module.ts) or are refused before any work.
import { HttpException, HttpStatus } from '@nestjs/common';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '../i18n/message';

export const TOO_MANY_CHANGES = msg('errors.common.tooManyChanges');
const API = /^\/api(?:[/?]|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function personOf(request: FastifyRequest): string | undefined {
  return (request as FastifyRequest & { user?: { id: string } }).user?.id;
}

/** Registers the limit on every route added after it (Nest adds its routes at init). */
export async function useWriteRateLimit(fastify: FastifyInstance, perMinute: number): Promise<void> {
  await fastify.register(rateLimit, {
    global: true,
    // After the session hook (preValidation) has said who is calling.
    hook: 'preHandler',
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => personOf(request) ?? '',
    allowList: (request) => READS.has(request.method) || !API.test(request.url) || personOf(request) === undefined,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    errorResponseBuilder: () => new HttpException(TOO_MANY_CHANGES, HttpStatus.TOO_MANY_REQUESTS),
  });
}
