// Scheduling, time off and availability: every endpoint's behaviour, rules, messages and the
// notifications they create, on a real PostgreSQL.
import { bootApp, createTestDatabase, day, notificationsSeenBy, openSocket, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let worker: Person;
let worker2: Person;
let foreman: Person;
let client: Person;
let siteId: string;
let otherSiteId: string;

const notificationsOf = (userId: string) => notificationsSeenBy(databaseUrl, userId);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  worker = await registerAs(target, 'worker', { firstName: 'Wanda', lastName: 'Welder' });
  worker2 = await registerAs(target, 'worker', { firstName: 'Walt', lastName: 'Wrench' });
  foreman = await registerAs(target, 'foreman', { firstName: 'Fred', lastName: 'Foreman' });
  client = await registerAs(target, 'client');
  const sites = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address) VALUES ('Maple St Teardown', '12 Maple St'), ('Elm Ave Renovation', '40 Elm Ave') RETURNING id`,
  );
  [siteId, otherSiteId] = sites.map((site) => site.id);
});

afterAll(async () => target?.close());

describe('POST /api/schedules', () => {
  const valid = () => ({ workerId: worker.user.id, jobSiteId: siteId, date: day(1), meetTime: '06:30', startTime: '07:00' });

  it('creates a shift, takes the creator from the session, and notifies the worker over /ws', async () => {
    const socket = await openSocket(target, worker.cookie);
    try {
      const response = await admin.agent.post('/api/schedules').send({ ...valid(), createdById: worker.user.id });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        workerId: worker.user.id,
        jobSiteId: siteId,
        date: day(1),
        meetTime: '06:30',
        startTime: '07:00',
        createdById: admin.user.id,
        jobSite: { id: siteId, name: 'Maple St Teardown', address: '12 Maple St' },
        worker: { id: worker.user.id, firstName: 'Wanda', lastName: 'Welder' },
      });
      const pushed = (await socket.next()) as { type: string; notification: { title: string; message: string }; refresh: string[] };
      expect(pushed.type).toBe('notification');
      expect(pushed.refresh).toEqual(['Schedule']);
      expect(pushed.notification.title).toBe('New shift scheduled');
      expect(pushed.notification.message).toMatch(
        /^You are scheduled at Maple St Teardown on \w+day, \w{3} \d{1,2}, \d{4}: meet at 6:30 AM, start at 7:00 AM\.$/,
      );
      const mine = await worker.agent.get('/api/schedules/my');
      expect(mine.body.map((s: { id: string }) => s.id)).toContain(response.body.id);
    } finally {
      socket.socket.close();
    }
  });

  it('can schedule a foreman too', async () => {
    const response = await admin.agent.post('/api/schedules').send({ ...valid(), workerId: foreman.user.id });
    expect(response.status).toBe(201);
  });

  it.each(
    [
      [{ workerId: undefined }, 'Worker is required'],
      [{ jobSiteId: undefined }, 'Job site is required'],
      [{ date: undefined }, 'Date is required'],
      [{ meetTime: undefined }, 'Meet time is required'],
      [{ startTime: undefined }, 'Start time is required'],
      [{ workerId: 'bob' }, 'Worker must be chosen from the list of workers'],
      [{ jobSiteId: 'site' }, 'Job site must be chosen from the list of job sites'],
      [{ date: '2026-02-30' }, 'Date must be a date written YYYY-MM-DD'],
      [{ date: 'tomorrow' }, 'Date must be a date written YYYY-MM-DD'],
      [{ meetTime: '7:00' }, 'Meet time must be a time written HH:mm'],
      [{ startTime: '24:00' }, 'Start time must be a time written HH:mm'],
      [{ endTime: '7pm' }, 'End time must be a time written HH:mm'],
      [{ endTime: null }, 'End time must be a time written HH:mm'],
      [{ meetTime: '08:00', startTime: '07:59' }, 'Meet time must not be after start time'],
      [{ date: day(-1) }, 'Date must be today or later'],
    ].map(([change, message]) => [message, change] as const),
  )('refuses with "%s": %j', async (message, change) => {
    const body: Record<string, unknown> = { ...valid(), ...(change as Record<string, unknown>) };
    const before = await sql(databaseUrl, 'SELECT count(*)::int AS n FROM schedules');
    const response = await admin.agent.post('/api/schedules').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM schedules')).toEqual(before);
  });

  it('refuses an admin or a client as the worker', async () => {
    for (const person of [admin, client]) {
      const response = await admin.agent.post('/api/schedules').send({ ...valid(), workerId: person.user.id });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Only workers and foremen can be scheduled');
    }
  });

  it('404s an unknown worker or job site', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const noWorker = await admin.agent.post('/api/schedules').send({ ...valid(), workerId: unknown });
    expect([noWorker.status, noWorker.body.message]).toEqual([404, 'Worker not found']);
    const noSite = await admin.agent.post('/api/schedules').send({ ...valid(), jobSiteId: unknown });
    expect([noSite.status, noSite.body.message]).toEqual([404, 'Job site not found']);
  });

  it("refuses a shift that overlaps another of the worker's, naming it (409, database rule, also when two admins save at once)", async () => {
    const body = { ...valid(), date: day(2) };
    const results = await Promise.all([admin.agent.post('/api/schedules').send(body), admin.agent.post('/api/schedules').send(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.message).toMatch(/^Wanda Welder already has a shift from 7:00 AM to 3:00 PM on \w+day, /);
    // Inside those hours: refused; right after them: allowed (the dialog only warns of a second shift that day).
    const inside = await admin.agent.post('/api/schedules').send({ ...body, meetTime: '12:00', startTime: '12:30', endTime: '18:00' });
    expect([inside.status, inside.body.message]).toEqual([409, expect.stringMatching(/^Wanda Welder already has a shift from 7:00 AM to 3:00 PM/)]);
    const after = await admin.agent.post('/api/schedules').send({ ...body, meetTime: '15:00', startTime: '15:00', endTime: '18:00' });
    expect([after.status, after.body.endTime, after.body.lengthMinutes]).toEqual([201, '18:00', 180]);
  });

  it('ends a shift 8 hours after its start unless told; an end at or before the start is the next day', async () => {
    const standard = await admin.agent.post('/api/schedules').send({ ...valid(), date: day(9) });
    expect([standard.status, standard.body.startTime, standard.body.endTime, standard.body.lengthMinutes]).toEqual([201, '07:00', '15:00', 480]);
    const night = await admin.agent.post('/api/schedules').send({ ...valid(), date: day(10), meetTime: '21:45', startTime: '22:00', endTime: '06:00' });
    expect([night.status, night.body.endTime, night.body.lengthMinutes]).toEqual([201, '06:00', 480]);
    // The next morning's hours belong to the night shift.
    const morning = await admin.agent.post('/api/schedules').send({ ...valid(), date: day(11), meetTime: '05:00', startTime: '05:30' });
    expect([morning.status, morning.body.message]).toEqual([409, expect.stringMatching(/^Wanda Welder already has a shift from 10:00 PM to 6:00 AM on /)]);
    const [stored] = await sql<{ end_time: string }>(databaseUrl, 'SELECT end_time FROM schedules WHERE id = $1', [night.body.id]);
    expect(stored.end_time).toBe('06:00:00');
  });

  it('moves the end with a new start, keeping the length, unless a new end is given', async () => {
    const created = await admin.agent.post('/api/schedules').send({ ...valid(), date: day(12), endTime: '11:00' });
    const moved = await admin.agent.patch(`/api/schedules/${created.body.id}`).send({ meetTime: '08:30', startTime: '09:00' });
    expect([moved.status, moved.body.startTime, moved.body.endTime, moved.body.lengthMinutes]).toEqual([200, '09:00', '13:00', 240]);
    const longer = await admin.agent.patch(`/api/schedules/${created.body.id}`).send({ endTime: '17:30' });
    expect([longer.status, longer.body.endTime, longer.body.lengthMinutes]).toEqual([200, '17:30', 510]);
  });
});

describe('draft shifts and POST /api/schedules/publish', () => {
  it('keeps a draft from the worker (schedule, day, crew, clock site, notifications) until it is published, then tells them once', async () => {
    const dana = await registerAs(target, 'worker', { firstName: 'Dana', lastName: 'Draft' });
    const before = (await notificationsOf(dana.user.id)).length;
    const draft = (date: string) =>
      admin.agent.post('/api/schedules').send({ workerId: dana.user.id, jobSiteId: siteId, date, meetTime: '06:45', startTime: '07:00', draft: true });
    const first = await draft(day(240));
    expect([first.status, first.body.draft]).toEqual([201, true]);
    expect((await draft(day(241))).status).toBe(201);
    // Edited and deleted as a draft: still nothing for the worker.
    const doomed = await draft(day(242));
    expect((await admin.agent.patch(`/api/schedules/${first.body.id}`).send({ startTime: '07:30' })).status).toBe(200);
    expect((await admin.agent.delete(`/api/schedules/${doomed.body.id}`)).status).toBe(204);
    expect((await notificationsOf(dana.user.id)).length).toBe(before);
    // Not on the worker's schedule; the admin's day shows it marked as a draft.
    expect((await dana.agent.get(`/api/schedules/my?from=${day(240)}&to=${day(241)}`)).body).toEqual([]);
    expect((await dana.agent.get(`/api/schedules/my/week?from=${day(240)}`)).body).toMatchObject({ upcoming: 0, thisWeek: 0, total: 0, schedules: [] });
    expect((await dana.agent.get(`/api/schedules/day?date=${day(240)}`)).body).toEqual({ total: 0, schedules: [] });
    const adminDay = await admin.agent.get(`/api/schedules/day?date=${day(240)}&limit=50`);
    expect(adminDay.body.schedules.find((shift: { id: string }) => shift.id === first.body.id)).toMatchObject({ draft: true, startTime: '07:30' });
    // A draft still holds its hours: an overlapping shift is refused.
    const overlap = await admin.agent
      .post('/api/schedules')
      .send({ workerId: dana.user.id, jobSiteId: siteId, date: day(240), meetTime: '08:00', startTime: '08:00' });
    expect(overlap.status).toBe(409);

    const bad = await admin.agent.post('/api/schedules/publish').send({ from: day(241), to: day(240) });
    expect([bad.status, bad.body.message]).toEqual([400, 'from must not be after to']);
    const tooLong = await admin.agent.post('/api/schedules/publish').send({ from: day(0), to: day(366) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Publish at most 366 days at a time']);

    const published = await admin.agent.post('/api/schedules/publish').send({ from: day(240), to: day(241) });
    expect(published.status).toBe(200);
    expect(published.body.published).toBe(2);
    const mine = await dana.agent.get(`/api/schedules/my?from=${day(240)}&to=${day(241)}`);
    expect(mine.body.map((shift: { date: string; draft: boolean }) => [shift.date, shift.draft])).toEqual([
      [day(240), false],
      [day(241), false],
    ]);
    const told = await notificationsOf(dana.user.id);
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({ title: 'New shifts published' });
    // Each new shift named, in time order, with its site.
    expect(told[0].message).toMatch(/^New shifts on My Schedule: \w+, .+, 7:30 AM at Maple St Teardown\. \w+, .+, 7:00 AM at Maple St Teardown\.$/);
    // Published twice: nothing new, nobody told again.
    expect((await admin.agent.post('/api/schedules/publish').send({ from: day(240), to: day(241) })).body.published).toBe(0);
    expect((await notificationsOf(dana.user.id)).length).toBe(before + 1);
  });
});

describe('GET /api/schedules/check', () => {
  it('reports the saved availability of that weekday, the same-day shifts and approved time off', async () => {
    const date = day(3);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    await worker2.agent.post('/api/availability').send({ dayOfWeek: weekday, available: false, notes: 'Night classes' });
    const shift = await admin.agent.post('/api/schedules').send({ workerId: worker2.user.id, jobSiteId: siteId, date, meetTime: '06:00', startTime: '06:30' });
    const check = await admin.agent.get(`/api/schedules/check?workerId=${worker2.user.id}&date=${date}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      availability: { available: false, notes: 'Night classes' },
      sameDayShifts: [{ id: shift.body.id, startTime: '06:30', jobSite: { name: 'Maple St Teardown' } }],
      approvedTimeOff: null,
    });
    const excluded = await admin.agent.get(`/api/schedules/check?workerId=${worker2.user.id}&date=${date}&excludeId=${shift.body.id}`);
    expect(excluded.body.sameDayShifts).toEqual([]);
    const fresh = await admin.agent.get(`/api/schedules/check?workerId=${foreman.user.id}&date=${day(5)}`);
    expect(fresh.body).toMatchObject({ availability: null, sameDayShifts: [], approvedTimeOff: null, pendingTimeOff: null, overlapping: null });
  });

  it("with proposed hours: names the shift they overlap, and counts the workweek's scheduled hours and what passes 40", async () => {
    const olive = await registerAs(target, 'worker', { firstName: 'Olive', lastName: 'Overtime' });
    // A week far from the other tests' days (workweeks start on Sunday): ten hours Monday to Thursday.
    const offset = [200, 201, 202, 203, 204, 205, 206].find((n) => new Date(`${day(n)}T00:00:00Z`).getUTCDay() === 0)!;
    const shifts = [];
    for (const n of [1, 2, 3, 4]) {
      const created = await admin.agent
        .post('/api/schedules')
        .send({ workerId: olive.user.id, jobSiteId: siteId, date: day(offset + n), meetTime: '06:45', startTime: '07:00', endTime: '17:00' });
      expect(created.status).toBe(201);
      shifts.push(created.body);
    }
    const check = (query: string) => admin.agent.get(`/api/schedules/check?workerId=${olive.user.id}&${query}`);

    const friday = await check(`date=${day(offset + 5)}&startTime=07:00`);
    expect(friday.status).toBe(200);
    expect(friday.body).toMatchObject({ overlapping: null, weekMinutes: 48 * 60, overtimeMinutes: 8 * 60 });
    const noHours = await check(`date=${day(offset + 5)}`);
    expect(noHours.body).toMatchObject({ overlapping: null, weekMinutes: 40 * 60, overtimeMinutes: 0 });

    const monday = await check(`date=${day(offset + 1)}&startTime=12:00&endTime=14:00`);
    expect(monday.body).toMatchObject({ overlapping: { id: shifts[0].id, startTime: '07:00', endTime: '17:00' }, weekMinutes: 42 * 60, overtimeMinutes: 120 });
    // Editing Monday's own shift: it is neither in the way nor counted twice.
    const editing = await check(`date=${day(offset + 1)}&startTime=12:00&endTime=14:00&excludeId=${shifts[0].id}`);
    expect(editing.body).toMatchObject({ overlapping: null, weekMinutes: 32 * 60, overtimeMinutes: 0 });
    // Saturday night into Sunday counts in full in the week it starts.
    const saturday = await check(`date=${day(offset + 6)}&startTime=22:00&endTime=06:00`);
    expect(saturday.body).toMatchObject({ weekMinutes: 48 * 60, overtimeMinutes: 8 * 60 });

    // Asked without hours, nothing is said of rest; Monday to Thursday leave plenty.
    expect(noHours.body.noDayOfRest).toBe(false);
    expect(friday.body.noDayOfRest).toBe(false);

    const badTime = await check(`date=${day(offset + 1)}&startTime=7am`);
    expect([badTime.status, badTime.body.message]).toEqual([400, 'Start time must be a time written HH:mm']);
    const badEnd = await check(`date=${day(offset + 1)}&startTime=07:00&endTime=25:00`);
    expect([badEnd.status, badEnd.body.message]).toEqual([400, 'End time must be a time written HH:mm']);
  });

  it('warns when a shift would make seven days in a row without 24 hours of rest (a rolling window, across weeks)', async () => {
    const rowan = await registerAs(target, 'worker', { firstName: 'Rowan', lastName: 'Rest' });
    // Six days running from day 220 (whatever weekday: the window rolls across workweeks).
    for (const n of [220, 221, 222, 223, 224, 225]) {
      const created = await admin.agent
        .post('/api/schedules')
        .send({ workerId: rowan.user.id, jobSiteId: siteId, date: day(n), meetTime: '06:45', startTime: '07:00', endTime: '15:00' });
      expect(created.status).toBe(201);
    }
    const check = (query: string) => admin.agent.get(`/api/schedules/check?workerId=${rowan.user.id}&${query}`);
    // A seventh day after them, or before them: no day of rest in those seven.
    expect((await check(`date=${day(226)}&startTime=07:00`)).body.noDayOfRest).toBe(true);
    expect((await check(`date=${day(219)}&startTime=07:00`)).body.noDayOfRest).toBe(true);
    // A day off in between keeps the rest.
    expect((await check(`date=${day(227)}&startTime=07:00`)).body.noDayOfRest).toBe(false);
  });

  it('refuses bad queries', async () => {
    const missing = await admin.agent.get(`/api/schedules/check?date=${day(1)}`);
    expect([missing.status, missing.body.message]).toEqual([400, 'Worker is required']);
    const badDate = await admin.agent.get(`/api/schedules/check?workerId=${worker.user.id}&date=soon`);
    expect([badDate.status, badDate.body.message]).toEqual([400, 'Date must be a date written YYYY-MM-DD']);
    const unknown = await admin.agent.get(`/api/schedules/check?workerId=00000000-0000-4000-8000-000000000001&date=${day(1)}`);
    expect(unknown.status).toBe(404);
  });
});

