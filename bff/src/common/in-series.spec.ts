import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { inSeries } from './in-series';

function appWith(middleware: RequestHandler) {
  const app = express();
  app.use('/api', middleware);
  app.get('/api/trail', (req, res) => {
    res.json((req as unknown as { trail: string[] }).trail);
  });
  app.use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(418).json({ error: error.message });
  });
  return app;
}

const mark = (name: string): RequestHandler => (req, _res, next) => {
  const carrier = req as unknown as { trail?: string[] };
  carrier.trail = [...(carrier.trail ?? []), `${name}:${req.path}`];
  next();
};

describe('inSeries', () => {
  it('runs every middleware in order, with the mount path stripped as for separate layers, then the route', async () => {
    const response = await request(appWith(inSeries(mark('a'), mark('b'), mark('c')))).get('/api/trail');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(['a:/trail', 'b:/trail', 'c:/trail']);
  });

  it('stops at the first error, passed to the error handler, and runs nothing after it', async () => {
    const failing: RequestHandler = (_req, _res, next) => next(new Error('refused'));
    const after = jest.fn<void, Parameters<RequestHandler>>((_req, _res, next) => next());
    const response = await request(appWith(inSeries(mark('a'), failing, after))).get('/api/trail');
    expect(response.status).toBe(418);
    expect(response.body).toEqual({ error: 'refused' });
    expect(after).not.toHaveBeenCalled();
  });

  it('passes a thrown error on instead of crashing the request', async () => {
    const throwing: RequestHandler = () => {
      throw new Error('thrown');
    };
    const response = await request(appWith(inSeries(throwing))).get('/api/trail');
    expect(response.status).toBe(418);
    expect(response.body).toEqual({ error: 'thrown' });
  });

  it('ends the sequence when a middleware answers', async () => {
    const answering: RequestHandler = (_req, res) => {
      res.status(403).json({ refused: true });
    };
    const after = jest.fn<void, Parameters<RequestHandler>>((_req, _res, next) => next());
    const response = await request(appWith(inSeries(answering, after))).get('/api/trail');
    expect(response.status).toBe(403);
    expect(after).not.toHaveBeenCalled();
  });
});
