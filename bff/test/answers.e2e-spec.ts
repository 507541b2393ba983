// The answer cache (answers/answers.service.ts): each instance keeps the JSON of the cached reads
// and drops it when PostgreSQL's notification of a change to one of its tags arrives. For every
// cached read these prove, on two instances: a change through the API and one made straight in the
// database both show on either instance as soon as the notification arrives (settledRead: at most
// 2 s, against a 60 s TTL), one person never gets another's answer, and a control with the table's
// triggers off shows that the kept answer would otherwise be served.
import request from 'supertest';
import { RealtimeService } from '../src/realtime/realtime.service';
import { answerTagsOf, bootTwoInstances, day, Person, registerAs, sql, TestApp } from './helpers';
import { Body, keptByAll, readAs, settledOnAll, withAnswerTriggersOff } from './support/cached-answers';

let databaseUrl: string;
let instanceA: TestApp;
let instanceB: TestApp;
let admin: Person;
let otherAdmin: Person;
let worker: Person;
let otherWorker: Person;
let siteId: string;

const read = readAs;
const keptByBoth = (person: Person, path: string): Promise<Body> => keptByAll([instanceA, instanceB], person, path);
/** The body on each instance once `settled` holds of it (at most 2 s each): what each ends on. */
const settledOnBoth = async (person: Person, path: string, settled: (body: Body) => boolean): Promise<Body[]> =>
  (await settledOnAll([instanceB, instanceA], person, path, (response) => settled(response.body))).map((response) => response.body);
const withTriggersOff = (table: string, change: () => Promise<unknown>) => withAnswerTriggersOff(databaseUrl, [table], change);