describe('PATCH and DELETE /api/schedules/:id', () => {
  let shiftId: string;

  beforeAll(async () => {
    const created = await admin.agent
      .post('/api/schedules')
      .send({ workerId: worker.user.id, jobSiteId: siteId, date: day(4), meetTime: '07:00', startTime: '07:30' });
    shiftId = created.body.id;
  });

  it('edits a shift and notifies the worker', async () => {
    const response = await admin.agent.patch(`/api/schedules/${shiftId}`).send({ jobSiteId: otherSiteId, startTime: '08:00' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: shiftId,
      jobSiteId: otherSiteId,
      meetTime: '07:00',
      startTime: '08:00',
      jobSite: { name: 'Elm Ave Renovation' },
    });
    const [latest] = await notificationsOf(worker.user.id);
    expect(latest.title).toBe('Shift updated');
    expect(latest.message).toMatch(/^Your shift is now at Elm Ave Renovation on .+: meet at 7:00 AM, start at 8:00 AM\.$/);
  });

  it('moving a shift to another worker tells both', async () => {
    const response = await admin.agent.patch(`/api/schedules/${shiftId}`).send({ workerId: worker2.user.id });
    expect(response.status).toBe(200);
    expect(response.body.workerId).toBe(worker2.user.id);
    expect((await notificationsOf(worker.user.id))[0]).toMatchObject({ title: 'Shift cancelled' });
    expect((await notificationsOf(worker2.user.id))[0]).toMatchObject({ title: 'New shift scheduled' });
  });

  it('applies the same rules as creation', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'Nothing to change: send at least one field'],
      [{ meetTime: '09:00' }, 400, 'Meet time must not be after start time'],
      [{ date: day(-2) }, 400, 'Date must be today or later'],
      [{ workerId: client.user.id }, 400, 'Only workers and foremen can be scheduled'],
      [{ jobSiteId: '00000000-0000-4000-8000-000000000001' }, 404, 'Job site not found'],
      [{ startTime: null }, 400, 'Start time must be a time written HH:mm'],
      [{ createdById: admin.user.id }, 400, 'Unexpected field: createdById'],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.agent.patch(`/api/schedules/${shiftId}`).send(body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
  });

  it('404s an unknown schedule', async () => {
    const unknown = '00000000-0000-4000-8000-000000000002';
    expect((await admin.agent.patch(`/api/schedules/${unknown}`).send({ startTime: '09:00' })).status).toBe(404);
    expect((await admin.agent.delete(`/api/schedules/${unknown}`)).status).toBe(404);
  });

  it('deletes a shift and notifies the worker', async () => {
    const response = await admin.agent.delete(`/api/schedules/${shiftId}`);
    expect(response.status).toBe(204);
    expect(await sql(databaseUrl, 'SELECT 1 FROM schedules WHERE id = $1', [shiftId])).toEqual([]);
    const [latest] = await notificationsOf(worker2.user.id);
    expect(latest).toMatchObject({ title: 'Shift cancelled' });
    expect(latest.message).toMatch(/^Your shift at Elm Ave Renovation on .+ was cancelled\.$/);
    expect((await admin.agent.delete(`/api/schedules/${shiftId}`)).status).toBe(404);
  });
});

