import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { precomputedHeaders } from './precomputed-headers';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { directives: { 'script-src': ["'self'", 'https://js.stripe.com'], 'upgrade-insecure-requests': null } },
  crossOriginEmbedderPolicy: false,
};

async function headersOf(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_request, response) => {
    response.type('text/plain').send('ok');
  });
  const response = await request(app).get('/');
  const { date: _date, ...rest } = response.headers as Record<string, string>;
  return rest;
}

describe('precomputedHeaders', () => {
  it('sets exactly the headers helmet sets, X-Powered-By removed included', async () => {
    const replayed = await headersOf(precomputedHeaders(helmet(HELMET_OPTIONS)));
    expect(replayed).toEqual(await headersOf(helmet(HELMET_OPTIONS)));
    expect(replayed['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(replayed['x-powered-by']).toBeUndefined();
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const perRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Path', req.path);
      next();
    };
    expect(() => precomputedHeaders(perRequest)).toThrow('not static');
  });

  it('refuses a middleware that does not finish synchronously', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(() => precomputedHeaders(later)).toThrow('synchronously');
  });
});
