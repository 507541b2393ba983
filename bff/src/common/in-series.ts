// Several middlewares as one express layer. Every app-level layer costs each request that reaches
// it a path match and a strip and restore of the mount path; the /api requests went through four
// such layers for what is one fixed sequence (origin check, body, session).
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Calls `handlers` in order; the first error (or a handler that answers) ends the sequence. */
export function inSeries(...handlers: RequestHandler[]): RequestHandler {
  return (request: Request, response: Response, next: NextFunction): void => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        void handler(request, response, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