describe('time-off requests', () => {
  let requestId: string;

  it('a worker requests time off; it starts pending and every admin is notified', async () => {
    const response = await worker.agent.post('/api/time-off-requests').send({ startDate: day(10), endDate: day(12), reason: '  Family wedding  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId: worker.user.id, startDate: day(10), endDate: day(12), reason: 'Family wedding', status: 'pending' });
    // The answer has the shape of every other time-off answer: no decision yet, stated as null.
    expect(Object.keys(response.body).sort()).toEqual(['createdAt', 'decisionReason', 'endDate', 'id', 'reason', 'startDate', 'status', 'userId']);
    expect(response.body.decisionReason).toBeNull();
    requestId = response.body.id;
    const [note] = await notificationsOf(admin.user.id);
    expect(note.title).toBe('Time-off request');
    expect(note.message).toMatch(/^Wanda Welder asked for time off: \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}\.$/);
    const mine = await worker.agent.get('/api/time-off-requests/my');
    expect(mine.body.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect((await worker2.agent.get('/api/time-off-requests/my')).body).toEqual([]);
  });

  it('reason is optional; a foreman may request too', async () => {
    const response = await foreman.agent.post('/api/time-off-requests').send({ startDate: day(20), endDate: day(20) });
    expect(response.status).toBe(201);
    expect(response.body.reason).toBeNull();
  });

  it.each(
    [
      [{ endDate: day(1) }, 'Start date is required'],
      [{ startDate: day(1) }, 'End date is required'],
      [{ startDate: '01/02/2026', endDate: day(1) }, 'Start date must be a date written YYYY-MM-DD'],
      [{ startDate: day(1), endDate: '2026-13-01' }, 'End date must be a date written YYYY-MM-DD'],
      [{ startDate: day(3), endDate: day(2) }, 'End date must not be before start date'],
      [{ startDate: day(-1), endDate: day(2) }, 'Start date must be today or later'],
      [{ startDate: day(1), endDate: day(1), reason: 'r'.repeat(1001) }, 'Reason must be at most 1000 characters'],
    ].map(([body, message]) => [message, body] as const),
  )('refuses with "%s"', async (message, body) => {
    const response = await worker2.agent.post('/api/time-off-requests').send(body);
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it('refuses a request overlapping the worker’s own live request (409, database rule)', async () => {
    const response = await worker.agent.post('/api/time-off-requests').send({ startDate: day(12), endDate: day(14) });
    expect([response.status, response.body.message]).toEqual([409, 'You already have a time-off request for some of these dates']);
    // Someone else's dates do not matter.
    expect((await worker2.agent.post('/api/time-off-requests').send({ startDate: day(12), endDate: day(14) })).status).toBe(201);
  });

  it('admins list them (filtered by status) with the requester', async () => {
    const pending = await admin.agent.get('/api/time-off-requests?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(pending.body.find((r: { id: string }) => r.id === requestId)).toMatchObject({ user: { firstName: 'Wanda', lastName: 'Welder' } });
    expect((await admin.agent.get('/api/time-off-requests?status=maybe')).status).toBe(400);
  });

  it('the admin list is bounded: newest first, at most `limit` (1 to 500)', async () => {
    const newest = await admin.agent.get('/api/time-off-requests?limit=1');
    expect(newest.status).toBe(200);
    expect(newest.body).toHaveLength(1);
    const all = (await admin.agent.get('/api/time-off-requests')).body as Array<{ id: string; createdAt: string }>;
    expect(all.length).toBeGreaterThan(1);
    expect(newest.body[0].id).toBe(all[0].id);
    expect(all.map((r) => r.createdAt)).toEqual(
      all
        .map((r) => r.createdAt)
        .sort()
        .reverse(),
    );
    for (const limit of ['0', '501', 'many', '2.5']) {
      const refused = await admin.agent.get(`/api/time-off-requests?limit=${limit}`);
      expect([refused.status, refused.body.message]).toEqual([400, 'limit must be a whole number from 1 to 500']);
    }
  });

  it('an admin approves; the worker is notified over /ws; a second decision is refused', async () => {
    const socket = await openSocket(target, worker.cookie);
    try {
      const response = await admin.agent.patch(`/api/time-off-requests/${requestId}`).send({ status: 'approved' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: requestId, status: 'approved' });
      const pushed = (await socket.next()) as { notification: { title: string; message: string }; refresh: string[] };
      expect(pushed.refresh).toEqual(['TimeOff']);
      expect(pushed.notification.title).toBe('Time off approved');
      expect(pushed.notification.message).toMatch(/^Your time-off request for .+ to .+ was approved\.$/);
    } finally {
      socket.socket.close();
    }
    const again = await admin.agent.patch(`/api/time-off-requests/${requestId}`).send({ status: 'rejected' });
    expect([again.status, again.body.message]).toEqual([409, 'This request has already been approved']);
  });

  it('an admin rejects; a rejected request frees its dates', async () => {
    const created = await worker2.agent.post('/api/time-off-requests').send({ startDate: day(30), endDate: day(31) });
    const response = await admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'rejected' });
    expect(response.body.status).toBe('rejected');
    expect((await notificationsOf(worker2.user.id))[0]).toMatchObject({ title: 'Time off rejected' });
    expect((await worker2.agent.post('/api/time-off-requests').send({ startDate: day(31), endDate: day(31) })).status).toBe(201);
  });

  it('refuses a bad decision, and 404s an unknown request', async () => {
    const bad = await admin.agent.patch(`/api/time-off-requests/${requestId}`).send({ status: 'pending' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Status must be approved or rejected']);
    const unknown = await admin.agent.patch('/api/time-off-requests/00000000-0000-4000-8000-000000000003').send({ status: 'approved' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Time-off request not found']);
  });

  it('an admin rejects with a reason the worker sees; a reason with an approval is refused', async () => {
    const created = await worker2.agent.post('/api/time-off-requests').send({ startDate: day(33), endDate: day(34) });
    const approvedWithReason = await admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'approved', reason: 'Enjoy' });
    expect([approvedWithReason.status, approvedWithReason.body.message]).toEqual([400, 'A reason can only be given with a rejection']);
    const tooLong = await admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'rejected', reason: 'r'.repeat(1001) });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Reason must be at most 1000 characters']);
    const response = await admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'rejected', reason: '  Roof job that week  ' });
    expect(response.body).toMatchObject({ status: 'rejected', decisionReason: 'Roof job that week' });
    const mine = (await worker2.agent.get('/api/time-off-requests/my')).body.find((r: { id: string }) => r.id === created.body.id);
    expect(mine).toMatchObject({ status: 'rejected', decisionReason: 'Roof job that week' });
    expect((await notificationsOf(worker2.user.id))[0].message).toMatch(/was rejected: Roof job that week$/);
    // A decision without a reason carries none; the database keeps a reason to rejections.
    const plain = await worker2.agent.post('/api/time-off-requests').send({ startDate: day(36), endDate: day(36) });
    expect((await admin.agent.patch(`/api/time-off-requests/${plain.body.id}`).send({ status: 'approved', reason: '' })).body.decisionReason).toBeNull();
    await expect(sql(databaseUrl, `UPDATE time_off_requests SET decision_reason = 'x' WHERE id = $1`, [plain.body.id])).rejects.toThrow(
      /time_off_requests_reason_of_rejection/,
    );
  });

  it('a worker withdraws their own pending request: withdrawn, the admins told, its dates free again', async () => {
    const created = await worker2.agent.post('/api/time-off-requests').send({ startDate: day(40), endDate: day(42) });
    const check = await admin.agent.get(`/api/schedules/check?workerId=${worker2.user.id}&date=${day(41)}`);
    expect(check.body).toMatchObject({ approvedTimeOff: null, pendingTimeOff: { id: created.body.id, startDate: day(40), endDate: day(42) } });

    // Someone else's is not found, an admin may not withdraw at all.
    const other = await worker.agent.post(`/api/time-off-requests/${created.body.id}/withdraw`);
    expect([other.status, other.body.message]).toEqual([404, 'Time-off request not found']);
    expect((await admin.agent.post(`/api/time-off-requests/${created.body.id}/withdraw`)).status).toBe(403);

    const response = await worker2.agent.post(`/api/time-off-requests/${created.body.id}/withdraw`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: created.body.id, status: 'withdrawn', decisionReason: null });
    expect((await notificationsOf(admin.user.id))[0]).toMatchObject({ title: 'Time-off request withdrawn' });
    expect((await admin.agent.get(`/api/schedules/check?workerId=${worker2.user.id}&date=${day(41)}`)).body.pendingTimeOff).toBeNull();
    expect((await admin.agent.get('/api/time-off-requests?status=pending')).body.map((r: { id: string }) => r.id)).not.toContain(created.body.id);
    expect((await worker2.agent.post('/api/time-off-requests').send({ startDate: day(41), endDate: day(41) })).status).toBe(201);

    // Withdrawn or decided: nothing left to withdraw, nor to decide.
    const again = await worker2.agent.post(`/api/time-off-requests/${created.body.id}/withdraw`);
    expect([again.status, again.body.message]).toEqual([409, 'This request has already been withdrawn']);
    const decided = await admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'approved' });
    expect([decided.status, decided.body.message]).toEqual([409, 'This request has already been withdrawn']);
    const approved = await worker.agent.post(`/api/time-off-requests/${requestId}/withdraw`);
    expect([approved.status, approved.body.message]).toEqual([409, 'This request has already been approved']);
  });

  it('a withdrawal and a decision at the same moment: exactly one wins (the database decides)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await worker2.agent.post('/api/time-off-requests').send({ startDate: day(50 + round), endDate: day(50 + round) });
      const [withdrawal, decision] = await Promise.all([
        worker2.agent.post(`/api/time-off-requests/${created.body.id}/withdraw`),
        admin.agent.patch(`/api/time-off-requests/${created.body.id}`).send({ status: 'approved' }),
      ]);
      expect([withdrawal.status, decision.status].sort()).toEqual([200, 409]);
      const [row] = await sql<{ status: string }>(databaseUrl, 'SELECT status FROM time_off_requests WHERE id = $1', [created.body.id]);
      expect(row.status).toBe(withdrawal.status === 200 ? 'withdrawn' : 'approved');
    }
  });

  it('scheduling inside approved time off is refused with 409 and a readable message', async () => {
    const body = { workerId: worker.user.id, jobSiteId: siteId, date: day(11), meetTime: '06:30', startTime: '07:00' };
    const response = await admin.agent.post('/api/schedules').send(body);
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(
      /^Wanda Welder has approved time off on \w+day, \w{3} \d{1,2}, \d{4} \(\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}\)$/,
    );
    const check = await admin.agent.get(`/api/schedules/check?workerId=${worker.user.id}&date=${day(12)}`);
    expect(check.body.approvedTimeOff).toMatchObject({ id: requestId, startDate: day(10), endDate: day(12) });
    // Moving an existing shift into it is refused as well; the edge after it is fine.
    const outside = await admin.agent.post('/api/schedules').send({ ...body, date: day(13) });
    expect(outside.status).toBe(201);
    const moved = await admin.agent.patch(`/api/schedules/${outside.body.id}`).send({ date: day(10) });
    expect(moved.status).toBe(409);
  });
});

