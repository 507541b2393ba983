import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { msg } from '../i18n/message';

/** True when `error` is PostgreSQL refusing a row because of the named unique index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/**
 * True when `error` is PostgreSQL refusing a row by the named check, exclusion or trigger-raised
 * constraint (23514 check_violation, 23P01 exclusion_violation).
 */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string } | undefined;
  return (driverError?.code === '23514' || driverError?.code === '23P01') && driverError.constraint === constraint;
}

/**
 * SQLSTATE classes and codes that mean "the database cannot serve us right now", not "the
 * request is wrong": connection exceptions (08), the server shutting down or starting (57P01-03),
 * too many connections (53300), a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** Node socket errors and node-postgres' own messages when the server is unreachable or went away. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

/** True when `error` (or the driver error it wraps) says the database is unreachable, not that the request is bad. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // A connection that died inside a transaction is released by TypeORM, and the COMMIT that follows
  // throws this instead of the connection error (seen in the database-restart fault test).
  // The next query of that transaction (one still queued behind the failed one) throws its sibling.
  if (error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError].filter(Boolean) as Array<{
    code?: unknown;
    message?: unknown;
  }>;
  return candidates.some((candidate) => {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE_CODES.has(code)) return true;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
  });
}

export const DATABASE_UNAVAILABLE_MESSAGE = msg('errors.common.databaseUnavailable');
