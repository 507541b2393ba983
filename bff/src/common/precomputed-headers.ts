// Security headers that are the same on every response are worked out once at start-up, not per
// request: helmet rebuilds its Content-Security-Policy string and walks a dozen middlewares on
// every call, for a result that never changes here (no per-request nonces).
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type HeaderValue = string | number | readonly string[];

/**
 * Runs a header-setting middleware once against a recorder and returns a middleware that replays
 * what it set and removed. The middleware must be static: finish synchronously and read nothing
 * from the request (helmet with plain directive lists does both); anything else throws at start.
 */
export function precomputedHeaders(middleware: RequestHandler): RequestHandler {
  const set = new Map<string, HeaderValue>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: HeaderValue) {
      set.set(name, value);
      removed.delete(name.toLowerCase());
      return recorder;
    },
    removeHeader(name: string) {
      for (const key of set.keys()) if (key.toLowerCase() === name.toLowerCase()) set.delete(key);
      removed.add(name.toLowerCase());
    },
  };
  const request = new Proxy({} as Request, {
    get(_target, property) {
      throw new Error(`precomputedHeaders: the middleware read request.${String(property)}, so its headers are not static`);
    },
  });
  let finished = false;
  middleware(request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('precomputedHeaders: the middleware did not finish synchronously');

  const headers = [...set];
  const removals = [...removed];
  return (_request: Request, response: Response, next: NextFunction): void => {
    for (const [name, value] of headers) response.setHeader(name, value);
    for (const name of removals) response.removeHeader(name);
    next();
  };
}
