// One table: every /api endpoint x {anonymous, admin, foreman, worker, client} -> expected status.
// A new endpoint joins this table in the same change that adds it.
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, TestApp, testConfig } from './helpers';

type Caller = 'anonymous' | 'admin' | 'foreman' | 'worker' | 'client';
type Expected = Record<Caller, number>;

interface Row {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string | ((ids: Ids) => string);
  body?: unknown;
  /** Logs in a fresh agent for the cell (for routes that end the session). */
  fresh?: boolean;
  expect: Expected;
}

interface Ids {
  bystander: string;
}

const all = (status: number): Expected => ({ anonymous: status, admin: status, foreman: status, worker: status, client: status });
const loggedIn = (status: number): Expected => ({ anonymous: 401, admin: status, foreman: status, worker: status, client: status });
const only = (allowed: Caller[], status = 200): Expected => ({
  anonymous: 401,
  admin: allowed.includes('admin') ? status : 403,
  foreman: allowed.includes('foreman') ? status : 403,
  worker: allowed.includes('worker') ? status : 403,
  client: allowed.includes('client') ? status : 403,
});
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const MATRIX: Row[] = [
  { method: 'get', path: '/api/config', expect: all(200) },
  { method: 'get', path: '/api/health', expect: all(200) },
  { method: 'get', path: '/api/login', expect: all(302) },
  { method: 'get', path: '/api/logout', fresh: true, expect: all(302) },
  { method: 'get', path: '/api/auth/user', expect: loggedIn(200) },
  { method: 'post', path: '/api/auth/register', body: {}, expect: all(400) },
  { method: 'post', path: '/api/auth/login', body: {}, expect: all(400) },
  { method: 'post', path: '/api/auth/forgot-password', body: { email: 'nobody@example.com' }, expect: all(200) },
  { method: 'post', path: '/api/auth/verify-reset-token', body: { token: 'nope' }, expect: all(400) },
  { method: 'post', path: '/api/auth/reset-password', body: { token: 'nope', newPassword: 'secret12' }, expect: all(400) },
  { method: 'get', path: '/api/users', expect: loggedIn(200) },
  { method: 'get', path: '/api/users/workers', expect: only(['admin']) },
  { method: 'get', path: '/api/users/foremen', expect: only(['admin']) },
  { method: 'get', path: '/api/users/clients', expect: only(['admin']) },
  { method: 'patch', path: (ids) => `/api/users/${ids.bystander}/role`, body: { role: 'worker' }, expect: only(['admin']) },
  { method: 'patch', path: `/api/users/${NO_SUCH_ID}/role`, body: { role: 'worker' }, expect: only(['admin'], 404) },
  { method: 'get', path: '/api/schedules', expect: only(['admin']) },
  { method: 'get', path: '/api/schedules/my', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/time-off-requests', expect: only(['admin']) },
  { method: 'get', path: '/api/time-off-requests/my', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/issues', expect: only(['admin', 'foreman']) },
  { method: 'get', path: '/api/notifications', expect: loggedIn(200) },
  { method: 'get', path: '/api/notifications/unread-count', expect: loggedIn(200) },
  { method: 'patch', path: `/api/notifications/${NO_SUCH_ID}/read`, expect: loggedIn(404) },
  { method: 'get', path: '/api/no-such-endpoint', expect: all(404) },
  { method: 'post', path: '/api/no-such-endpoint', body: {}, expect: all(404) },
];

let target: TestApp;
const people = {} as Record<Exclude<Caller, 'anonymous'>, Person>;
let ids: Ids;

beforeAll(async () => {
  target = await bootApp(testConfig(await createTestDatabase()));
  for (const role of ['admin', 'foreman', 'worker', 'client'] as const) people[role] = await registerAs(target, role);
  ids = { bystander: (await registerAs(target, 'worker')).user.id };
});

afterAll(async () => target?.close());

const cells = MATRIX.flatMap((row) =>
  (Object.keys(row.expect) as Caller[]).map((caller) => ({ row, caller, status: row.expect[caller] })),
);

it.each(cells.map((cell) => [cell.row.method.toUpperCase(), typeof cell.row.path === 'string' ? cell.row.path : cell.row.path({ bystander: ':id' }), cell.caller, cell.status, cell] as const))(
  '%s %s as %s -> %i',
  async (_method, _path, caller, status, cell) => {
    const { row } = cell;
    let agent: ReturnType<typeof request.agent> | ReturnType<typeof request>;
    if (caller === 'anonymous') agent = request(target.baseUrl);
    else if (row.fresh) agent = (await registerAs(target, caller)).agent;
    else agent = people[caller].agent;
    const path = typeof row.path === 'string' ? row.path : row.path(ids);
    let call = agent[row.method](path);
    if (row.body !== undefined) call = call.send(row.body as object);
    const response = await call;
    expect({ status: response.status, message: response.body?.message }).toMatchObject({ status });
    if (status >= 400) {
      expect(typeof response.body.message).toBe('string');
      if (status === 401) expect(response.body.message).toContain('Unauthorized');
    }
  },
);
