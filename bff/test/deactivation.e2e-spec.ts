// Deactivating a member: no login (the wrong password's answer), every session and open page
// ended at once, gone from pickers and the chat's contacts, history kept; reactivating restores
// them. Never oneself, never the last active admin, even when two admins try at the same moment.
import request from 'supertest';
import { bootApp, createTestDatabase, day, logIn, openSocket, Person, registerAs, sessionCookie, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
});

afterAll(async () => target?.close());

const setActive = (id: string, active: boolean, by: Person = admin) => by.agent.patch(`/api/users/${id}/active`).send({ active });
const ids = (response: request.Response) =>
  (response.body as Array<{ id: string } | { user: { id: string } }>).map((row) => ('user' in row ? row.user.id : row.id));

describe('deactivating a member', () => {
  it('refuses their login with the wrong password’s answer, ends their sessions and open pages, keeps their history', async () => {
    const worker = await registerAs(target, 'worker');
    const colleague = await registerAs(target, 'worker');
    expect((await colleague.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'See you at 7' })).status).toBe(201);
    expect((await worker.agent.post('/api/messages').send({ recipientId: colleague.user.id, message: 'OK' })).status).toBe(201);
    const socket = await openSocket(target, worker.cookie);

    const response = await setActive(worker.user.id, false);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: worker.user.id, active: false });
    expect(await socket.next()).toEqual({ type: 'logout' });
    expect((await worker.agent.get('/api/auth/user')).status).toBe(401);
    expect(await sql(databaseUrl, `SELECT 1 FROM sessions WHERE user_id = $1`, [worker.user.id])).toHaveLength(0);
    await expect(openSocket(target, worker.cookie)).rejects.toMatchObject({ statusCode: 401 });

    const refused = await request(target.baseUrl).post('/api/auth/login').send({ email: worker.email, password: worker.password });
    const wrong = await request(target.baseUrl).post('/api/auth/login').send({ email: colleague.email, password: 'not-the-password' });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect(refused.status).toBe(401);

    // History stays: the messages, and the conversation as the colleague reads it.
    expect(await sql(databaseUrl, 'SELECT 1 FROM messages WHERE sender_id = $1 OR recipient_id = $1', [worker.user.id])).toHaveLength(2);
    expect((await colleague.agent.get(`/api/messages/${worker.user.id}`)).body).toHaveLength(2);

    // Team Management still lists them, as deactivated.
    const listed = (await admin.agent.get('/api/users?role=worker&limit=100')).body.find((row: { id: string }) => row.id === worker.user.id);
    expect(listed).toMatchObject({ active: false });
    expect((await admin.agent.get('/api/users?role=worker&limit=100')).body.find((row: { id: string }) => row.id === colleague.user.id)).toMatchObject({
      active: true,
    });
  });

  it('takes them out of every people picker and the chat’s contacts, and refuses messages and shifts to them', async () => {
    const worker = await registerAs(target, 'worker', { firstName: 'Zed' });
    const foreman = await registerAs(target, 'foreman', { firstName: 'Zed' });
    const client = await registerAs(target, 'client', { firstName: 'Zed' });
    const colleague = await registerAs(target, 'worker');
    expect((await colleague.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'Hi' })).status).toBe(201);
    for (const person of [worker, foreman, client]) expect((await setActive(person.user.id, false)).status).toBe(200);

    for (const path of ['/api/users/schedulable', '/api/users/workers', '/api/users/foremen', '/api/users/clients']) {
      const picked = ids(await admin.agent.get(`${path}?search=Zed&limit=100`));
      expect({ path, picked }).toEqual({ path, picked: [] });
    }
    const contacts = ids(await colleague.agent.get('/api/messages/contacts?limit=100'));
    expect(contacts).not.toContain(worker.user.id);
    expect(contacts).not.toContain(foreman.user.id);
    expect(contacts).toContain(admin.user.id);
    expect(ids(await admin.agent.get('/api/messages/contacts?search=Zed&limit=100'))).toEqual([]);

    const message = await colleague.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'Still there?' });
    expect([message.status, message.body.message]).toEqual([403, 'You cannot message this person']);

    const site = await admin.agent.post('/api/job-sites').send({ name: 'Deactivation Yard', address: '1 Yard St' });
    expect(site.status).toBe(201);
    const shift = await admin.agent
      .post('/api/schedules')
      .send({ workerId: worker.user.id, jobSiteId: site.body.id, date: day(1), meetTime: '06:30', startTime: '07:00' });
    expect([shift.status, shift.body.message]).toEqual([400, 'This member is deactivated']);
    const foremanSite = await admin.agent.patch(`/api/job-sites/${site.body.id}`).send({ foremanId: foreman.user.id });
    expect([foremanSite.status, foremanSite.body.message]).toEqual([400, 'This member is deactivated']);

    // Reactivated: back in the pickers and contacts, messages and logins work.
    expect((await setActive(worker.user.id, true)).body).toMatchObject({ active: true });
    expect(ids(await admin.agent.get('/api/users/schedulable?search=Zed&limit=100'))).toEqual([worker.user.id]);
    expect(ids(await colleague.agent.get('/api/messages/contacts?limit=100'))).toContain(worker.user.id);
    expect((await colleague.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'Welcome back' })).status).toBe(201);
    expect((await logIn(target, worker)).user.id).toBe(worker.user.id);
  });

  it('refuses a session of a deactivated member even when one is left in the table (a login racing the deactivation)', async () => {
    const worker = await registerAs(target, 'worker');
    const sessionRow = await sql<{ id: string; expires_at: Date }>(databaseUrl, `SELECT id, expires_at FROM sessions WHERE user_id = $1`, [worker.user.id]);
    expect((await setActive(worker.user.id, false)).status).toBe(200);
    await sql(databaseUrl, 'INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [sessionRow[0].id, worker.user.id, sessionRow[0].expires_at]);
    expect((await worker.agent.get('/api/auth/user')).status).toBe(401);
    await expect(openSocket(target, worker.cookie)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('does not send a password reset link to a deactivated member', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await setActive(worker.user.id, false)).status).toBe(200);
    await request(target.baseUrl).post('/api/auth/forgot-password').send({ email: worker.email });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sql(databaseUrl, 'SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [worker.user.id])).toHaveLength(0);
  });

  it('is 404 for an unknown member and changes nothing when asked twice', async () => {
    expect((await setActive('00000000-0000-4000-8000-000000000000', false)).status).toBe(404);
    const worker = await registerAs(target, 'worker');
    expect((await setActive(worker.user.id, true)).body).toMatchObject({ active: true });
    expect((await worker.agent.get('/api/auth/user')).status).toBe(200);
  });
});

