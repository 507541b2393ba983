// Notifications addressed to a role (migration 1768600000000-RoleNotifications): one row tells every
// admin; each admin sees it, reads it for themselves, and only while they are an admin.
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { bootApp, createTestDatabase, day, logIn, openSocket, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let otherAdmin: Person;
let worker: Person;
let foreman: Person;

interface Bell {
  id: string;
  title: string;
  message: string;
  read: boolean;
  subject: { kind: string; id: string | null } | null;
}

const bell = async (person: Person): Promise<Bell[]> => (await person.agent.get('/api/notifications').expect(200)).body;
const unread = async (person: Person): Promise<number> => (await person.agent.get('/api/notifications/unread-count').expect(200)).body.count;

/** A report by `reporter` (the admins hear of it); its notification as stored. */
async function report(
  reporter: Person,
  title: string,
): Promise<{ id: string; user_id: string | null; audience: string | null; except_user_id: string | null }> {
  await reporter.agent.post('/api/issues').send({ title, description: 'Seen on site.', severity: 'high' }).expect(201);
  const rows = await sql<{ id: string; user_id: string | null; audience: string | null; except_user_id: string | null }>(
    databaseUrl,
    `SELECT id, user_id, audience, except_user_id FROM notifications WHERE message LIKE '%' || $1 || '%'`,
    [`"${title}"`],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin', { firstName: 'Ada' });
  otherAdmin = await registerAs(target, 'admin', { firstName: 'Otto' });
  worker = await registerAs(target, 'worker', { firstName: 'Wanda' });
  foreman = await registerAs(target, 'foreman');
});

afterAll(async () => target?.close());

describe("a role's notification", () => {
  it('is one row for every admin: each sees it unread, the others of the company do not', async () => {
    const [adminCount, otherCount] = [await unread(admin), await unread(otherAdmin)];
    const stored = await report(worker, 'Gas smell');
    expect(stored).toMatchObject({ user_id: null, audience: 'admin', except_user_id: worker.user.id });
    for (const person of [admin, otherAdmin]) {
      expect((await bell(person)).find((n) => n.id === stored.id)).toMatchObject({ title: 'Issue reported', read: false });
    }
    expect([await unread(admin), await unread(otherAdmin)]).toEqual([adminCount + 1, otherCount + 1]);
    for (const person of [worker, foreman]) expect((await bell(person)).map((n) => n.id)).not.toContain(stored.id);
  });

  it('does not tell the admin whose action it tells of', async () => {
    const stored = await report(admin, 'Fence down');
    expect(stored.except_user_id).toBe(admin.user.id);
    expect((await bell(admin)).map((n) => n.id)).not.toContain(stored.id);
    expect((await bell(otherAdmin)).map((n) => n.id)).toContain(stored.id);
  });

  it('is read by each admin for themselves, and only by those it tells', async () => {
    const stored = await report(worker, 'Loose rail');
    const before = [await unread(admin), await unread(otherAdmin)];
    const read = await admin.agent.patch(`/api/notifications/${stored.id}/read`).expect(200);
    expect(read.body).toMatchObject({ id: stored.id, title: 'Issue reported', read: true });
    // Twice is the same answer and changes nothing more.
    await admin.agent.patch(`/api/notifications/${stored.id}/read`).expect(200);
    expect((await bell(admin)).find((n) => n.id === stored.id)?.read).toBe(true);
    expect((await bell(otherAdmin)).find((n) => n.id === stored.id)?.read).toBe(false);
    expect([await unread(admin), await unread(otherAdmin)]).toEqual([before[0] - 1, before[1]]);
    expect(await sql(databaseUrl, `SELECT user_id FROM notification_reads WHERE notification_id = $1`, [stored.id])).toEqual([{ user_id: admin.user.id }]);
    // Someone it does not tell cannot read it (nor learn that it exists).
    for (const person of [worker, foreman]) {
      const refused = await person.agent.patch(`/api/notifications/${stored.id}/read`);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 404, message: 'Notification not found' });
    }
    const reporterIsExcepted = await report(admin, 'Own report');
    expect((await admin.agent.patch(`/api/notifications/${reporterIsExcepted.id}/read`)).status).toBe(404);
    expect(await sql(databaseUrl, `SELECT 1 FROM notification_reads WHERE notification_id = $1`, [reporterIsExcepted.id])).toHaveLength(0);
  });

  it('tells the admins of the time it was made: not one who joins later, and only while they are an admin', async () => {
    const earlier = await report(worker, 'Before the newcomer');
    const newcomer = await registerAs(target, 'admin');
    expect((await bell(newcomer)).map((n) => n.id)).not.toContain(earlier.id);
    expect(await unread(newcomer)).toBe(0);

    // A worker made admin sees what is reported from then on, not what came before.
    const promoted = await registerAs(target, 'worker');
    // Their worker's socket does not read its logout (and the close after it) before they are back.
    const workerSocket = await openSocket(target, promoted.cookie);
    (workerSocket.socket as unknown as { _socket: { pause(): void } })._socket.pause();
    await admin.agent.patch(`/api/users/${promoted.user.id}/role`).send({ role: 'admin' }).expect(200);
    const promotedAgain = await logIn(target, promoted);
    const socket = await openSocket(target, promotedAgain.cookie);
    const later = await report(worker, 'After the promotion');
    // Their new socket is an admin's, the old one still closing: the role's push reaches the new one.
    expect(await socket.next()).toMatchObject({ type: 'notification', notification: { id: later.id } });
    socket.socket.close();
    workerSocket.socket.terminate();
    const seen = (await bell(promotedAgain)).map((n) => n.id);
    expect(seen).toContain(later.id);
    expect(seen).not.toContain(earlier.id);

    // An admin made foreman no longer sees the admins' notifications, nor can read them.
    await admin.agent.patch(`/api/users/${promoted.user.id}/role`).send({ role: 'foreman' }).expect(200);
    const demoted = await logIn(target, promoted);
    expect((await bell(demoted)).map((n) => n.id)).not.toContain(later.id);
    expect((await demoted.agent.patch(`/api/notifications/${later.id}/read`)).status).toBe(404);
  });

  it("reaches every admin's open socket with the stored id, and no one else's", async () => {
    const [adminSocket, otherSocket, workerSocket] = await Promise.all([
      openSocket(target, admin.cookie),
      openSocket(target, otherAdmin.cookie),
      openSocket(target, worker.cookie),
    ]);
    try {
      const stored = await report(foreman, 'Crane wobble');
      for (const socket of [adminSocket, otherSocket]) {
        expect(await socket.next()).toMatchObject({
          type: 'notification',
          notification: { id: stored.id, title: 'Issue reported', read: false },
          refresh: ['Issue'],
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(workerSocket.messages).toHaveLength(0);
    } finally {
      for (const { socket } of [adminSocket, otherSocket, workerSocket]) socket.close();
    }
  });

  it('is addressed to a person or to a role, never both nor neither (the database refuses)', async () => {
    const insert = (userId: string | null, audience: string | null, except: string | null = null) =>
      sql(databaseUrl, `INSERT INTO notifications (user_id, audience, except_user_id, title, message) VALUES ($1, $2, $3, 'T', 'M')`, [
        userId,
        audience,
        except,
      ]);
    await expect(insert(worker.user.id, 'admin')).rejects.toThrow(/notifications_one_addressee/);
    await expect(insert(null, null)).rejects.toThrow(/notifications_one_addressee/);
    await expect(insert(worker.user.id, null, admin.user.id)).rejects.toThrow(/notifications_except_in_audience/);
  });

  it('goes back to a row per person when the migration is undone, each read as that person left it', async () => {
    const own = await createTestDatabase();
    const app = await bootApp(testConfig(own));
    const [reader, other] = [await registerAs(app, 'admin'), await registerAs(app, 'admin')];
    const reporter = await registerAs(app, 'worker');
    await app.close();
    await sql(own, `INSERT INTO notifications (audience, except_user_id, title, message) VALUES ('admin', $1, 'Issue reported', 'By hand')`, [
      reporter.user.id,
    ]);
    await sql(own, `INSERT INTO notification_reads (user_id, notification_id) SELECT $1, id FROM notifications WHERE audience = 'admin'`, [reader.user.id]);
    const dataSource = await new DataSource(dataSourceOptions(own)).initialize();
    try {
      // Every later migration first (each `down` must work too), then RoleNotifications itself.
      const applied = async () => (await sql<{ name: string }>(own, `SELECT name FROM migrations`)).map((row) => row.name);
      while ((await applied()).includes('RoleNotifications1768600000000')) await dataSource.undoLastMigration();
      expect(await sql(own, `SELECT user_id, read FROM notifications WHERE message = 'By hand' ORDER BY read`)).toEqual([
        { user_id: other.user.id, read: false },
        { user_id: reader.user.id, read: true },
      ]);
      await dataSource.runMigrations();
      expect(await sql(own, `SELECT count(*)::int AS n FROM notifications WHERE audience IS NOT NULL`)).toEqual([{ n: 0 }]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('the bell', () => {
  let site: string;

  beforeAll(async () => {
    site = (await admin.agent.post('/api/job-sites').send({ name: 'Bell Yard', address: '9 Bell St' }).expect(201)).body.id;
  });

  const schedule = async (person: Person, offset: number): Promise<string> =>
    (
      await admin.agent
        .post('/api/schedules')
        .send({ workerId: person.user.id, jobSiteId: site, date: day(offset), meetTime: '06:30', startTime: '07:00' })
        .expect(201)
    ).body.id;

  it('says what each notification is about: the shift, the issue, the time-off request', async () => {
    const shift = await schedule(worker, 3);
    expect((await bell(worker))[0]).toMatchObject({ title: 'New shift scheduled', subject: { kind: 'shift', id: shift } });
    const stored = await report(worker, 'Subject check');
    const issue = (await sql<{ id: string }>(databaseUrl, `SELECT id FROM issues WHERE title = 'Subject check'`))[0].id;
    expect((await bell(admin)).find((n) => n.id === stored.id)?.subject).toEqual({ kind: 'issue', id: issue });
    const request = (
      await worker.agent
        .post('/api/time-off-requests')
        .send({ startDate: day(60), endDate: day(61) })
        .expect(201)
    ).body.id;
    expect((await bell(admin))[0]).toMatchObject({ title: 'Time-off request', subject: { kind: 'time_off_request', id: request } });
    // The push carries it too, so an open bell can link at once.
    const socket = await openSocket(target, worker.cookie);
    try {
      const next = await schedule(worker, 4);
      expect(await socket.next()).toMatchObject({ type: 'notification', notification: { subject: { kind: 'shift', id: next } } });
    } finally {
      socket.socket.close();
    }
  });

  it('pages newest first: each page starts after the last one shown, with no gap and no repeat', async () => {
    const reader = await registerAs(target, 'worker');
    for (let offset = 10; offset < 17; offset += 1) await schedule(reader, offset);
    await report(foreman, 'Not for workers');
    const all = (await reader.agent.get('/api/notifications?limit=100').expect(200)).body as Bell[];
    expect(all).toHaveLength(7);
    const pages: Bell[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = (await reader.agent.get(`/api/notifications?limit=3${before ? `&before=${before}` : ''}`).expect(200)).body as Bell[];
      if (page.length === 0) break;
      pages.push(page);
      before = page[page.length - 1].id;
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((n) => n.id)).toEqual(all.map((n) => n.id));
    // A cursor the reader does not see is not found (nor does it tell whether it exists).
    const others = await bell(worker);
    for (const cursor of [others[0].id, NO_SUCH_ID]) {
      const refused = await reader.agent.get(`/api/notifications?before=${cursor}`);
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 404, message: 'Notification not found' });
    }
  });

  it("marks all read at once: the caller's own rows and their role's, for them alone", async () => {
    await report(worker, 'Read all one');
    await report(worker, 'Read all two');
    await admin.agent.post('/api/job-sites').send({ name: 'Own row', address: '1 Own St', foremanId: foreman.user.id }).expect(201);
    const [before, otherBefore] = [await unread(admin), await unread(otherAdmin)];
    expect(before).toBeGreaterThanOrEqual(2);
    const answer = await admin.agent.post('/api/notifications/read-all').expect(200);
    expect(answer.body).toEqual({ markedRead: before });
    expect(await unread(admin)).toBe(0);
    expect((await bell(admin)).every((n) => n.read)).toBe(true);
    expect(await unread(otherAdmin)).toBe(otherBefore);
    expect((await admin.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ markedRead: 0 });

    // A person's own rows too (the foreman's site assignment).
    expect(await unread(foreman)).toBeGreaterThan(0);
    await foreman.agent.post('/api/notifications/read-all').expect(200);
    expect(await unread(foreman)).toBe(0);
    expect(await sql(databaseUrl, `SELECT 1 FROM notifications WHERE user_id = $1 AND NOT read`, [foreman.user.id])).toHaveLength(0);
  });
});