describe('availability', () => {
  it('a worker sees seven days, available by default', async () => {
    const response = await worker.agent.get('/api/availability');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, available: true, notes: null, updatedAt: null })));
  });

  it('saves one day as an upsert; the value is read back; others are not affected', async () => {
    const first = await worker.agent.post('/api/availability').send({ dayOfWeek: 6, available: false, notes: ' Kids on Saturdays ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ dayOfWeek: 6, available: false, notes: 'Kids on Saturdays' });
    const second = await worker.agent.post('/api/availability').send({ dayOfWeek: 6, available: true, notes: '' });
    expect(second.body).toMatchObject({ dayOfWeek: 6, available: true, notes: null });
    await worker.agent.post('/api/availability').send({ dayOfWeek: 0, available: false });
    const week = (await worker.agent.get('/api/availability')).body as Array<{ dayOfWeek: number; available: boolean }>;
    expect(week.map((d) => d.available)).toEqual([false, true, true, true, true, true, true]);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM availability WHERE user_id = $1', [worker.user.id])).toEqual([{ n: 2 }]);
    expect((await foreman.agent.get('/api/availability')).body.every((d: { available: boolean }) => d.available)).toBe(true);
  });

  it('concurrent saves of one day leave one row', async () => {
    await Promise.all([1, 2, 3, 4].map((n) => worker2.agent.post('/api/availability').send({ dayOfWeek: 2, available: n % 2 === 0, notes: `try ${n}` })));
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM availability WHERE user_id = $1 AND day_of_week = 2', [worker2.user.id])).toEqual([{ n: 1 }]);
  });

  it.each(
    [
      [{ available: true }, 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)'],
      [{ dayOfWeek: 7, available: true }, 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)'],
      [{ dayOfWeek: 1.5, available: true }, 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)'],
      [{ dayOfWeek: '1', available: true }, 'Day of week must be a whole number from 0 (Sunday) to 6 (Saturday)'],
      [{ dayOfWeek: 1 }, 'Available must be true or false'],
      [{ dayOfWeek: 1, available: 'yes' }, 'Available must be true or false'],
      [{ dayOfWeek: 1, available: true, notes: 'n'.repeat(501) }, 'Notes must be at most 500 characters'],
      [{ dayOfWeek: 1, available: true, userId: '00000000-0000-4000-8000-000000000009' }, 'Unexpected field: userId'],
    ].map(([body, message]) => [message, body] as const),
  )('refuses with "%s"', async (message, body) => {
    const response = await worker.agent.post('/api/availability').send(body);
    expect([response.status, response.body.message]).toEqual([400, message]);
  });
});

