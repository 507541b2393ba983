// The platform's POST/PATCH endpoints under malformed bodies (see support/bad-input.ts), plus the
// framing errors every endpoint shares. Domain endpoints run the same suite next to their tests.
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  user: string;
  notification: string;
  invitation: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  { method: 'post', path: () => '/api/auth/register', as: 'anonymous', fields: ['role', 'email', 'firstName', 'lastName', 'phoneNumber', 'password', 'pin'] },
  { method: 'post', path: () => '/api/auth/login', as: 'anonymous', fields: ['email', 'password'] },
  { method: 'post', path: () => '/api/auth/forgot-password', as: 'anonymous', fields: ['email'] },
  { method: 'post', path: () => '/api/auth/verify-reset-token', as: 'anonymous', fields: ['token'] },
  { method: 'post', path: () => '/api/auth/reset-password', as: 'anonymous', fields: ['token', 'newPassword'] },
  { method: 'patch', path: () => '/api/auth/user', as: 'worker', fields: ['language'] },
  { method: 'patch', path: (ids) => `/api/users/${ids.user}/role`, as: 'admin', fields: ['role'] },
  { method: 'patch', path: (ids) => `/api/users/${ids.user}/active`, as: 'admin', fields: ['active'], accepts: { active: [true] } },
  { method: 'post', path: () => '/api/users/self-registration/foreman/reopen', as: 'admin', fields: [], noBody: true },
  { method: 'post', path: () => '/api/invitations', as: 'admin', fields: ['firstName', 'lastName', 'email', 'phoneNumber', 'role', 'language'] },
  { method: 'post', path: (ids) => `/api/invitations/${ids.invitation}/resend`, as: 'admin', fields: [], noBody: true },
  { method: 'post', path: () => '/api/auth/verify-invite', as: 'anonymous', fields: ['token'] },
  { method: 'post', path: () => '/api/auth/accept-invite', as: 'anonymous', fields: ['token', 'password'] },
  { method: 'patch', path: (ids) => `/api/notifications/${ids.notification}/read`, as: 'worker', fields: [], noBody: true },
  { method: 'post', path: () => '/api/notifications/read-all', as: 'worker', fields: [], noBody: true },
];

// `search` is not among them: any text up to 100 characters is a valid search (tested in people-lists).
const QUERIES: BadQueryEndpoint[] = [
  { path: `/api/users?role=worker&limit=10&after=${NO_SUCH_ID}`, as: 'admin', optional: ['role', 'limit', 'after'] },
  { path: '/api/users/schedulable?limit=10', as: 'admin', optional: ['limit'] },
  { path: '/api/users/workers?limit=10', as: 'admin', optional: ['limit'] },
  { path: '/api/users/foremen?search=a&limit=10', as: 'admin', optional: ['limit'] },
  { path: '/api/users/clients?search=a&limit=10', as: 'admin', optional: ['limit'] },
  { path: '/api/users/counts?search=a', as: 'admin' },
  { path: '/api/invitations?offset=0&limit=10', as: 'admin', optional: ['offset', 'limit'], accepts: { offset: ['0'] } },
  { path: '/api/notifications?limit=10', as: 'worker', optional: ['limit', 'before'] },
];

describeBadInput(ENDPOINTS, {
  queries: QUERIES,
  setup: async ({ databaseUrl, people }) => {
    const [notification] = await sql<{ id: string }>(databaseUrl, `INSERT INTO notifications (user_id, title, message) VALUES ($1, 't', 'm') RETURNING id`, [
      people.worker.user.id,
    ]);
    const invited = await people.admin.agent
      .post('/api/invitations')
      .send({ firstName: 'In', lastName: 'Vitee', email: 'bad.input.invitee@example.com', phoneNumber: '312-555-0100', role: 'worker' });
    return { user: people.worker.user.id, notification: notification.id, invitation: invited.body.id as string };
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(json_build_object('id', id, 'role', role, 'hash', password_hash, 'email', email) ORDER BY id) FROM users) AS users,
              (SELECT count(*) FROM password_reset_tokens) AS tokens,
              (SELECT count(*) FROM sessions) AS sessions,
              (SELECT count(*) FILTER (WHERE read) FROM notifications) AS read_notifications,
              (SELECT json_agg(json_build_object('id', id, 'email', email, 'accepted', accepted_at, 'revoked', revoked_at) ORDER BY id) FROM invitations) AS invitations,
              (SELECT json_agg(users.deactivated_at ORDER BY id) FROM users) AS deactivated,
              (SELECT json_agg(users.language ORDER BY id) FROM users) AS languages,
              (SELECT json_agg(locked_until ORDER BY role) FROM self_registration_locks) AS locks`,
    ),
});

describe('framing and query errors', () => {
  let target: TestApp;
  let admin: Person;
  let worker: Person;

  beforeAll(async () => {
    target = await bootApp(testConfig(await createTestDatabase()));
    admin = await registerAs(target, 'admin');
    worker = await registerAs(target, 'worker');
  });

  afterAll(async () => target?.close());

  it('gives the readable messages for the framing errors', async () => {
    const broken = await request(target.baseUrl).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Malformed JSON in request body');
    const huge = await request(target.baseUrl)
      .post('/api/auth/login')
      .send({ email: 'a@b.com', password: 'p'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large');
    const array = await request(target.baseUrl)
      .post('/api/auth/login')
      .send([{ email: 'a@b.com', password: 'x' }]);
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
});
