// Malformed bodies to every POST/PATCH endpoint: always a 4xx with a message, never a 500, nothing changed.
// A new POST/PATCH endpoint joins ENDPOINTS in the same change that adds it.
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';

interface Endpoint {
  method: 'post' | 'patch';
  path: (ids: { user: string; notification: string }) => string;
  as: 'anonymous' | 'admin' | 'worker';
  /** The fields the endpoint reads, to send wrong types and huge strings in. */
  fields: string[];
  /** True when the endpoint reads no body at all (garbage must still never be a 500). */
  noBody?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'post', path: () => '/api/auth/register', as: 'anonymous', fields: ['role', 'email', 'firstName', 'lastName', 'phoneNumber', 'password', 'pin'] },
  { method: 'post', path: () => '/api/auth/login', as: 'anonymous', fields: ['email', 'password'] },
  { method: 'post', path: () => '/api/auth/forgot-password', as: 'anonymous', fields: ['email'] },
  { method: 'post', path: () => '/api/auth/verify-reset-token', as: 'anonymous', fields: ['token'] },
  { method: 'post', path: () => '/api/auth/reset-password', as: 'anonymous', fields: ['token', 'newPassword'] },
  { method: 'patch', path: (ids) => `/api/users/${ids.user}/role`, as: 'admin', fields: ['role'] },
  { method: 'patch', path: (ids) => `/api/notifications/${ids.notification}/read`, as: 'worker', fields: [], noBody: true },
];

const HUGE = 'x'.repeat(100_000);
const WRONG_TYPES: unknown[] = [42, true, null, ['a'], { nested: 'object' }];

type Case = { name: string; raw?: string; body?: unknown };

function casesFor(endpoint: Endpoint): Case[] {
  const cases: Case[] = [
    { name: 'broken JSON', raw: '{"email": "a@b.com",' },
    { name: 'JSON array', raw: '[{"email":"a@b.com"}]' },
    { name: 'JSON string', raw: '"hello"' },
    { name: 'JSON null', raw: 'null' },
    { name: 'empty object', body: {} },
    { name: 'extra field', body: { unexpected: 'field' } },
    { name: 'huge body', body: { padding: 'y'.repeat(200_000) } },
    { name: 'deeply nested', raw: `{"${endpoint.fields[0] ?? 'x'}":${'['.repeat(3000)}${']'.repeat(3000)}}` },
  ];
  for (const field of endpoint.fields) {
    for (const wrong of WRONG_TYPES) cases.push({ name: `${field} = ${JSON.stringify(wrong)}`, body: { [field]: wrong } });
    cases.push({ name: `${field} huge`, body: { [field]: HUGE } });
  }
  return cases;
}

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let worker: Person;
let ids: { user: string; notification: string };

async function fingerprint(): Promise<unknown> {
  return sql(
    databaseUrl,
    `SELECT (SELECT json_agg(json_build_object('id', id, 'role', role, 'hash', password_hash, 'email', email) ORDER BY id) FROM users) AS users,
            (SELECT count(*) FROM password_reset_tokens) AS tokens,
            (SELECT count(*) FROM session) AS sessions,
            (SELECT count(*) FILTER (WHERE read) FROM notifications) AS read_notifications`,
  );
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  worker = await registerAs(target, 'worker');
  const [notification] = await sql<{ id: string }>(databaseUrl, `INSERT INTO notifications (user_id, title, message) VALUES ($1, 't', 'm') RETURNING id`, [worker.user.id]);
  ids = { user: worker.user.id, notification: notification.id };
});

afterAll(async () => target?.close());

describe.each(ENDPOINTS.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path({ user: ':id', notification: ':id' })}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it.each(casesFor(endpoint).map((c) => [c.name, c] as const))('%s -> 4xx with a message, nothing changed', async (_caseName, testCase) => {
      const before = await fingerprint();
      const agent = endpoint.as === 'admin' ? admin.agent : endpoint.as === 'worker' ? worker.agent : request(target.baseUrl);
      let call = agent[endpoint.method](endpoint.path(ids)).set('Content-Type', 'application/json');
      call = testCase.raw !== undefined ? call.send(testCase.raw) : call.send(testCase.body as object);
      const response = await call;
      expect(response.status).toBeLessThan(500);
      if (endpoint.noBody) {
        // The route reads no body: what it answers must not depend on the garbage.
        expect([200, 400, 413]).toContain(response.status);
        return;
      }
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(typeof response.body.message).toBe('string');
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(response.body.message).not.toMatch(/QueryFailed|SELECT|INSERT|at .+\.js/);
      expect(await fingerprint()).toEqual(before);
    });
  },
);

it('gives the readable messages for the framing errors', async () => {
  const broken = await request(target.baseUrl).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
  expect(broken.status).toBe(400);
  expect(broken.body.message).toBe('Malformed JSON in request body');
  const huge = await request(target.baseUrl).post('/api/auth/login').send({ email: 'a@b.com', password: 'p'.repeat(300_000) });
  expect(huge.status).toBe(413);
  expect(huge.body.message).toBe('The request body is too large');
  const array = await request(target.baseUrl).post('/api/auth/login').send([{ email: 'a@b.com', password: 'x' }]);
  expect(array.status).toBe(400);
  expect(array.body.message).toBe('The request body must be a JSON object');
  const extra = await request(target.baseUrl).post('/api/auth/login').send({ email: 'a@b.com', password: 'x', admin: true });
  expect(extra.status).toBe(400);
  expect(extra.body.message).toBe('Unexpected field: admin');
});

it('refuses a path id that is not a uuid with 400', async () => {
  const response = await admin.agent.patch('/api/users/not-a-uuid/role').send({ role: 'worker' });
  expect(response.status).toBe(400);
  expect(response.body.message).toBe('The id in the path must be a valid UUID');
  const notification = await worker.agent.patch("/api/notifications/1' OR '1'='1/read");
  expect(notification.status).toBe(400);
});

it('refuses bad query strings with 400', async () => {
  for (const query of ['from=yesterday', 'from=2025-02-30', 'to=2025-13-01', 'from=2025-05-10&to=2025-05-01', 'extra=1']) {
    const response = await admin.agent.get(`/api/schedules?${query}`);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  }
  for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5']) {
    const response = await worker.agent.get(`/api/notifications?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('limit must be a whole number from 1 to 100');
  }
});
