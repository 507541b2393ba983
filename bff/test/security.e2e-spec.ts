// The app's defences, each proven against the real app: cross-site requests refused, the auth
// rate limit shared by two instances, a new session id at login, the security headers.
import request from 'supertest';
import { bootApp, createTestDatabase, PASSWORD, Person, registerAs, sessionCookie, sql, TestApp, testConfig } from './helpers';

const REFUSED = { statusCode: 403, message: 'Cross-site request refused', error: 'Forbidden' };
const PUBLIC_URL = 'https://groundwork.example.com';
const ISSUE = { title: 'Loose railing', description: 'Second floor, east stairs', severity: 'high' };

let databaseUrl: string;
let target: TestApp;
let foreman: Person;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { PUBLIC_URL }));
  foreman = await registerAs(target, 'foreman');
});

afterAll(async () => target?.close());

async function issueCount(): Promise<number> {
  const [row] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM issues WHERE reported_by_id = $1', [foreman.user.id]);
  return row.n;
}

describe('cross-site request forgery', () => {
  it('refuses a cross-site form post carrying the session cookie, and stores nothing', async () => {
    const before = await issueCount();
    const response = await request(target.baseUrl)
      .post('/api/issues')
      .set('Cookie', foreman.cookie)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(ISSUE);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(await issueCount()).toBe(before);
  });

  it.each([
    ['a foreign Origin alone (a browser without Sec-Fetch-*)', { Origin: 'http://evil.example' }],
    ['Sec-Fetch-Site cross-site alone', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling on the same site (another port)', { Origin: 'http://127.0.0.1:1', 'Sec-Fetch-Site': 'same-site' }],
    ['an opaque origin (sandboxed frame, file://)', { Origin: 'null' }],
  ])('refuses a cross-origin JSON fetch with %s', async (_label, headers) => {
    const before = await issueCount();
    const response = await request(target.baseUrl).post('/api/issues').set('Cookie', foreman.cookie).set(headers).send(ISSUE);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(REFUSED);
    expect(await issueCount()).toBe(before);
  });

  it('accepts the app itself: its own origin, PUBLIC_URL, and clients that send no Origin', async () => {
    const before = await issueCount();
    const own = new URL(target.baseUrl).origin;
    const sameOrigin = await request(target.baseUrl)
      .post('/api/issues')
      .set('Cookie', foreman.cookie)
      .set({ Origin: own, 'Sec-Fetch-Site': 'same-origin' })
      .send(ISSUE);
    const viaPublicUrl = await request(target.baseUrl).post('/api/issues').set('Cookie', foreman.cookie).set('Origin', PUBLIC_URL).send(ISSUE);
    const noBrowser = await request(target.baseUrl).post('/api/issues').set('Cookie', foreman.cookie).send(ISSUE);
    expect([sameOrigin.status, viaPublicUrl.status, noBrowser.status]).toEqual([201, 201, 201]);
    expect(await issueCount()).toBe(before + 3);
  });

  it('reads are not affected (a cross-site GET changes nothing)', async () => {
    const response = await request(target.baseUrl)
      .get('/api/issues')
      .set('Cookie', foreman.cookie)
      .set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(200);
  });

  it('a cross-site link to /api/logout does not end the session; typing the address does', async () => {
    const worker = await registerAs(target, 'worker');
    const forged = await request(target.baseUrl).get('/api/logout').set('Cookie', worker.cookie).set('Sec-Fetch-Site', 'cross-site');
    expect(forged.status).toBe(403);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', worker.cookie)).status).toBe(200);
    const typed = await request(target.baseUrl).get('/api/logout').set('Cookie', worker.cookie).set('Sec-Fetch-Site', 'none');
    expect(typed.status).toBe(302);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', worker.cookie)).status).toBe(401);
  });

  it('lets the Stripe webhook (server to server, no Origin) reach its own signature check', async () => {
    const response = await request(target.baseUrl).post('/api/payments/webhook').set('Origin', 'https://stripe.example').send('{}');
    expect(response.body.message).not.toBe(REFUSED.message);
  });

  it('behind a proxy with TRUST_PROXY, the forwarded https origin is the app itself', async () => {
    const db = await createTestDatabase();
    const proxied = await bootApp(testConfig(db, { TRUST_PROXY: 'true' }));
    try {
      const person = await registerAs(proxied, 'foreman');
      const response = await request(proxied.baseUrl)
        .post('/api/issues')
        .set('Cookie', person.cookie)
        .set({ 'X-Forwarded-Proto': 'https', Host: 'app.internal', Origin: 'https://app.internal', 'Sec-Fetch-Site': 'same-origin' })
        .send(ISSUE);
      expect(response.status).toBe(201);
      // A proxy that rewrites Host says where the client was with X-Forwarded-Host.
      const forwardedHost = await request(proxied.baseUrl)
        .post('/api/issues')
        .set('Cookie', person.cookie)
        .set({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'app.example.org', Origin: 'https://app.example.org' })
        .send(ISSUE);
      expect(forwardedHost.status).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('without TRUST_PROXY, forwarded headers cannot make a foreign origin look like the app', async () => {
    const response = await request(target.baseUrl)
      .post('/api/issues')
      .set('Cookie', foreman.cookie)
      .set({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' })
      .send(ISSUE);
    expect(response.status).toBe(403);
  });
});

describe('auth rate limit across instances', () => {
  it('two BFF instances on one database share one budget per IP', async () => {
    const db = await createTestDatabase();
    const first = await bootApp(testConfig(db, { AUTH_RATE_LIMIT: '3' }));
    const second = await bootApp(testConfig(db, { AUTH_RATE_LIMIT: '3' }));
    try {
      const attempt = (app: TestApp) => request(app.baseUrl).post('/api/auth/login').send({ email: 'x@example.com', password: 'wrong' });
      const statuses = [];
      for (const app of [first, second, first, second]) statuses.push((await attempt(app)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const refused = await attempt(first);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a window that ended starts a new one', async () => {
    const db = await createTestDatabase();
    const limited = await bootApp(testConfig(db, { AUTH_RATE_LIMIT: '1' }));
    try {
      const attempt = () => request(limited.baseUrl).post('/api/auth/forgot-password').send({ email: 'x@example.com' });
      expect((await attempt()).status).toBe(200);
      expect((await attempt()).status).toBe(429);
      await sql(db, `UPDATE auth_rate_limits SET window_ends_at = now() - interval '1 second'`);
      expect((await attempt()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('session fixation', () => {
  it('login issues a new session id and the one presented before it stops working', async () => {
    const agent = request.agent(target.baseUrl);
    const first = await agent.post('/api/auth/login').send({ email: foreman.email, password: PASSWORD });
    const before = sessionCookie(first.headers['set-cookie']);
    const second = await agent.post('/api/auth/login').send({ email: foreman.email, password: PASSWORD });
    const after = sessionCookie(second.headers['set-cookie']);
    expect(after).not.toBe(before);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', before)).status).toBe(401);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', after)).status).toBe(200);
  });
});

describe('hostile input found by ffuf', () => {
  it.each([
    ['/api/auth/login', { email: '\ud800', password: 'x' }],
    ['/api/auth/forgot-password', { email: 'a\udc00@example.com' }],
    ['/api/auth/register', { role: 'worker', email: '\ud800@example.com', firstName: 'A', lastName: 'B', phoneNumber: '1', password: 'secret1' }],
  ])('%s: an email with a lone UTF-16 surrogate is a 400, not a 500', async (path, body) => {
    const response = await request(target.baseUrl).post(path).send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body contains text that is not valid Unicode');
  });
});

describe('security headers', () => {
  it.each(['/', '/api/health'])('%s carries CSP with frame-ancestors none, nosniff, a referrer policy and frame denial', async (path) => {
    const response = await request(target.baseUrl).get(path);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('the session cookie is HttpOnly and SameSite=Lax, and Secure behind an https proxy', async () => {
    const db = await createTestDatabase();
    const proxied = await bootApp(testConfig(db, { TRUST_PROXY: 'true' }));
    try {
      const response = await request(proxied.baseUrl)
        .post('/api/auth/register')
        .set('X-Forwarded-Proto', 'https')
        .send({ role: 'worker', email: 'secure.cookie@example.com', firstName: 'Sam', lastName: 'Lee', phoneNumber: '(312) 555-0102', password: PASSWORD });
      expect(response.status).toBe(201);
      const line = (response.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('groundwork.sid='));
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; SameSite=Lax/);
    } finally {
      await proxied.close();
    }
  });
});
