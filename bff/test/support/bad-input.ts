// Malformed bodies to POST/PATCH endpoints: always a 4xx with a message, never a 500, nothing
// changed. Each domain lists its endpoints in its own `*.e2e-spec.ts` and runs them through
// describeBadInput with a fingerprint of the tables the endpoints could change.
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, TestApp, testConfig } from '../helpers';
import type { LoggedInCaller } from './access-matrix';

const MALFORMED_IDEMPOTENCY_KEY_TEXT = 'The Idempotency-Key header must be 8 to 255 visible ASCII characters (a UUID, for example)';

export interface BadInputEndpoint<Ids> {
  method: 'post' | 'patch' | 'put';
  path: (ids: Ids) => string;
  as: 'anonymous' | LoggedInCaller;
  /** The fields the endpoint reads, to send wrong types and huge strings in. */
  fields: string[];
  /** True when the endpoint reads no body at all (garbage must still never be a 500). */
  noBody?: boolean;
  /** Values of WRONG_TYPES a field rightly takes (`active: [true]`): not sent as garbage. */
  accepts?: Record<string, unknown[]>;
}

/**
 * A GET whose query string is read (or, with noQuery, ignored): `path` is a valid request, each
 * case replaces one of its parameters with garbage (or leaves out a required one).
 */
export interface BadQueryEndpoint {
  path: string;
  as: LoggedInCaller;
  /** Parameters that must be present (leaving one out is a 400 too). */
  required?: string[];
  /** Parameters that may be left out (a default applies). */
  optional?: string[];
  /** True when the endpoint reads no query at all: garbage must not change its 200. */
  noQuery?: boolean;
  /** Values of the garbage list a parameter rightly accepts (a 200), e.g. `offset: ['0']`. */
  accepts?: Record<string, string[]>;
}

const QUERY_GARBAGE = ['', 'abc', '-1', '0', '1.5', '99999999999999999999', "1' OR '1'='1", '%00', 'z'.repeat(10_000)];

/** [case name, path, whether the answer is a 200 rather than a 400]. */
function queryCasesFor(endpoint: BadQueryEndpoint): Array<[string, string, boolean]> {
  const [pathname, valid = ''] = endpoint.path.split('?');
  const withParam = (mutate: (query: URLSearchParams) => void): string => {
    const query = new URLSearchParams(valid);
    mutate(query);
    return `${pathname}?${query.toString()}`;
  };
  const ok = Boolean(endpoint.noQuery);
  const cases: Array<[string, string, boolean]> = [['extra parameter', withParam((query) => query.set('extra', '1')), ok]];
  const required = endpoint.required ?? [];
  for (const param of [...required, ...(endpoint.optional ?? [])]) {
    const accepted = endpoint.accepts?.[param] ?? [];
    for (const garbage of QUERY_GARBAGE) {
      cases.push([`${param}=${JSON.stringify(garbage.slice(0, 24))}`, withParam((query) => query.set(param, garbage)), ok || accepted.includes(garbage)]);
    }
    cases.push([
      `${param} twice`,
      withParam((query) => {
        query.set(param, '1');
        query.append(param, '2');
      }),
      ok,
    ]);
  }
  for (const param of required) cases.push([`${param} missing`, withParam((query) => query.delete(param)), ok]);
  return cases;
}

export interface BadInputContext {
  target: TestApp;
  databaseUrl: string;
  people: Record<LoggedInCaller, Person>;
}

const HUGE = 'x'.repeat(100_000);
const WRONG_TYPES: unknown[] = [42, true, null, ['a'], { nested: 'object' }];

type Case = { name: string; raw?: string; body?: unknown; headers?: Record<string, string>; status?: number };

/** Malformed Idempotency-Key headers: a logged-in caller's write is a 400 before anything runs. */
const BAD_IDEMPOTENCY_KEYS: Array<[string, string]> = [
  ['too short', 'short'],
  ['too long', 'k'.repeat(256)],
  ['with spaces', 'two words here'],
  ['not ASCII', 'cl\u00e9-of-the-queue'],
  // Two headers reach the server as one value joined by ', '.
  ['sent twice', '3f1c8a52-0d7e-4a61-9a55-6f1d2b7c9e01, 3f1c8a52-0d7e-4a61-9a55-6f1d2b7c9e02'],
];

