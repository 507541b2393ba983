// What makes two requests "the same request" for an Idempotency-Key: the method, the route with
// its path parameters and query, and the body. A file is compared by its bytes, not its name.
import { createHash } from 'node:crypto';

/** 8 to 255 visible ASCII characters (a UUID in practice): anything else is a client's mistake. */
export const IDEMPOTENCY_KEY_SHAPE_TEXT = '^[\\x21-\\x7e]{8,255}$';
export const IDEMPOTENCY_KEY_SHAPE = new RegExp(IDEMPOTENCY_KEY_SHAPE_TEXT);

export interface FingerprintParts {
  method: string;
  /** The caller's role: after a role change a key's first answer (given under the old role) is no longer replayed (422). */
  role: string;
  /** The route's pattern (`/api/breaks/:id/end`), so a trailing slash changes nothing. */
  route: string;
  params: unknown;
  query: unknown;
  body: unknown;
}

function isStream(value: object): boolean {
  return typeof (value as { pipe?: unknown }).pipe === 'function' && typeof (value as { on?: unknown }).on === 'function';
}

/** Deeper than any body the API takes: a deeper one is refused (400) rather than walked into a stack overflow. */
export const MAX_BODY_DEPTH = 32;

export class BodyTooDeepError extends Error {}

/**
 * A canonical text of a parsed body: Buffers (a multipart file's bytes, a raw body) become the
 * SHA-256 of their content, so the fingerprint covers the file however large. A stream cannot be
 * compared without reading it: a route whose body holds one has to buffer it before the
 * idempotency hook runs (a programming error, thrown so that such a route's tests fail at once).
 */
export function canonicalBody(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_BODY_DEPTH) throw new BodyTooDeepError();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $sha256: createHash('sha256').update(value).digest('hex') };
  if (isStream(value)) throw new Error('A request body holding a stream cannot be fingerprinted: buffer the upload before the idempotency hook');
  if (Array.isArray(value)) return value.map((item) => canonicalBody(item, depth + 1));
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonicalBody((value as Record<string, unknown>)[key], depth + 1)]),
  );
}

/** The SHA-256 (hex) of the request's method, route, parameters, query and body. */
export function requestFingerprint(parts: FingerprintParts): string {
  const text = JSON.stringify([
    parts.method,
    parts.role,
    parts.route,
    canonicalBody(parts.params ?? null),
    canonicalBody(parts.query ?? null),
    canonicalBody(parts.body ?? null),
  ]);
  return createHash('sha256').update(text).digest('hex');
}
