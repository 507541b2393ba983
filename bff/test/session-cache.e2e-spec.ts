// Each instance remembers the users of recently seen sessions (SessionUserCache) for 5 s. These prove
// that a logout, a role change or a deletion, made on one instance or straight in the database, shows
// on either instance as soon as PostgreSQL's notification arrives (milliseconds), never waiting for
// the 5 s: each waits at most 2 s (settledRead), and the control shows what the 5 s alone would do.
import request from 'supertest';
import { bootTwoInstances, Person, registerAs, settledRead, sql, TestApp } from './helpers';

let databaseUrl: string;
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  ({ databaseUrl, instanceA, instanceB } = await bootTwoInstances());
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

function userOn(target: TestApp, person: Person) {
  return request(target.baseUrl).get('/api/auth/user').set('Cookie', person.cookie);
}

/** GET /api/auth/user on an instance until it answers 401 (at most 2 s): the status it ends on. */
async function statusOnceLoggedOut(target: TestApp, person: Person): Promise<number> {
  return (
    await settledRead(
      () => userOn(target, person),
      (response) => response.status === 401,
    )
  ).status;
}

/** A logged-in worker whose session both instances have read (so both hold it in memory). */
async function seenByBoth(): Promise<Person> {
  const worker = await registerAs(instanceA, 'worker');
  for (const target of [instanceA, instanceB, instanceA, instanceB]) expect((await userOn(target, worker)).status).toBe(200);
  return worker;
}

it('does remember: with the change triggers off, a role changed in the database goes unseen', async () => {
  // The control for every test below: without the NOTIFY, the remembered user would be served.
  const worker = await seenByBoth();
  try {
    await sql(databaseUrl, 'ALTER TABLE users DISABLE TRIGGER user_changed');
    await sql(databaseUrl, `UPDATE users SET role = 'foreman' WHERE id = $1`, [worker.user.id]);
    const seen = await settledRead(
      () => userOn(instanceB, worker),
      (response) => response.body.role === 'foreman',
    );
    expect(seen.body).toMatchObject({ role: 'worker' });
  } finally {
    await sql(databaseUrl, 'ALTER TABLE users ENABLE TRIGGER user_changed');
  }
});

it('a role changed in the database shows on both instances, well before the 5 s', async () => {
  const worker = await seenByBoth();
  await sql(databaseUrl, `UPDATE users SET role = 'foreman', first_name = 'Renamed' WHERE id = $1`, [worker.user.id]);
  for (const target of [instanceB, instanceA]) {
    const seen = await settledRead(
      () => userOn(target, worker),
      (response) => response.body.role === 'foreman',
    );
    expect(seen.body).toMatchObject({ id: worker.user.id, role: 'foreman', firstName: 'Renamed' });
  }
});

it('a logout on instance A ends the session there at once and on instance B well before the 5 s', async () => {
  const worker = await seenByBoth();
  expect((await request(instanceA.baseUrl).get('/api/logout').set('Cookie', worker.cookie)).status).toBe(302);
  expect((await userOn(instanceA, worker)).status).toBe(401);
  expect(await statusOnceLoggedOut(instanceB, worker)).toBe(401);
});

it("an admin's role change on instance A logs the user out there at once and on instance B well before the 5 s", async () => {
  const admin = await registerAs(instanceA, 'admin');
  const worker = await seenByBoth();
  const changed = await request(instanceA.baseUrl).patch(`/api/users/${worker.user.id}/role`).set('Cookie', admin.cookie).send({ role: 'foreman' });
  expect(changed.status).toBe(200);
  expect((await userOn(instanceA, worker)).status).toBe(401);
  expect(await statusOnceLoggedOut(instanceB, worker)).toBe(401);
});

it('a deleted account or session answers 401 on both instances, well before the 5 s', async () => {
  const deletedUser = await seenByBoth();
  const deletedSession = await seenByBoth();
  await sql(databaseUrl, `DELETE FROM users WHERE id = $1`, [deletedUser.user.id]);
  await sql(databaseUrl, `DELETE FROM sessions WHERE user_id = $1`, [deletedSession.user.id]);
  for (const target of [instanceB, instanceA]) {
    expect(await statusOnceLoggedOut(target, deletedUser)).toBe(401);
    expect(await statusOnceLoggedOut(target, deletedSession)).toBe(401);
  }
});

it('an expired session is nobody at once, though remembered', async () => {
  const worker = await seenByBoth();
  // Shortened to expire in 2 s: the change is notified (both drop the entry), and the reads below
  // remember the session again with its new expiry. When it passes, no notification comes: the
  // remembered entry itself must stop at once.
  const [{ expiresAt }] = await sql<{ expiresAt: number }>(
    databaseUrl,
    `UPDATE sessions SET expires_at = now() + interval '2 seconds' WHERE user_id = $1
     RETURNING (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAt"`,
    [worker.user.id],
  );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  while (Date.now() < expiresAt - 500) {
    for (const target of [instanceA, instanceB]) expect((await userOn(target, worker)).status).toBe(200);
    await sleep(100);
  }
  await sleep(expiresAt + 50 - Date.now());
  for (const target of [instanceB, instanceA]) expect((await userOn(target, worker)).status).toBe(401);
});