function casesFor(fields: string[], accepts: Record<string, unknown[]> = {}): Case[] {
  const cases: Case[] = [
    { name: 'broken JSON', raw: '{"email": "a@b.com",' },
    { name: 'JSON array', raw: '[{"email":"a@b.com"}]' },
    { name: 'JSON string', raw: '"hello"' },
    { name: 'JSON null', raw: 'null' },
    { name: 'empty object', body: {} },
    { name: 'extra field', body: { unexpected: 'field' } },
    { name: 'huge body', body: { padding: 'y'.repeat(200_000) } },
    { name: 'deeply nested', raw: `{"${fields[0] ?? 'x'}":${'['.repeat(3000)}${']'.repeat(3000)}}` },
  ];
  for (const field of fields) {
    for (const wrong of WRONG_TYPES.filter((value) => !(accepts[field] ?? []).includes(value)))
      cases.push({ name: `${field} = ${JSON.stringify(wrong)}`, body: { [field]: wrong } });
    cases.push({ name: `${field} huge`, body: { [field]: HUGE } });
  }
  for (const [name, key] of BAD_IDEMPOTENCY_KEYS) cases.push({ name: `Idempotency-Key ${name}`, body: {}, headers: { 'Idempotency-Key': key }, status: 400 });
  return cases;
}

export function describeBadInput<Ids>(
  endpoints: BadInputEndpoint<Ids>[],
  options: {
    setup: (context: BadInputContext) => Promise<Ids>;
    /** A snapshot of everything the endpoints could change (compared before and after each case). */
    fingerprint: (databaseUrl: string) => Promise<unknown>;
    /** GETs whose query strings get the same treatment: 400 with a message, never a 500. */
    queries?: BadQueryEndpoint[];
  },
): void {
  let context: BadInputContext;
  let ids: Ids;

  beforeAll(async () => {
    const databaseUrl = await createTestDatabase();
    const target = await bootApp(testConfig(databaseUrl));
    const people = {} as Record<LoggedInCaller, Person>;
    for (const role of ['admin', 'foreman', 'worker', 'client'] as const) people[role] = await registerAs(target, role);
    context = { target, databaseUrl, people };
    ids = await options.setup(context);
  });

  afterAll(async () => context?.target.close());

  const label = (endpoint: BadInputEndpoint<Ids>) => endpoint.path(new Proxy({}, { get: () => ':id' }) as Ids);

  describe.each(endpoints.map((endpoint) => [`${endpoint.method.toUpperCase()} ${label(endpoint)}`, endpoint] as const))('%s', (_name, endpoint) => {
    it.each(casesFor(endpoint.fields, endpoint.accepts).map((c) => [c.name, c] as const))(
      '%s -> 4xx with a message, nothing changed',
      async (_caseName, testCase) => {
        const before = await options.fingerprint(context.databaseUrl);
        const agent = endpoint.as === 'anonymous' ? request(context.target.baseUrl) : context.people[endpoint.as].agent;
        let call = agent[endpoint.method](endpoint.path(ids)).set('Content-Type', 'application/json');
        for (const [name, value] of Object.entries(testCase.headers ?? {})) call = call.set(name, value);
        call = testCase.raw !== undefined ? call.send(testCase.raw) : call.send(testCase.body as object);
        const response = await call;
        // The header is checked for logged-in callers (anonymous ones are refused with a 401 anyway).
        if (testCase.status !== undefined && endpoint.as !== 'anonymous') {
          expect([response.status, response.body.message]).toEqual([testCase.status, MALFORMED_IDEMPOTENCY_KEY_TEXT]);
          expect(await options.fingerprint(context.databaseUrl)).toEqual(before);
          return;
        }
        if (endpoint.noBody) {
          // The route reads no body: what it answers must not depend on the garbage (503 is a
          // deliberate 'not configured', e.g. payments, never a crash).
          expect([200, 201, 400, 404, 409, 413, 503]).toContain(response.status);
          return;
        }
        expect(response.status).toBeLessThan(500);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(typeof response.body.message).toBe('string');
        expect(response.body.message.length).toBeGreaterThan(0);
        expect(response.body.message).not.toMatch(/QueryFailed|SELECT|INSERT|at .+\.js/);
        expect(await options.fingerprint(context.databaseUrl)).toEqual(before);
      },
    );
  });

  const queryEndpoints = (options.queries ?? []).map((endpoint) => [`GET ${endpoint.path.split('?')[0]}`, endpoint] as const);
  if (queryEndpoints.length === 0) return;
  describe.each(queryEndpoints)('%s', (_name, endpoint) => {
    it.each(queryCasesFor(endpoint))('%s -> a clear answer, never a 500', async (_caseName, path, accepted) => {
      const response = await context.people[endpoint.as].agent.get(path);
      if (accepted) {
        expect(response.status).toBe(200);
        return;
      }
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(response.body.message).not.toMatch(/QueryFailed|SELECT|at .+\.js/);
    });
  });
}
