// The session hot path: one query loads the session with its user, a plain read writes nothing
// back, and what the guard sees of the user is always the database's current row.
import { createHash } from 'node:crypto';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
});

afterAll(async () => {
  await target?.close();
});

/** The token a session cookie carries: its value is `<token>.<signature>`. */
function tokenOf(person: Person): string {
  const value = decodeURIComponent(person.cookie.split('=')[1]);
  return value.slice(0, value.lastIndexOf('.'));
}

/** The stored row of the session behind a cookie; xmin changes on any UPDATE, even to equal values. */
async function storedSession(person: Person): Promise<{ id: string; user_id: string; created_at: Date; expires_at: Date; xmin: string }> {
  const [row] = await sql<{ id: string; user_id: string; created_at: Date; expires_at: Date; xmin: string }>(
    databaseUrl,
    `SELECT id, user_id, created_at, expires_at, xmin::text AS xmin FROM sessions WHERE id = $1`,
    [createHash('sha256').update(tokenOf(person)).digest('hex')],
  );
  if (!row) throw new Error('the session is not stored');
  return row;
}

describe('a login', () => {
  it("stores the SHA-256 of the cookie's token, never the token, for 30 days", async () => {
    const worker = await registerAs(target, 'worker');
    const stored = await storedSession(worker);
    expect(stored.user_id).toBe(worker.user.id);
    // Within the few milliseconds between the app's clock (expiry) and the database's (created).
    expect(Math.abs(stored.expires_at.getTime() - stored.created_at.getTime() - 30 * 24 * 60 * 60 * 1000)).toBeLessThan(5000);
    expect(await sql(databaseUrl, 'SELECT 1 FROM sessions WHERE id = $1', [tokenOf(worker)])).toHaveLength(0);
    expect(tokenOf(worker)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a plain read', () => {
  it('neither saves nor touches the session, and sets no cookie', async () => {
    const worker = await registerAs(target, 'worker');
    const before = await storedSession(worker);
    for (const path of ['/api/auth/user', '/api/schedules/my', '/api/breaks/today', '/api/notifications', '/api/auth/user']) {
      const response = await worker.agent.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const after = await storedSession(worker);
    expect(after).toEqual(before);
  });

  it('writes nothing either when refused (403) or not found (404)', async () => {
    const worker = await registerAs(target, 'worker');
    const before = await storedSession(worker);
    expect((await worker.agent.get('/api/job-sites')).status).toBe(403);
    expect((await worker.agent.get('/api/messages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await storedSession(worker)).toEqual(before);
  });
});

describe('the user behind a session', () => {
  it('is read with the session: a role changed in the database applies as soon as it is notified', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await worker.agent.get('/api/issues')).status).toBe(403);
    // Straight in the database (the API would also end the sessions): the remembered user is
    // dropped when the change's notification arrives, a moment after the commit.
    await sql(databaseUrl, `UPDATE users SET role = 'foreman' WHERE id = $1`, [worker.user.id]);
    expect(
      (
        await settledRead(
          () => worker.agent.get('/api/issues'),
          (response) => response.status === 200,
        )
      ).status,
    ).toBe(200);
    expect((await worker.agent.get('/api/auth/user')).body).toMatchObject({ id: worker.user.id, role: 'foreman' });
  });

  it('is gone once the account is deleted: the session answers 401 like a logout', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await worker.agent.get('/api/auth/user')).status).toBe(200);
    await sql(databaseUrl, `DELETE FROM users WHERE id = $1`, [worker.user.id]);
    expect(await sql(databaseUrl, 'SELECT 1 FROM sessions WHERE user_id = $1', [worker.user.id])).toHaveLength(0);
    const response = await settledRead(
      () => worker.agent.get('/api/auth/user'),
      (answer) => answer.status === 401,
    );
    expect(response.status).toBe(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  it('is the user the row names now: a session moved to another account in the database is that account', async () => {
    const worker = await registerAs(target, 'worker');
    const foreman = await registerAs(target, 'foreman');
    const { id } = await storedSession(worker);
    await sql(databaseUrl, `UPDATE sessions SET user_id = $2 WHERE id = $1`, [id, foreman.user.id]);
    const seen = await settledRead(
      () => worker.agent.get('/api/auth/user'),
      (response) => response.body.id === foreman.user.id,
    );
    expect(seen.body).toMatchObject({ id: foreman.user.id, role: 'foreman' });
  });

  it('is nobody after the session expired', async () => {
    const worker = await registerAs(target, 'worker');
    const { id } = await storedSession(worker);
    await sql(databaseUrl, `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await worker.agent.get('/api/auth/user')).status).toBe(401);
  });

  it('still logs in and out: a new session after login, none after logout', async () => {
    const worker = await registerAs(target, 'worker');
    const agent = request.agent(target.baseUrl);
    const login = await agent.post('/api/auth/login').send({ email: worker.email, password: worker.password });
    expect(login.status).toBe(200);
    expect((await agent.get('/api/auth/user')).body).toMatchObject({ id: worker.user.id });
    expect((await agent.get('/api/logout')).status).toBe(302);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});

describe('the cookie on a read', () => {
  /** GET /api/auth/user with exactly this Cookie header. */
  const userWith = (cookie: string) => request(target.baseUrl).get('/api/auth/user').set('Cookie', cookie);

  it('counts only when signed with the secret: a forged, unsigned or truncated one is nobody (401)', async () => {
    const worker = await registerAs(target, 'worker');
    const value = decodeURIComponent(worker.cookie.split('=')[1]);
    const token = tokenOf(worker);
    const { id } = await storedSession(worker);
    expect((await userWith(worker.cookie)).status).toBe(200);
    // The stored id itself, signed with the secret, names no session: only the token's hash does.
    for (const forged of [`${token}.forged`, token, `${token}.`, value.slice(0, -1), `s:${value}`, sign(id, target.config.sessionSecret)]) {
      const response = await userWith(`groundwork.sid=${encodeURIComponent(forged)}`);
      expect(response.status).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is found among other cookies, and the first groundwork.sid wins', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await userWith(`theme=dark; ${worker.cookie}; other=1`)).body).toMatchObject({ id: worker.user.id });
    expect((await userWith(`${worker.cookie}; groundwork.sid=forged.signature`)).status).toBe(200);
    expect((await userWith(`groundwork.sid=forged.signature; ${worker.cookie}`)).status).toBe(401);
  });

  it('answers an anonymous read without making a session or a cookie', async () => {
    const [{ count: before }] = await sql<{ count: string }>(databaseUrl, 'SELECT count(*) FROM sessions');
    const response = await request(target.baseUrl).get('/api/config');
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [{ count: after }] = await sql<{ count: string }>(databaseUrl, 'SELECT count(*) FROM sessions');
    expect(after).toBe(before);
  });
});
