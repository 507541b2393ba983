// Every auth path against the real app and a real PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  ADMIN_PIN,
  bootApp,
  createTestDatabase,
  FOREMAN_PIN,
  newestOutboxEmail,
  openSocket,
  PASSWORD,
  Person,
  registerAs,
  resetTokenFrom,
  sessionCookie,
  sql,
  TestApp,
  testConfig,
  uniqueEmail,
} from './helpers';

const FORGOT_ANSWER = 'If an account exists with that email address, you will receive a password reset link shortly.';
const INVALID_LINK = 'This password reset link is invalid or has expired';

let databaseUrl: string;
let target: TestApp;
let admin: Person;

function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { role: 'worker', email: uniqueEmail('reg'), firstName: 'Ana', lastName: 'Lopez', phoneNumber: '(312) 555-0101', password: 'secret1', ...overrides };
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
});

afterAll(async () => {
  await target?.close();
});

describe('GET /api/auth/user', () => {
  it('is 401 with Unauthorized in the message without a session', async () => {
    const response = await request(target.baseUrl).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect(response.body.message).toContain('Unauthorized');
  });

  it('returns the user without the password hash', async () => {
    const response = await admin.agent.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['email', 'firstName', 'id', 'language', 'lastName', 'phoneNumber', 'profileImageUrl', 'role']);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the user, answers 201 and logs the session in', async () => {
    const agent = request.agent(target.baseUrl);
    const body = validRegistration();
    const response = await agent.post('/api/auth/register').send(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: body.email, firstName: 'Ana', lastName: 'Lopez', role: 'worker', profileImageUrl: null });
    expect(response.body.passwordHash).toBeUndefined();
    const cookie = (response.headers['set-cookie'] as unknown as string[]).join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
    const [row] = await sql<{ password_hash: string }>(databaseUrl, 'SELECT password_hash FROM users WHERE id = $1', [response.body.id]);
    expect(row.password_hash).toMatch(/^\$argon2/);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email missing', { email: undefined }, 'Please enter a valid email address'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName blank', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['phoneNumber', { phoneNumber: '' }, 'Phone number is required'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['role', { role: 'boss' }, 'Role must be one of admin, foreman, worker, client'],
  ])('refuses a bad %s with a 400 naming what is wrong', async (_field, overrides, message) => {
    const body = validRegistration(overrides);
    const response = await request(target.baseUrl).post('/api/auth/register').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.details).toBeDefined();
    if (typeof body.email === 'string') {
      expect(await sql(databaseUrl, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [body.email])).toHaveLength(0);
    }
  });

  it('defaults the role to worker', async () => {
    const { role: _role, ...body } = validRegistration();
    const response = await request(target.baseUrl).post('/api/auth/register').send(body);
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('worker');
  });

  it('refuses a duplicate email in another letter case with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await request(target.baseUrl).post('/api/auth/register').send(validRegistration({ email }))).status).toBe(201);
    const response = await request(target.baseUrl)
      .post('/api/auth/register')
      .send(validRegistration({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists');
  });

  it.each([
    ['admin', undefined],
    ['admin', '0000'],
    ['foreman', undefined],
    ['foreman', ADMIN_PIN],
  ])('refuses %s with a wrong or missing PIN (%s) with 403', async (role, pin) => {
    const body = validRegistration({ role, pin });
    const response = await request(target.baseUrl).post('/api/auth/register').send(body);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Invalid PIN for the selected role');
    expect(await sql(databaseUrl, 'SELECT 1 FROM users WHERE email = $1', [body.email])).toHaveLength(0);
  });

  it('accepts admin and foreman with their PINs, and ignores a PIN sent for a client', async () => {
    expect(
      (
        await request(target.baseUrl)
          .post('/api/auth/register')
          .send(validRegistration({ role: 'admin', pin: ADMIN_PIN }))
      ).status,
    ).toBe(201);
    expect(
      (
        await request(target.baseUrl)
          .post('/api/auth/register')
          .send(validRegistration({ role: 'foreman', pin: FOREMAN_PIN }))
      ).status,
    ).toBe(201);
    const client = await request(target.baseUrl)
      .post('/api/auth/register')
      .send(validRegistration({ role: 'client', pin: '9999' }));
    expect(client.status).toBe(201);
    expect(client.body.role).toBe('client');
  });
});