describe('admins', () => {
  let db: string;
  let app: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await bootApp(testConfig(db));
  });

  afterAll(async () => app?.close());

  it('an admin cannot deactivate themselves; another admin can be, but never the last active one', async () => {
    const first = await registerAs(app, 'admin');
    const second = await registerAs(app, 'admin');
    const self = await setActive(first.user.id, false, first);
    expect([self.status, self.body.message]).toEqual([409, 'You cannot deactivate your own account']);

    expect((await setActive(second.user.id, false, first)).status).toBe(200);
    // With self-deactivation refused, the last active admin could only go by a concurrent
    // deactivation (the next test); a deactivated admin cannot log in either.
    const third = await registerAs(app, 'admin');
    expect((await setActive(third.user.id, false, first)).status).toBe(200);
    const revived = await logIn(app, { email: third.email, password: third.password }).catch(() => null);
    expect(revived).toBeNull();
    // Demoting the only active admin is refused too (a deactivated admin does not count).
    expect((await first.agent.patch(`/api/users/${first.user.id}/role`).send({ role: 'worker' })).status).toBe(409);
    expect((await setActive(second.user.id, true, first)).status).toBe(200);
  });

  it('of two admins deactivating each other at the same moment, exactly one succeeds', async () => {
    const db2 = await createTestDatabase();
    const app2 = await bootApp(testConfig(db2));
    try {
      const a = await registerAs(app2, 'admin');
      const b = await registerAs(app2, 'admin');
      const results = await Promise.all([setActive(b.user.id, false, a), setActive(a.user.id, false, b)]);
      expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
      expect(results.find((response) => response.status === 409)?.body.message).toBe('The last active admin cannot be deactivated');
      const [row] = await sql<{ count: number }>(db2, `SELECT count(*)::int AS count FROM users WHERE role = 'admin' AND deactivated_at IS NULL`);
      expect(row.count).toBe(1);
    } finally {
      await app2.close();
    }
  });
});

describe('session cookie of a deactivated member on another request', () => {
  it('a request already carrying their cookie is refused once the deactivation is answered', async () => {
    const worker = await registerAs(target, 'worker');
    const cookie = sessionCookie(`${worker.cookie}; Path=/`);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', cookie)).status).toBe(200);
    expect((await setActive(worker.user.id, false)).status).toBe(200);
    expect((await request(target.baseUrl).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
  });
});
