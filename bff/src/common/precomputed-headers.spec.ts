import helmet from 'helmet';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type HeaderMiddleware, precomputedHeaders } from './precomputed-headers';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { directives: { 'script-src': ["'self'", 'https://js.stripe.com'], 'upgrade-insecure-requests': null } },
  crossOriginEmbedderPolicy: false,
};

/** The headers a plain node:http server answers with after `prepare` ran on the response. */
async function headersOf(prepare: (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void): Promise<Record<string, unknown>> {
  const server = http.createServer((request, response) => prepare(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const { date: _date, ...rest } = Object.fromEntries(response.headers);
    return rest;
  } finally {
    server.close();
  }
}

describe('precomputedHeaders', () => {
  it('gives exactly the headers helmet sets', async () => {
    const headers = precomputedHeaders(helmet(HELMET_OPTIONS) as unknown as HeaderMiddleware);
    const replayed = await headersOf((_request, response, next) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      next();
    });
    expect(replayed).toEqual(await headersOf(helmet(HELMET_OPTIONS) as unknown as HeaderMiddleware));
    expect(headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a middleware whose headers depend on the request', () => {
    const perRequest: HeaderMiddleware = (request, response, next) => {
      response.setHeader('X-Path', request.url ?? '');
      next();
    };
    expect(() => precomputedHeaders(perRequest)).toThrow('not static');
  });

  it('refuses a middleware that does not finish synchronously', () => {
    const later: HeaderMiddleware = (_request, _response, next) => void setImmediate(next);
    expect(() => precomputedHeaders(later)).toThrow('synchronously');
  });
});