beforeAll(async () => {
  ({ databaseUrl, instanceA, instanceB } = await bootTwoInstances());
  admin = await registerAs(instanceA, 'admin');
  otherAdmin = await registerAs(instanceA, 'admin');
  worker = await registerAs(instanceA, 'worker', { firstName: 'Wanda', lastName: 'Welder' });
  otherWorker = await registerAs(instanceA, 'worker', { firstName: 'Walt', lastName: 'Wrench' });
  [{ id: siteId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Maple St Teardown', '12 Maple St') RETURNING id`);
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

describe('notifications and their unread count', () => {
  const count = async (person: Person) => (await read(instanceA, person, '/api/notifications/unread-count')).body.count as number;

  it('a notification made through the API (a time-off request tells every admin) shows on both instances', async () => {
    const before = await keptByBoth(admin, '/api/notifications');
    const unread = (await keptByBoth(admin, '/api/notifications/unread-count')).count;
    const otherBefore = await keptByBoth(otherAdmin, '/api/notifications');
    const made = await worker.agent.post('/api/time-off-requests').send({ startDate: day(30), endDate: day(31) });
    expect(made.status).toBe(201);
    for (const body of await settledOnBoth(admin, '/api/notifications', (body) => body.length === before.length + 1))
      expect(body).toHaveLength(before.length + 1);
    for (const body of await settledOnBoth(admin, '/api/notifications/unread-count', (body) => body.count === unread + 1)) expect(body.count).toBe(unread + 1);
    for (const body of await settledOnBoth(otherAdmin, '/api/notifications', (body) => body.length === otherBefore.length + 1))
      expect(body).toHaveLength(otherBefore.length + 1);
  });

  it("a notification read straight in the database shows on both instances; nobody gets another person's list", async () => {
    await sql(databaseUrl, `INSERT INTO notifications (user_id, title, message) VALUES ($1, 'Only yours', 'For the worker')`, [worker.user.id]);
    const mine = await keptByBoth(worker, '/api/notifications');
    expect(mine.map((n: Body) => n.title)).toContain('Only yours');
    const theirs = await keptByBoth(otherWorker, '/api/notifications');
    expect(theirs.map((n: Body) => n.title)).not.toContain('Only yours');
    const unread = await count(worker);
    await sql(databaseUrl, `UPDATE notifications SET read = true WHERE user_id = $1`, [worker.user.id]);
    for (const body of await settledOnBoth(worker, '/api/notifications/unread-count', (body) => body.count === 0)) expect(body.count).toBe(0);
    expect(unread).toBeGreaterThan(0);
    for (const body of await settledOnBoth(worker, '/api/notifications', (body) => body.every((n: Body) => n.read)))
      expect(body.every((n: Body) => n.read)).toBe(true);
  });

  it('control: with the triggers off, a notification added in the database goes unseen', async () => {
    const before = await keptByBoth(otherWorker, '/api/notifications');
    await withTriggersOff('notifications', () =>
      sql(databaseUrl, `INSERT INTO notifications (user_id, title, message) VALUES ($1, 'Unseen', 'Cached over')`, [otherWorker.user.id]),
    );
    for (const body of await settledOnBoth(otherWorker, '/api/notifications', (body) => body.length !== before.length)) expect(body).toEqual(before);
    // Any later change to the person's notifications drops the answer: the missed row shows too.
    await sql(databaseUrl, `UPDATE notifications SET read = true WHERE user_id = $1`, [otherWorker.user.id]);
    for (const body of await settledOnBoth(otherWorker, '/api/notifications', (body) => body.length === before.length + 1))
      expect(body).toHaveLength(before.length + 1);
  });
});

describe("My Schedule's week and the dashboard's day", () => {
  const week = () => `/api/schedules/my/week?from=${day(0)}`;
  const dayOf = (offset: number) => `/api/schedules/day?date=${day(offset)}&limit=5`;
  const schedule = (person: Person, offset: number) =>
    admin.agent.post('/api/schedules').send({ workerId: person.user.id, jobSiteId: siteId, date: day(offset), meetTime: '06:30', startTime: '07:00' });

  it('a shift scheduled through the API shows in the week and the day on both instances; each person sees their own', async () => {
    const before = await keptByBoth(worker, week());
    const otherBefore = await keptByBoth(otherWorker, week());
    const dayBefore = await keptByBoth(admin, dayOf(1));
    const workersDay = await keptByBoth(worker, dayOf(1));
    expect((await schedule(worker, 1)).status).toBe(201);
    for (const body of await settledOnBoth(worker, week(), (body) => body.thisWeek === before.thisWeek + 1)) {
      expect(body).toMatchObject({ thisWeek: before.thisWeek + 1, upcoming: before.upcoming + 1, total: before.total + 1 });
      expect(body.schedules.map((s: Body) => s.workerId)).toEqual(body.schedules.map(() => worker.user.id));
    }
    for (const body of await settledOnBoth(admin, dayOf(1), (body) => body.total === dayBefore.total + 1)) expect(body.total).toBe(dayBefore.total + 1);
    for (const body of await settledOnBoth(worker, dayOf(1), (body) => body.total === workersDay.total + 1)) expect(body.total).toBe(workersDay.total + 1);
    // The other worker's answers, under their own keys, are theirs and unchanged.
    expect((await read(instanceB, otherWorker, week())).body).toEqual(otherBefore);
    expect((await read(instanceB, otherWorker, dayOf(1))).body.total).toBe(0);
  });

  it('changes made straight in the database (the shift, its site, its worker) show on both instances', async () => {
    expect((await schedule(worker, 2)).status).toBe(201);
    const kept = await keptByBoth(worker, week());
    expect(kept.schedules.length).toBeGreaterThan(0);
    await keptByBoth(admin, dayOf(2));
    await sql(databaseUrl, `UPDATE schedules SET start_time = '08:15' WHERE worker_id = $1 AND date = $2`, [worker.user.id, day(2)]);
    const movedShift = (body: Body) => body.schedules.some((s: Body) => s.date === day(2) && s.startTime === '08:15');
    for (const body of await settledOnBoth(worker, week(), movedShift)) expect(movedShift(body)).toBe(true);
    for (const body of await settledOnBoth(admin, dayOf(2), movedShift)) expect(movedShift(body)).toBe(true);
    await sql(databaseUrl, `UPDATE job_sites SET name = 'Maple St Rebuild' WHERE id = $1`, [siteId]);
    const renamedSite = (body: Body) => body.schedules.every((s: Body) => s.jobSite.name === 'Maple St Rebuild');
    for (const body of await settledOnBoth(worker, week(), renamedSite)) expect(renamedSite(body)).toBe(true);
    for (const body of await settledOnBoth(admin, dayOf(2), renamedSite)) expect(renamedSite(body)).toBe(true);
    await sql(databaseUrl, `UPDATE users SET first_name = 'Wendy' WHERE id = $1`, [worker.user.id]);
    const renamedWorker = (body: Body) => body.schedules.every((s: Body) => s.worker.firstName === 'Wendy');
    for (const body of await settledOnBoth(worker, week(), renamedWorker)) expect(renamedWorker(body)).toBe(true);
    for (const body of await settledOnBoth(admin, dayOf(2), renamedWorker)) expect(renamedWorker(body)).toBe(true);
    await sql(databaseUrl, `DELETE FROM schedules WHERE worker_id = $1 AND date = $2`, [worker.user.id, day(2)]);
    for (const body of await settledOnBoth(admin, dayOf(2), (body) => body.total === 0)) expect(body).toEqual({ total: 0, schedules: [] });
    for (const body of await settledOnBoth(worker, week(), (body) => body.total === kept.total - 1)) expect(body.total).toBe(kept.total - 1);
  });

  it('control: with the triggers off, a shift added in the database goes unseen', async () => {
    const kept = await keptByBoth(otherWorker, week());
    const keptDay = await keptByBoth(admin, dayOf(3));
    await withTriggersOff('schedules', () =>
      sql(databaseUrl, `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:30', '07:00', '15:00')`, [
        otherWorker.user.id,
        siteId,
        day(3),
      ]),
    );
    for (const body of await settledOnBoth(otherWorker, week(), (body) => body.total !== kept.total)) expect(body).toEqual(kept);
    for (const body of await settledOnBoth(admin, dayOf(3), (body) => body.total !== keptDay.total)) expect(body).toEqual(keptDay);
  });
});

describe("the dashboard's counts", () => {
  it('pending time-off requests: a request through the API, a decision in the database, and the control', async () => {
    const path = '/api/time-off-requests/pending-count';
    const kept = (await keptByBoth(admin, path)).count as number;
    const made = await otherWorker.agent.post('/api/time-off-requests').send({ startDate: day(60), endDate: day(61) });
    expect(made.status).toBe(201);
    for (const body of await settledOnBoth(otherAdmin, path, (body) => body.count === kept + 1)) expect(body.count).toBe(kept + 1);
    await sql(databaseUrl, `UPDATE time_off_requests SET status = 'approved' WHERE id = $1`, [made.body.id]);
    for (const body of await settledOnBoth(admin, path, (body) => body.count === kept)) expect(body.count).toBe(kept);
    await withTriggersOff('time_off_requests', () => sql(databaseUrl, `UPDATE time_off_requests SET status = 'pending' WHERE id = $1`, [made.body.id]));
    for (const body of await settledOnBoth(admin, path, (body) => body.count !== kept)) expect(body.count).toBe(kept);
  });

  it('open issues: a status change through the API, a report in the database, and the control', async () => {
    const path = '/api/issues/open-count';
    const foreman = await registerAs(instanceA, 'foreman');
    [{ id: issueId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO issues (title, description) VALUES ('Leak', 'Basement') RETURNING id`);
    const kept = (await keptByBoth(admin, path)).count as number;
    expect((await keptByBoth(foreman, path)).count).toBe(kept);
    expect((await admin.agent.patch(`/api/issues/${issueId}`).send({ status: 'resolved' })).status).toBe(200);
    for (const body of await settledOnBoth(foreman, path, (body) => body.count === kept - 1)) expect(body.count).toBe(kept - 1);
    await sql(databaseUrl, `INSERT INTO issues (title, description) VALUES ('Crack', 'Wall'), ('Wire', 'Loose')`);
    for (const body of await settledOnBoth(admin, path, (body) => body.count === kept + 1)) expect(body.count).toBe(kept + 1);
    await withTriggersOff('issues', () => sql(databaseUrl, `DELETE FROM issues`));
    for (const body of await settledOnBoth(admin, path, (body) => body.count === 0)) expect(body.count).toBe(kept + 1);
    // The permission check comes before the kept answer: a worker is refused what admins share.
    expect((await read(instanceA, worker, path)).status).toBe(403);
  });
  let issueId: string;
});

describe("the dashboard's appointment card", () => {
  const path = '/api/appointments?limit=5&offset=0';

  it('a request through the API shows to admins on both instances; a client sees only their own; the control', async () => {
    const client = await registerAs(instanceA, 'client', { firstName: 'Clara', lastName: 'Client' });
    const otherClient = await registerAs(instanceA, 'client');
    expect(await keptByBoth(admin, path)).toEqual([]);
    expect(await keptByBoth(otherClient, path)).toEqual([]);
    const made = await client.agent.post('/api/appointments').send({ requestType: 'callback', phoneNumber: '(312) 555-0001', description: 'Please call' });
    expect(made.status).toBe(201);
    for (const body of await settledOnBoth(otherAdmin, path, (body) => body.length === 1))
      expect(body[0]).toMatchObject({ id: made.body.id, client: { firstName: 'Clara' } });
    for (const body of await settledOnBoth(client, path, (body) => body.length === 1)) expect(body[0]).not.toHaveProperty('client');
    expect((await read(instanceB, otherClient, path)).body).toEqual([]);
    // Straight in the database: the asker renamed, the request answered.
    await sql(databaseUrl, `UPDATE users SET first_name = 'Claire' WHERE id = $1`, [client.user.id]);
    for (const body of await settledOnBoth(admin, path, (body) => body[0].client.firstName === 'Claire')) expect(body[0].client.firstName).toBe('Claire');
    await sql(databaseUrl, `UPDATE appointment_requests SET status = 'declined', answered_at = now() WHERE id = $1`, [made.body.id]);
    for (const body of await settledOnBoth(client, path, (body) => body[0].status === 'declined')) expect(body[0].status).toBe('declined');
    for (const body of await settledOnBoth(admin, path, (body) => body[0].status === 'declined')) expect(body[0].status).toBe('declined');
    await withTriggersOff('appointment_requests', () => sql(databaseUrl, `DELETE FROM appointment_requests`));
    for (const body of await settledOnBoth(admin, path, (body) => body.length === 0)) expect(body).toHaveLength(1);
  });
});

describe('Job Sites: a page and its count', () => {
  const page = '/api/job-sites?page=1&limit=20';
  const count = '/api/job-sites/count';

  it('a site made and renamed through the API, and changes made in the database, show on both instances', async () => {
    const kept = (await keptByBoth(admin, count)).count as number;
    await keptByBoth(admin, page);
    const made = await admin.agent.post('/api/job-sites').send({ name: 'Aardvark Lane', address: '1 Aardvark Lane' });
    expect(made.status).toBe(201);
    for (const body of await settledOnBoth(otherAdmin, count, (body) => body.count === kept + 1)) expect(body.count).toBe(kept + 1);
    for (const body of await settledOnBoth(otherAdmin, page, (body) => body[0]?.name === 'Aardvark Lane')) expect(body[0].name).toBe('Aardvark Lane');
    expect((await admin.agent.patch(`/api/job-sites/${made.body.id}`).send({ name: 'Aardvark Lane East' })).status).toBe(200);
    for (const body of await settledOnBoth(admin, page, (body) => body[0]?.name === 'Aardvark Lane East')) expect(body[0].name).toBe('Aardvark Lane East');
    // In the database: a foreman assigned, then renamed.
    const foreman = await registerAs(instanceA, 'foreman', { firstName: 'Fred' });
    await sql(databaseUrl, `UPDATE job_sites SET foreman_id = $1 WHERE id = $2`, [foreman.user.id, made.body.id]);
    for (const body of await settledOnBoth(admin, page, (body) => body[0].foreman?.firstName === 'Fred')) expect(body[0].foreman.firstName).toBe('Fred');
    await sql(databaseUrl, `UPDATE users SET first_name = 'Frida' WHERE id = $1`, [foreman.user.id]);
    for (const body of await settledOnBoth(admin, page, (body) => body[0].foreman?.firstName === 'Frida')) expect(body[0].foreman.firstName).toBe('Frida');
    await sql(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Zebra Way', '9 Zebra Way')`);
    for (const body of await settledOnBoth(admin, count, (body) => body.count === kept + 2)) expect(body.count).toBe(kept + 2);
    // Permission before the kept answer: a foreman is refused the admins' shared page.
    expect((await read(instanceB, foreman, page)).status).toBe(403);
    expect((await read(instanceB, foreman, count)).status).toBe(403);
  });

  it('control: with the triggers off, a site added in the database goes unseen', async () => {
    const kept = await keptByBoth(admin, count);
    const keptPage = await keptByBoth(admin, page);
    await withTriggersOff('job_sites', () => sql(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('AAA First', '1 First St')`));
    for (const body of await settledOnBoth(admin, count, (body) => body.count !== kept.count)) expect(body).toEqual(kept);
    for (const body of await settledOnBoth(admin, page, (body) => body[0]?.name === 'AAA First')) expect(body).toEqual(keptPage);
  });
});

describe('an issue report (a hot writer: it publishes its own tags after its commit)', () => {
  it("publishes exactly the tags its inserts' triggers would have sent, once, and the triggers stay quiet for it", async () => {
    const sent = await answerTagsOf(databaseUrl, async () => {
      expect((await worker.agent.post('/api/issues').send({ title: 'Loose rail', description: 'Stairs', severity: 'high' })).status).toBe(201);
    });
    // The same two inserts straight in the database: what the triggers send for them.
    const inserted = await answerTagsOf(databaseUrl, () =>
      sql(
        databaseUrl,
        `WITH issue AS (INSERT INTO issues (title, description, reported_by_id) VALUES ('Loose rail', 'Stairs', $1) RETURNING id)
         INSERT INTO notifications (audience, except_user_id, title, message) VALUES ('admin', $1, 'Issue reported', 'By hand')`,
        [worker.user.id],
      ),
    );
    expect([...sent].sort()).toEqual([...inserted].sort());
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent).toEqual(expect.arrayContaining(['issues', 'notifications', 'notifications:role:admin']));
  });

  it("shows in admins' bells and the open count on both instances", async () => {
    const unread = (await keptByBoth(otherAdmin, '/api/notifications/unread-count')).count as number;
    const open = (await keptByBoth(otherAdmin, '/api/issues/open-count')).count as number;
    expect((await worker.agent.post('/api/issues').send({ title: 'Dust', description: 'Level 2' })).status).toBe(201);
    for (const body of await settledOnBoth(otherAdmin, '/api/notifications/unread-count', (body) => body.count === unread + 1))
      expect(body.count).toBe(unread + 1);
    for (const body of await settledOnBoth(otherAdmin, '/api/issues/open-count', (body) => body.count === open + 1)) expect(body.count).toBe(open + 1);
  });
});

describe('timesheets: the clock and breaks are hot writers (they publish their own tags after their commit)', () => {
  // A week long past, so nothing of today's clock moves it but what each test writes there.
  const WEEK = '2026-01-07';
  const mine = `/api/timesheets/my?week=${WEEK}`;
  const page = `/api/timesheets?week=${WEEK}`;
  const ofWorker = () => `/api/timesheets/${worker.user.id}?week=${WEEK}`;
  const sorted = (tags: readonly string[]) => [...tags].sort();
  const entryTags = (person: Person) => ['time_entries', `time_entries:user:${person.user.id}`];
  const breakTags = (person: Person) => ['breaks', `breaks:user:${person.user.id}`];
  const entriesOf = (sheet: Body): number => sheet.days.reduce((count: number, day: Body) => count + day.entries.length, 0);
  const rowOf = (body: Body, person: Person): Body => body.items.find((row: Body) => row.userId === person.user.id);

  it('clock-in, a break, its end and clock-out each publish exactly the tags their triggers would have sent, once', async () => {
    const clockIn = await answerTagsOf(databaseUrl, async () => {
      expect((await otherWorker.agent.post('/api/time-entries/clock-in').send({})).status).toBe(201);
    });
    const inserted = await answerTagsOf(databaseUrl, () =>
      sql(databaseUrl, `INSERT INTO time_entries (user_id, source, clock_in, clock_out) VALUES ($1, 'admin', '2020-01-06 08:00Z', '2020-01-06 09:00Z')`, [
        otherWorker.user.id,
      ]),
    );
    expect(sorted(clockIn)).toEqual(sorted(inserted));
    expect(sorted(clockIn)).toEqual(sorted(entryTags(otherWorker)));

    let breakId = '';
    const started = await answerTagsOf(databaseUrl, async () => {
      const response = await otherWorker.agent.post('/api/breaks').send({ breakType: 'meal' });
      expect(response.status).toBe(201);
      breakId = response.body.id;
    });
    expect(sorted(started)).toEqual(sorted(breakTags(otherWorker)));
    const ended = await answerTagsOf(databaseUrl, async () => {
      expect((await otherWorker.agent.patch(`/api/breaks/${breakId}/end`)).status).toBe(200);
    });
    expect(sorted(ended)).toEqual(sorted(breakTags(otherWorker)));

    // A break still running at clock-out ends with it: the entry's tags and the break's, each once.
    expect((await otherWorker.agent.post('/api/breaks').send({ breakType: 'break' })).status).toBe(201);
    const clockOut = await answerTagsOf(databaseUrl, async () => {
      expect((await otherWorker.agent.post('/api/time-entries/clock-out').send({})).status).toBe(200);
    });
    expect(sorted(clockOut)).toEqual(sorted([...entryTags(otherWorker), ...breakTags(otherWorker)]));
  });

  it("a correction and an approval through the API show in the person's week, the admin's view of it and the Timesheets page on both instances", async () => {
    const [{ id: entryId }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO time_entries (user_id, source, clock_in, clock_out) VALUES ($1, 'admin', '2026-01-07 08:00', '2026-01-07 12:00') RETURNING id`,
      [worker.user.id],
    );
    const sheet = await keptByBoth(worker, mine);
    await keptByBoth(admin, ofWorker());
    await keptByBoth(admin, page);
    expect(sheet.totals.workedMinutes).toBe(240);
    const corrected = await admin.agent
      .patch(`/api/time-entries/${entryId}`)
      .send({ clockOut: new Date('2026-01-07T13:00:00').toISOString(), reason: 'Stayed to load the truck' });
    expect(corrected.status).toBe(200);
    const fiveHours = (body: Body) => body.totals.workedMinutes === 300;
    for (const body of await settledOnBoth(worker, mine, fiveHours)) expect(fiveHours(body)).toBe(true);
    for (const body of await settledOnBoth(admin, ofWorker(), fiveHours)) expect(fiveHours(body)).toBe(true);
    for (const body of await settledOnBoth(admin, page, (body) => fiveHours(rowOf(body, worker)))) expect(fiveHours(rowOf(body, worker))).toBe(true);

    expect((await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: WEEK })).status).toBe(200);
    const approved = (body: Body) => body.status === 'approved';
    for (const body of await settledOnBoth(worker, mine, approved)) expect(body).toMatchObject({ status: 'approved', trail: [{ action: 'approved' }] });
    for (const body of await settledOnBoth(admin, page, (body) => approved(rowOf(body, worker)))) expect(approved(rowOf(body, worker))).toBe(true);
  });

  it('changes made straight in the database (an entry, a break, a name) show on both instances; each person sees their own week', async () => {
    const before = await keptByBoth(otherWorker, mine);
    await keptByBoth(admin, page);
    await sql(databaseUrl, `INSERT INTO time_entries (user_id, source, clock_in, clock_out) VALUES ($1, 'admin', '2026-01-08 07:00', '2026-01-08 15:00')`, [
      otherWorker.user.id,
    ]);
    const oneMore = (body: Body) => entriesOf(body) === entriesOf(before) + 1;
    for (const body of await settledOnBoth(otherWorker, mine, oneMore)) expect(oneMore(body)).toBe(true);
    for (const body of await settledOnBoth(admin, page, (body) => rowOf(body, otherWorker).totals.workedMinutes === 480))
      expect(rowOf(body, otherWorker).totals.workedMinutes).toBe(480);
    await sql(
      databaseUrl,
      `INSERT INTO breaks (user_id, date, break_type, start_time, end_time) VALUES ($1, '2026-01-08', 'meal', '2026-01-08 11:00', '2026-01-08 11:30')`,
      [otherWorker.user.id],
    );
    const mealTaken = (body: Body) => body.totals.unpaidBreakMinutes === 30;
    for (const body of await settledOnBoth(otherWorker, mine, mealTaken)) expect(mealTaken(body)).toBe(true);
    await sql(databaseUrl, `UPDATE users SET last_name = 'Spanner' WHERE id = $1`, [otherWorker.user.id]);
    for (const body of await settledOnBoth(admin, page, (body) => rowOf(body, otherWorker).lastName === 'Spanner'))
      expect(rowOf(body, otherWorker).lastName).toBe('Spanner');
    // The worker's own week, under their own key, is theirs.
    expect(entriesOf((await read(instanceB, worker, mine)).body)).toBe(1);
  });

  it('control: with the triggers off, an entry added in the database goes unseen', async () => {
    const kept = await keptByBoth(otherWorker, mine);
    const keptPage = await keptByBoth(admin, page);
    await withTriggersOff('time_entries', () =>
      sql(databaseUrl, `INSERT INTO time_entries (user_id, source, clock_in, clock_out) VALUES ($1, 'admin', '2026-01-09 07:00', '2026-01-09 09:00')`, [
        otherWorker.user.id,
      ]),
    );
    for (const body of await settledOnBoth(otherWorker, mine, (body) => entriesOf(body) !== entriesOf(kept))) expect(body).toEqual(kept);
    for (const body of await settledOnBoth(admin, page, (body) => JSON.stringify(body) !== JSON.stringify(keptPage))) expect(body).toEqual(keptPage);
  });
});

describe("a writer's own instance (RealtimeService.caughtUp, awaited before every write's answer)", () => {
  // Fails without the wait: the PATCH's answer would arrive before its NOTIFY did.
  it('answers a write only once its own cached reads show it: the next read there is fresh', async () => {
    for (let round = 1; round <= 10; round++) {
      const [mine] = (await keptByBoth(admin, '/api/notifications')) as Array<{ id: string; read: boolean }>;
      const unread = (await keptByBoth(admin, '/api/notifications/unread-count')).count as number;
      expect((await request(instanceA.baseUrl).patch(`/api/notifications/${mine.id}/read`).set('Cookie', admin.cookie)).status).toBe(200);
      expect((await read(instanceA, admin, '/api/notifications/unread-count')).body.count).toBe(mine.read ? unread : unread - 1);
      await sql(databaseUrl, `UPDATE notifications SET read = false WHERE id = $1`, [mine.id]);
      await Promise.all([instanceA, instanceB].map((target) => target.app.get(RealtimeService).caughtUp()));
    }
  });
});

describe('while LISTEN is down', () => {
  it('a change whose notification nobody heard (the LISTEN connections cut) still shows on both instances', async () => {
    const path = '/api/notifications/unread-count';
    const kept = (await keptByBoth(otherAdmin, path)).count as number;
    // Cut every instance's LISTEN connection, then change the count at once: its NOTIFY reaches no
    // listener. What was kept before the cut must not be served after it (TaggedCache's epoch).
    await sql(
      databaseUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'groundwork-bff-listen'`,
    );
    await sql(databaseUrl, `INSERT INTO notifications (user_id, title, message) VALUES ($1, 'Missed', 'While nobody listened')`, [otherAdmin.user.id]);
    for (const body of await settledOnBoth(otherAdmin, path, (body) => body.count === kept + 1)) expect(body.count).toBe(kept + 1);
  });
});
