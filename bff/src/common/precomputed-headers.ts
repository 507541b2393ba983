// Security headers that are the same on every response are worked out once at start-up, not per
// request: helmet rebuilds its Content-Security-Policy string and walks a dozen middlewares on
// every call, for a result that never changes here (no per-request nonces).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type HeaderValue = string | number | string[];
/** A connect-style middleware such as helmet's. */
export type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Runs a header-setting middleware once against a recorder and returns the headers it set, to be
 * replayed on every response. The middleware must be static: finish synchronously and read nothing
 * from the request (helmet with plain directive lists does both); anything else throws at start.
 * Headers it removes are not replayed: Fastify sets none of them (helmet removes X-Powered-By,
 * which only express adds).
 */
export function precomputedHeaders(middleware: HeaderMiddleware): Record<string, HeaderValue> {
  const set = new Map<string, HeaderValue>();
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      set.set(name.toLowerCase(), value);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
  };
  const request = new Proxy({} as IncomingMessage, {
    get(_target, property) {
      throw new Error(`precomputedHeaders: the middleware read request.${String(property)}, so its headers are not static`);
    },
  });
  let finished = false;
  middleware(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('precomputedHeaders: the middleware did not finish synchronously');
  return Object.fromEntries(set);
}