describe('dashboard reads: GET /api/time-off-requests/pending-count and GET /api/schedules/day', () => {
  it('counts every pending request in the database, beyond the list’s 500-row cap, and no decided one', async () => {
    const before = (await admin.agent.get('/api/time-off-requests/pending-count')).body.count as number;
    // One-day requests on distinct far-off days (a person's requests may not overlap).
    await sql(
      databaseUrl,
      `INSERT INTO time_off_requests (user_id, start_date, end_date, status)
       SELECT $1, CURRENT_DATE + 1000 + g, CURRENT_DATE + 1000 + g, CASE WHEN g <= 520 THEN 'pending' ELSE 'approved' END::time_off_status
         FROM generate_series(1, 530) AS g`,
      [client.user.id],
    );
    // Written behind the BFF's back: the cached count is dropped when the instance hears the
    // trigger's notification, a moment after the commit.
    const response = await settledRead(
      () => admin.agent.get('/api/time-off-requests/pending-count'),
      (answer) => answer.body.count === before + 520,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: before + 520 });
    const [row] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM time_off_requests WHERE status = 'pending'`);
    expect(response.body.count).toBe(row.count);
    expect((await admin.agent.get('/api/time-off-requests?status=pending&limit=500')).body).toHaveLength(500);
  });

  it('a day: the exact total and the first `limit` rows by start time; the admin’s across everyone, the others their own', async () => {
    const date = day(5);
    // 30 shifts each for two workers (06:00, 06:10, ... ), interleaved by start time.
    for (const [person, offset] of [
      [worker, 0],
      [worker2, 5],
    ] as const) {
      await sql(
        databaseUrl,
        `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time)
         SELECT $1, $2, $3, time '06:00' + make_interval(mins => g * 10 + $4), time '06:00' + make_interval(mins => g * 10 + $4),
                time '06:00' + make_interval(mins => g * 10 + $4 + 5)
           FROM generate_series(0, 29) AS g`,
        [person.user.id, siteId, date, offset],
      );
    }
    const [counted] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM schedules WHERE date = $1`, [date]);
    expect(counted.count).toBe(60);

    const page = await admin.agent.get(`/api/schedules/day?date=${date}&limit=50`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(60);
    expect(page.body.schedules).toHaveLength(50);
    const starts = (page.body.schedules as Array<{ startTime: string }>).map((shift) => shift.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(page.body.schedules[0]).toMatchObject({
      date,
      startTime: '06:00',
      worker: { id: worker.user.id, firstName: 'Wanda' },
      jobSite: { id: siteId, name: 'Maple St Teardown' },
    });
    expect(page.body.schedules[1]).toMatchObject({ startTime: '06:05', worker: { id: worker2.user.id } });

    const short = await admin.agent.get(`/api/schedules/day?date=${date}&limit=3`);
    expect({ total: short.body.total, rows: short.body.schedules.length }).toEqual({ total: 60, rows: 3 });
    expect(short.body.schedules).toEqual(page.body.schedules.slice(0, 3));
    expect((await admin.agent.get(`/api/schedules/day?date=${date}`)).body.schedules).toHaveLength(10);

    const own = await worker2.agent.get(`/api/schedules/day?date=${date}&limit=5`);
    expect(own.body.total).toBe(30);
    expect(own.body.schedules).toHaveLength(5);
    expect(own.body.schedules.every((shift: { workerId: string }) => shift.workerId === worker2.user.id)).toBe(true);
    expect((await foreman.agent.get(`/api/schedules/day?date=${date}&limit=5`)).body).toEqual({ total: 0, schedules: [] });
    expect((await admin.agent.get(`/api/schedules/day?date=${day(6)}`)).body).toEqual({ total: 0, schedules: [] });
  });

  it('a day page by page: `offset` continues where the last page ended, no shift twice or missed, the total on every page', async () => {
    const date = day(5); // the 60 shifts of the test above
    const whole = (await admin.agent.get(`/api/schedules/day?date=${date}&limit=50`)).body.schedules.concat(
      (await admin.agent.get(`/api/schedules/day?date=${date}&limit=50&offset=50`)).body.schedules,
    ) as Array<{ id: string }>;
    expect(whole).toHaveLength(60);
    const paged: Array<{ id: string }> = [];
    for (let offset = 0; offset < 60; offset += 25) {
      const page = await admin.agent.get(`/api/schedules/day?date=${date}&limit=25&offset=${offset}`);
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(60);
      paged.push(...page.body.schedules);
    }
    expect(paged.map((shift) => shift.id)).toEqual(whole.map((shift) => shift.id));
    expect(new Set(paged.map((shift) => shift.id)).size).toBe(60);
    expect((await admin.agent.get(`/api/schedules/day?date=${date}&limit=25&offset=60`)).body).toEqual({ total: 60, schedules: [] });
    const own = await worker2.agent.get(`/api/schedules/day?date=${date}&limit=20&offset=20`);
    expect({ total: own.body.total, rows: own.body.schedules.length }).toEqual({ total: 30, rows: 10 });
    for (const query of ['limit=51', 'limit=0', 'offset=-1', 'offset=100001', 'offset=', 'offset=1.5']) {
      const refused = await admin.agent.get(`/api/schedules/day?date=${date}&${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^(limit must be a whole number from 1 to 50|offset must be a whole number from 0 to 100000)$/);
    }
  });

  it('the lists are bounded: 100 rows unless `limit` (at most 200) says otherwise, `offset` pages on, in a stable order', async () => {
    const date = day(5); // 60 shifts, then 200 of Wanda's on day 8
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time)
       SELECT $1, $2, $3, time '05:00' + make_interval(mins => g), time '05:00' + make_interval(mins => g), time '05:01' + make_interval(mins => g)
         FROM generate_series(0, 199) AS g`,
      [worker.user.id, otherSiteId, day(8)],
    );
    const range = `from=${date}&to=${day(8)}`;
    expect((await admin.agent.get(`/api/schedules?${range}`)).body).toHaveLength(100);
    const first = (await admin.agent.get(`/api/schedules?${range}&limit=200`)).body as Array<{ id: string; date: string; startTime: string }>;
    expect(first).toHaveLength(200);
    const rest = (await admin.agent.get(`/api/schedules?${range}&limit=200&offset=200`)).body as Array<{ id: string }>;
    expect(rest).toHaveLength(60);
    expect(new Set([...first, ...rest].map((shift) => shift.id)).size).toBe(260);
    const keys = first.map((shift) => `${shift.date} ${shift.startTime}`);
    expect(keys).toEqual([...keys].sort());
    const refused = await admin.agent.get(`/api/schedules?${range}&limit=201`);
    expect([refused.status, refused.body.message]).toEqual([400, 'limit must be a whole number from 1 to 200']);
    const mine = (await worker.agent.get(`/api/schedules/my?${range}&limit=200&offset=100`)).body as Array<{ workerId: string }>;
    expect(mine).toHaveLength(130); // 200 + 30 of Wanda's
    expect(mine.every((shift) => shift.workerId === worker.user.id)).toBe(true);
  });

  it('My Schedule’s week: the caller’s counts over the whole history and only the 7 days’ shifts', async () => {
    const person = await registerAs(target, 'worker', { firstName: 'Mia', lastName: 'Week' });
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time)
       SELECT $1, $2, CURRENT_DATE + g, '06:30', '07:00', '11:00' FROM unnest(ARRAY[-30, -1, 0, 3, 6, 7, 40]) AS g`,
      [person.user.id, siteId],
    );
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, CURRENT_DATE, '12:00', '12:30', '16:30')`,
      [person.user.id, otherSiteId],
    );
    const [today] = await sql<{ today: string }>(databaseUrl, `SELECT to_char(CURRENT_DATE, 'YYYY-MM-DD') AS today`);
    const week = await person.agent.get(`/api/schedules/my/week?from=${today.today}`);
    expect(week.status).toBe(200);
    expect({ upcoming: week.body.upcoming, thisWeek: week.body.thisWeek, total: week.body.total }).toEqual({ upcoming: 6, thisWeek: 4, total: 8 });
    const shifts = week.body.schedules as Array<{ date: string; startTime: string; workerId: string; jobSite: { name: string } }>;
    expect(shifts).toHaveLength(4);
    expect(shifts.every((shift) => shift.workerId === person.user.id && shift.date >= today.today)).toBe(true);
    expect(shifts[0]).toMatchObject({
      date: today.today,
      startTime: '07:00',
      meetTime: '06:30',
      jobSite: { id: siteId, name: 'Maple St Teardown', address: '12 Maple St' },
    });
    expect(shifts[1]).toMatchObject({ date: today.today, startTime: '12:30', jobSite: { name: 'Elm Ave Renovation' } });
    expect(shifts.map((shift) => `${shift.date} ${shift.startTime}`)).toEqual(shifts.map((shift) => `${shift.date} ${shift.startTime}`).sort());

    // Nobody else's shifts, and none for someone who has none.
    const newcomer = await registerAs(target, 'foreman', { firstName: 'Nora', lastName: 'New' });
    expect((await newcomer.agent.get(`/api/schedules/my/week?from=${today.today}`)).body).toEqual({ upcoming: 0, thisWeek: 0, total: 0, schedules: [] });
    const missing = await person.agent.get('/api/schedules/my/week');
    expect([missing.status, missing.body.message]).toEqual([400, 'from is required']);
    const bad = await person.agent.get('/api/schedules/my/week?from=2026-02-30');
    expect([bad.status, bad.body.message]).toEqual([400, 'from must be a date written YYYY-MM-DD']);
  });
});