describe('PIN variables unset and the first account', () => {
  let bare: TestApp;
  let bareDb: string;

  beforeAll(async () => {
    bareDb = await createTestDatabase();
    bare = await bootApp(testConfig(bareDb, { ADMIN_PIN: undefined, FOREMAN_PIN: undefined }));
  });
  afterAll(async () => bare?.close());

  it('lets only one of two racing first registrations become admin, then disables admin and foreman', async () => {
    const [a, b] = await Promise.all([
      request(bare.baseUrl)
        .post('/api/auth/register')
        .send(validRegistration({ role: 'admin' })),
      request(bare.baseUrl)
        .post('/api/auth/register')
        .send(validRegistration({ role: 'admin' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 403]);
    const refused = a.status === 403 ? a : b;
    expect(refused.body.message).toBe('Registration as admin is disabled');
    const foreman = await request(bare.baseUrl)
      .post('/api/auth/register')
      .send(validRegistration({ role: 'foreman', pin: '1234' }));
    expect(foreman.status).toBe(403);
    expect(foreman.body.message).toBe('Registration as foreman is disabled');
    expect((await sql(bareDb, `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`))[0]).toEqual({ n: 1 });
    const worker = await request(bare.baseUrl)
      .post('/api/auth/register')
      .send(validRegistration({ role: 'worker' }));
    expect(worker.status).toBe(201);
  });
});

describe('ADMIN_PIN set on an empty database', () => {
  it('asks even the very first admin for the PIN', async () => {
    const emptyDb = await createTestDatabase();
    const app = await bootApp(testConfig(emptyDb, { ADMIN_PIN, FOREMAN_PIN }));
    try {
      const wrong = await request(app.baseUrl)
        .post('/api/auth/register')
        .send(validRegistration({ role: 'admin', pin: '0000' }));
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe('Invalid PIN for the selected role');
      const right = await request(app.baseUrl)
        .post('/api/auth/register')
        .send(validRegistration({ role: 'admin', pin: ADMIN_PIN }));
      expect(right.status).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('logs in case-insensitively and returns the user', async () => {
    const agent = request.agent(target.baseUrl);
    const response = await agent.post('/api/auth/login').send({ email: admin.email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(admin.user.id);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    [{ password: 'x' }, 'Please enter a valid email address'],
    [{ email: 'a@b.com', password: '' }, 'Password is required'],
    [{ email: 'a@b.com' }, 'Password is required'],
  ])('validates %j', async (body, message) => {
    const response = await request(target.baseUrl).post('/api/auth/login').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await request(target.baseUrl).post('/api/auth/login').send({ email: admin.email, password: 'wrong-password' });
    const unknown = await request(target.baseUrl)
      .post('/api/auth/login')
      .send({ email: uniqueEmail('ghost'), password: 'wrong-password' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid email or password');
    }
  });
});

describe('logout and login navigations', () => {
  it('GET /api/logout ends the session and redirects to /', async () => {
    const person = await registerAs(target, 'worker');
    const response = await person.agent.get('/api/logout');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await person.agent.get('/api/auth/user')).status).toBe(401);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', person.cookie)).status).toBe(401);
  });

  it('GET /api/login redirects to /', async () => {
    const response = await request(target.baseUrl).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});

describe('password reset', () => {
  async function requestReset(email: string): Promise<string> {
    const since = Date.now();
    const response = await request(target.baseUrl).post('/api/auth/forgot-password').send({ email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: FORGOT_ANSWER });
    return resetTokenFrom(await newestOutboxEmail(target.config.dataDir, email, since));
  }

  it('answers the same for an unknown email and writes no email', async () => {
    const email = uniqueEmail('nobody');
    const response = await request(target.baseUrl).post('/api/auth/forgot-password').send({ email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: FORGOT_ANSWER });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const outbox = path.join(target.config.dataDir, 'outbox');
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    expect(files.some((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(email))).toBe(false);
  });

  it('validates the email', async () => {
    const response = await request(target.baseUrl).post('/api/auth/forgot-password').send({ email: 'bad' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email address');
  });

  it('writes the outbox email, verifies, resets once, and ends the other sessions', async () => {
    const person = await registerAs(target, 'worker');
    const socket = await openSocket(target, person.cookie);
    const since = Date.now();
    await request(target.baseUrl).post('/api/auth/forgot-password').send({ email: person.email.toUpperCase() });
    const text = await newestOutboxEmail(target.config.dataDir, person.email, since);
    expect(text).toMatch(/^To: .+\nSubject: Reset your Groundwork password\n\n/);
    expect(text).toContain(`${target.config.publicUrl}/reset-password?token=`);
    const token = resetTokenFrom(text);
    const stored = await sql<{ token_hash: string }>(databaseUrl, 'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1', [person.user.id]);
    expect(stored[0].token_hash).not.toContain(token);

    expect((await request(target.baseUrl).post('/api/auth/verify-reset-token').send({ token })).body).toEqual({ valid: true });

    const short = await request(target.baseUrl).post('/api/auth/reset-password').send({ token, newPassword: '123' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');

    const reset = await request(target.baseUrl).post('/api/auth/reset-password').send({ token, newPassword: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been updated.' });
    expect(await socket.next()).toEqual({ type: 'logout' });

    expect((await person.agent.get('/api/auth/user')).status).toBe(401);
    expect((await request(target.baseUrl).post('/api/auth/login').send({ email: person.email, password: PASSWORD })).status).toBe(401);
    expect((await request(target.baseUrl).post('/api/auth/login').send({ email: person.email, password: 'brand-new-pass' })).status).toBe(200);

    const reused = await request(target.baseUrl).post('/api/auth/reset-password').send({ token, newPassword: 'another-pass' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_LINK);
    const verifyUsed = await request(target.baseUrl).post('/api/auth/verify-reset-token').send({ token });
    expect(verifyUsed.status).toBe(400);
    expect(verifyUsed.body.message).toBe(INVALID_LINK);
  });

  it('refuses an expired token', async () => {
    const person = await registerAs(target, 'client');
    const token = await requestReset(person.email);
    await sql(databaseUrl, `UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [person.user.id]);
    for (const [route, body] of [
      ['verify-reset-token', { token }],
      ['reset-password', { token, newPassword: 'whatever1' }],
    ] as const) {
      const response = await request(target.baseUrl).post(`/api/auth/${route}`).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(INVALID_LINK);
    }
    expect((await request(target.baseUrl).post('/api/auth/login').send({ email: person.email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const response = await request(target.baseUrl).post('/api/auth/verify-reset-token').send({ token: 'made-up-token' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID_LINK);
  });
});

describe('users and roles', () => {
  it('a role change ends the sessions and sends logout over /ws', async () => {
    const worker = await registerAs(target, 'worker');
    const socket = await openSocket(target, worker.cookie);
    const closed = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    const response = await admin.agent.patch(`/api/users/${worker.user.id}/role`).send({ role: 'foreman' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: worker.user.id, role: 'foreman' });
    expect(await socket.next()).toEqual({ type: 'logout' });
    expect(await closed).toBe(4001);
    const after = await worker.agent.get('/api/auth/user');
    expect(after.status).toBe(401);
    expect(after.body.message).toContain('Unauthorized');
  });

  it('the same role again is not a change and keeps the session', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await admin.agent.patch(`/api/users/${worker.user.id}/role`).send({ role: 'worker' })).status).toBe(200);
    expect((await worker.agent.get('/api/auth/user')).status).toBe(200);
  });

  it('the last admin cannot be demoted, an unknown id is 404', async () => {
    const db = await createTestDatabase();
    const solo = await bootApp(testConfig(db));
    try {
      const only = await registerAs(solo, 'admin');
      const response = await only.agent.patch(`/api/users/${only.user.id}/role`).send({ role: 'worker' });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('The last admin cannot be demoted');
      const missing = await only.agent.patch('/api/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'worker' });
      expect(missing.status).toBe(404);
    } finally {
      await solo.close();
    }
  });
});

describe('sessions survive a restart', () => {
  it('keeps a cookie valid across a new app instance on the same database', async () => {
    const db = await createTestDatabase();
    const config = testConfig(db);
    const first = await bootApp(config);
    const person = await registerAs(first, 'worker');
    await first.close();
    const second = await bootApp(config);
    try {
      const response = await request(second.baseUrl).get('/api/auth/user').set('Cookie', person.cookie);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(person.user.id);
    } finally {
      await second.close();
    }
  });
});

describe('rate limit', () => {
  it('answers 429 after AUTH_RATE_LIMIT attempts a minute on one route', async () => {
    const db = await createTestDatabase();
    const limited = await bootApp(testConfig(db, { AUTH_RATE_LIMIT: '3' }));
    try {
      const statuses: number[] = [];
      let last: request.Response | undefined;
      for (let i = 0; i < 4; i += 1) {
        last = await request(limited.baseUrl).post('/api/auth/login').send({ email: 'x@example.com', password: 'wrong' });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect(last?.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      // Another route has its own budget.
      const forgot = await request(limited.baseUrl).post('/api/auth/forgot-password').send({ email: 'x@example.com' });
      expect(forgot.status).toBe(200);
      for (let i = 0; i < 3; i += 1) await request(limited.baseUrl).post('/api/auth/forgot-password').send({ email: 'x@example.com' });
      expect((await request(limited.baseUrl).post('/api/auth/forgot-password').send({ email: 'x@example.com' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('sessionCookie helper', () => {
  it('finds the session cookie', () => {
    expect(sessionCookie(['groundwork.sid=abc.def; Path=/; HttpOnly'])).toBe('groundwork.sid=abc.def');
  });
});

describe('credentials are checked by each app against its own database', () => {
  it('logs in on the first app after a second app (another database) started, and not on the second', async () => {
    const otherDb = await createTestDatabase();
    const other = await bootApp(testConfig(otherDb));
    try {
      // passport-local's strategy is registered per app: a process-wide one would now be the
      // second app's, which knows nobody of the first app's database.
      const here = await request(target.baseUrl).post('/api/auth/login').send({ email: admin.email, password: PASSWORD });
      expect(here.status).toBe(200);
      expect(here.body.id).toBe(admin.user.id);
      const there = await request(other.baseUrl).post('/api/auth/login').send({ email: admin.email, password: PASSWORD });
      expect(there.status).toBe(401);
      expect(there.body.message).toBe('Invalid email or password');
    } finally {
      await other.close();
    }
  });
});
