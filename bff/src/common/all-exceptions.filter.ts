// The one error shape: { statusCode, message, error } (+ details for validation errors).
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Language, requestLanguage } from '../i18n/language';
import { Translator } from '../i18n/translator';
import { QueryFailedError } from 'typeorm';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors';
import { TooManyRequestsException } from './too-many-requests.exception';
import { msg } from '../i18n/message';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  details?: Record<string, string[]>;
  correlationId?: string;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonFor(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

const logger = new Logger('Errors');
export const BODY_TOO_LARGE = msg('errors.common.bodyTooLarge');
export const MALFORMED_JSON = msg('errors.common.malformedJson');

/** Turns anything thrown into the public error body; unexpected errors are logged with an id. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message: string = exception.message;
    let details: Record<string, string[]> | undefined;
    if (typeof response === 'string') {
      message = response;
    } else if (response && typeof response === 'object') {
      const r = response as { message?: unknown; details?: Record<string, string[]> };
      if (Array.isArray(r.message)) message = String(r.message[0] ?? message);
      else if (typeof r.message === 'string') message = r.message;
      details = r.details;
    }
    if (status === 404 && /^Cannot [A-Z]+ /.test(message)) message = msg('errors.common.routeNotFound', { route: message.slice(7) });
    // Fastify refuses a body over the limit before any of our code runs (Nest hands its error on
    // as an HttpException with Fastify's wording): the only 413 there is.
    if (status === 413) message = BODY_TOO_LARGE;
    const body: ErrorBody = { statusCode: status, message: message || reasonFor(status), error: reasonFor(status) };
    if (details) body.details = details;
    // A deliberate 503 (e.g. 'Payment processing is not configured') says what is missing; other 5xx are hidden.
    if (status >= 500 && status !== 503) return internal(exception);
    return body;
  }
  // Anything else that carries a client error status says no more than its reason. First: a body
  // the client stopped sending (Fastify marks it 400) carries ECONNRESET, which is not the database's.
  const status = (exception as { statusCode?: number } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: reasonFor(status), error: reasonFor(status) };
  }
  // The database is down, restarting or overloaded: a readable 503 the client may retry, not a
  // 500 (nothing is wrong with the request) and not a hang (the pool's timeouts bound the wait).
  if (isDatabaseUnavailable(exception)) {
    logger.warn(`Database unavailable: ${(exception as Error)?.message ?? String(exception)}`);
    return { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: reasonFor(503) };
  }
  // Errors a client's input can still provoke in the database: never a 500.
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code ?? '';
    if (code === '23505') return { statusCode: 409, message: msg('errors.common.recordAlreadyExists'), error: reasonFor(409) };
    if (code === '23503') return { statusCode: 409, message: msg('errors.common.relatedRecordMissing'), error: reasonFor(409) };
    if (code.startsWith('22') || code === '23514' || code === '23502') {
      return { statusCode: 400, message: msg('errors.common.invalidValue'), error: reasonFor(400) };
    }
  }
  return internal(exception);
}

function internal(exception: unknown): ErrorBody {
  const correlationId = randomUUID();
  const stack = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
  logger.error(`Unexpected error (correlation id ${correlationId}): ${stack}`);
  return { statusCode: 500, message: msg('errors.common.internalServerError'), error: reasonFor(500), correlationId };
}

/**
 * The error body in the reader's language: every message (and each field's in `details`) is a
 * msg() string until here, where the request's language is known (requestLanguage: even for
 * what fails before a handler runs, a 401 or a malformed body). The shape stays the same.
 */
export function localizeErrorBody(body: ErrorBody, language: Language, translator: Translator): ErrorBody {
  const localized: ErrorBody = { ...body, message: translator.text(language, body.message) };
  if (body.details) {
    localized.details = Object.fromEntries(Object.entries(body.details).map(([field, messages]) => [field, messages.map((m) => translator.text(language, m))]));
  }
  return localized;
}

@Injectable()
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly translator: Translator) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = localizeErrorBody(toErrorBody(exception), requestLanguage(request), this.translator);
    if (reply.sent) {
      reply.raw.end();
      return;
    }
    if (exception instanceof TooManyRequestsException) void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}
