// PIN self-registration's lock: wrong PINs counted per role for every address and instance, the
// lock after 5 within an hour, the same answer for a right PIN while locked, the admins told, the
// admin's status and Reopen, and the lock's end after 24 hours.
import request from 'supertest';
import { ADMIN_PIN, bootApp, createTestDatabase, FOREMAN_PIN, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig, uniqueEmail } from './helpers';

const INVALID_PIN = 'Invalid PIN for the selected role';

function registration(role: 'admin' | 'foreman', pin: string | undefined): Record<string, unknown> {
  return { role, email: uniqueEmail(`pin-${role}`), firstName: 'Guess', lastName: 'Er', phoneNumber: '(312) 555-0199', password: 'secret1', pin };
}

function register(target: TestApp, role: 'admin' | 'foreman', pin: string | undefined, ip = '127.0.0.1') {
  return request(target.baseUrl).post('/api/auth/register').set('X-Forwarded-For', ip).send(registration(role, pin));
}

describe('PIN self-registration lock', () => {
  let databaseUrl: string;
  let instanceA: TestApp;
  let instanceB: TestApp;
  let admin: Person;
  let otherAdmin: Person;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    // Behind a proxy: each request's X-Forwarded-For is its address.
    const config = testConfig(databaseUrl, { TRUST_PROXY: 'true' });
    instanceA = await bootApp(config);
    instanceB = await bootApp(config);
    admin = await registerAs(instanceA, 'admin');
    otherAdmin = await registerAs(instanceA, 'admin');
  });

  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
  });

  afterEach(async () => {
    await sql(databaseUrl, `UPDATE self_registration_locks SET failed_at = '{}', locked_until = NULL`);
  });

  it('locks a role after 5 wrong PINs from any instance; then the right PIN gets the wrong PIN’s answer', async () => {
    for (let guess = 0; guess < 4; guess += 1) {
      const wrong = await register(guess % 2 ? instanceB : instanceA, 'admin', String(1000 + guess));
      expect([wrong.status, wrong.body.message]).toEqual([403, INVALID_PIN]);
    }
    // Four wrong: still open.
    expect((await register(instanceA, 'admin', ADMIN_PIN)).status).toBe(201);
    expect((await register(instanceB, 'admin', '0000')).status).toBe(403);

    const right = await register(instanceA, 'admin', ADMIN_PIN);
    const wrong = await register(instanceA, 'admin', '0001');
    expect({ status: right.status, body: right.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect(right.body).toEqual({ statusCode: 403, message: INVALID_PIN, error: 'Forbidden' });
    expect((await register(instanceB, 'admin', ADMIN_PIN)).status).toBe(403);
    // The other role and PIN-less roles are not affected.
    expect((await register(instanceA, 'foreman', FOREMAN_PIN)).status).toBe(201);
    expect(
      (
        await request(instanceA.baseUrl)
          .post('/api/auth/register')
          .send({ ...registration('admin', undefined), role: 'worker', pin: undefined })
      ).status,
    ).toBe(201);

    const status = await admin.agent.get('/api/users/self-registration');
    expect(status.status).toBe(200);
    expect(status.body.admin.locked).toBe(true);
    const until = new Date(status.body.admin.lockedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
    expect(until).toBeLessThan(Date.now() + 24.1 * 3600_000);
    expect(status.body.foreman).toEqual({ locked: false, lockedUntil: null });
  });

  it('counts the wrong PINs of every address together, a missing PIN among them', async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await register(instanceA, 'foreman', guess === 4 ? undefined : `900${guess}`, `10.0.0.${guess + 1}`)).status).toBe(403);
    }
    expect((await register(instanceA, 'foreman', FOREMAN_PIN, '10.0.0.99')).body.message).toBe(INVALID_PIN);
  });

  it('tells every admin once when it locks', async () => {
    const before = (await notificationsSeenBy(databaseUrl, otherAdmin.user.id)).length;
    for (let guess = 0; guess < 7; guess += 1) await register(instanceA, 'foreman', '0000');
    const seen = await notificationsSeenBy(databaseUrl, otherAdmin.user.id);
    expect(seen.length).toBe(before + 1);
    expect(seen[0]).toMatchObject({ title: 'Foreman sign-up locked' });
    expect(seen[0].message).toContain('5 wrong PINs');
    expect((await notificationsSeenBy(databaseUrl, admin.user.id))[0].id).toBe(seen[0].id);
  });

  it('decides the lock in the database: 20 wrong PINs at once on two instances lock it once, 5 counted', async () => {
    const notices = () => sql(databaseUrl, `SELECT 1 FROM notifications WHERE title = 'notifications.selfRegistration.locked.adminTitle'`);
    const before = (await notices()).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => register(index % 2 ? instanceB : instanceA, 'admin', '4321', `10.1.0.${index}`)),
    );
    expect(results.every((response) => response.status === 403)).toBe(true);
    const [row] = await sql<{ locked: boolean; failed: number }>(
      databaseUrl,
      `SELECT locked_until > now() AS locked, cardinality(failed_at) AS failed FROM self_registration_locks WHERE role = 'admin'`,
    );
    expect(row).toEqual({ locked: true, failed: 0 });
    expect(await notices()).toHaveLength(before + 1);
  });

  it('forgets wrong PINs older than an hour', async () => {
    await sql(
      databaseUrl,
      `UPDATE self_registration_locks SET failed_at = ARRAY[now() - interval '61 minutes', now() - interval '70 minutes', now() - interval '2 hours', now() - interval '59 minutes'] WHERE role = 'admin'`,
    );
    expect((await register(instanceA, 'admin', '1111')).status).toBe(403);
    expect((await register(instanceA, 'admin', ADMIN_PIN)).status).toBe(201);
    const [row] = await sql<{ failed: number }>(databaseUrl, `SELECT cardinality(failed_at) AS failed FROM self_registration_locks WHERE role = 'admin'`);
    expect(row.failed).toBe(2);
  });

  it('reopens by itself after 24 hours', async () => {
    await sql(databaseUrl, `UPDATE self_registration_locks SET locked_until = now() - interval '1 second' WHERE role = 'admin'`);
    expect((await admin.agent.get('/api/users/self-registration')).body.admin).toEqual({ locked: false, lockedUntil: null });
    expect((await register(instanceA, 'admin', ADMIN_PIN)).status).toBe(201);
  });

  it('an admin reopens it, which clears the count', async () => {
    for (let guess = 0; guess < 5; guess += 1) await register(instanceA, 'admin', '2222');
    expect((await register(instanceA, 'admin', ADMIN_PIN)).status).toBe(403);
    const reopened = await admin.agent.post('/api/users/self-registration/admin/reopen');
    expect(reopened.status).toBe(200);
    expect(reopened.body.admin).toEqual({ locked: false, lockedUntil: null });
    expect((await register(instanceB, 'admin', ADMIN_PIN)).status).toBe(201);
    // The count started again: four more wrong PINs do not lock.
    for (let guess = 0; guess < 4; guess += 1) await register(instanceA, 'admin', '2222');
    expect((await register(instanceA, 'admin', ADMIN_PIN)).status).toBe(201);
  });

  it('reopen takes admin or foreman only', async () => {
    const response = await admin.agent.post('/api/users/self-registration/worker/reopen');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Role must be admin or foreman');
  });
});
