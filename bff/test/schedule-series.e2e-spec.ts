// Weekly series (repeatWeeklyUntil), deleting a series from one shift onward, the warnings a save
// answers with, and who is told of what: on a real PostgreSQL, with this file's own people and
// days 300 and later.
import { bootApp, createTestDatabase, day, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let siteId: string;

const notificationsOf = (userId: string) => notificationsSeenBy(databaseUrl, userId);
const weeksAfter = (offset: number, weeks: number[]) => weeks.map((week) => day(offset + 7 * week));
/** The first offset from `from` on that falls on a Sunday (workweeks start on Sunday). */
const sundayFrom = (from: number) => [0, 1, 2, 3, 4, 5, 6].map((n) => from + n).find((n) => new Date(`${day(n)}T00:00:00Z`).getUTCDay() === 0)!;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  [{ id: siteId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Birch Rd Framing', '8 Birch Rd') RETURNING id`);
});

afterAll(async () => target?.close());

const shiftOf = (worker: Person, date: string, extra: Record<string, unknown> = {}) => ({
  workerId: worker.user.id,
  jobSiteId: siteId,
  date,
  meetTime: '06:45',
  startTime: '07:00',
  endTime: '15:00',
  ...extra,
});

describe('POST /api/schedules with repeatWeeklyUntil', () => {
  it('makes the weekly series, skips the occurrences the database or approved time off refuses (with the reason), and tells the worker once', async () => {
    const rita = await registerAs(target, 'worker', { firstName: 'Rita', lastName: 'Repeat' });
    const [first, second, third, fourth, fifth] = weeksAfter(300, [0, 1, 2, 3, 4]);
    const inTheWay = await admin.agent.post('/api/schedules').send(shiftOf(rita, second, { meetTime: '08:00', startTime: '08:00', endTime: '12:00' }));
    expect(inTheWay.status).toBe(201);
    await sql(databaseUrl, `INSERT INTO time_off_requests (user_id, start_date, end_date, status) VALUES ($1, $2, $2, 'approved')`, [rita.user.id, third]);
    const before = (await notificationsOf(rita.user.id)).length;

    const response = await admin.agent.post('/api/schedules').send(shiftOf(rita, first, { repeatWeeklyUntil: fifth }));
    expect(response.status).toBe(201);
    const { created, skipped } = response.body as {
      created: Array<{ id: string; date: string; seriesId: string; draft: boolean; warnings: unknown[] }>;
      skipped: Array<{ shift: Record<string, string>; reason: string }>;
    };
    expect(created.map((shift) => shift.date)).toEqual([first, fourth, fifth]);
    expect(new Set(created.map((shift) => shift.seriesId)).size).toBe(1);
    expect(created[0].seriesId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.every((shift) => shift.draft === false && Array.isArray(shift.warnings))).toBe(true);
    expect(skipped).toEqual([
      {
        shift: { workerId: rita.user.id, date: second, startTime: '07:00', endTime: '15:00', jobSiteId: siteId },
        reason: expect.stringMatching(/^Rita Repeat already has a shift from 8:00 AM to 12:00 PM on \w+day, /),
      },
      {
        shift: { workerId: rita.user.id, date: third, startTime: '07:00', endTime: '15:00', jobSiteId: siteId },
        reason: expect.stringMatching(/^Rita Repeat has approved time off on \w+day, /),
      },
    ]);
    const stored = await sql<{ series_id: string }>(databaseUrl, 'SELECT series_id FROM schedules WHERE worker_id = $1 ORDER BY date', [rita.user.id]);
    expect(stored.map((row) => row.series_id)).toEqual([created[0].seriesId, null, created[0].seriesId, created[0].seriesId]);

    // One notification for the whole series, naming its range.
    const told = await notificationsOf(rita.user.id);
    expect(told.length).toBe(before + 1);
    expect(told[0].title).toBe('New weekly shifts');
    expect(told[0].message).toMatch(
      /^You are scheduled at Birch Rd Framing every week, .+ \(shifts: 3\): meet at 6:45 AM, start at 7:00 AM\. They are on My Schedule\.$/,
    );
    const mine = await rita.agent.get(`/api/schedules/my?from=${first}&to=${fifth}`);
    expect(mine.body.map((shift: { date: string }) => shift.date)).toEqual([first, second, fourth, fifth]);

    // The same series again, asked by an admin reading Spanish: every occurrence skipped, the
    // reasons in Spanish, nothing made and nobody told.
    const spanish = await registerAs(target, 'admin');
    expect((await spanish.agent.patch('/api/auth/user').send({ language: 'es' })).status).toBe(200);
    const again = await spanish.agent.post('/api/schedules').send(shiftOf(rita, first, { repeatWeeklyUntil: fifth }));
    expect(again.status).toBe(201);
    expect(again.body.created).toEqual([]);
    expect(again.body.skipped.map((skip: { reason: string }) => skip.reason)).toEqual([
      expect.stringMatching(/^Rita Repeat ya tiene un turno de /),
      expect.stringMatching(/^Rita Repeat ya tiene un turno de /),
      expect.stringMatching(/^Rita Repeat tiene tiempo libre aprobado /),
      expect.stringMatching(/^Rita Repeat ya tiene un turno de /),
      expect.stringMatching(/^Rita Repeat ya tiene un turno de /),
    ]);
    expect((await notificationsOf(rita.user.id)).length).toBe(before + 1);
  });

  it('repeats at most 26 weeks after the shift, never before it; a refused request makes nothing', async () => {
    const lena = await registerAs(target, 'worker', { firstName: 'Lena', lastName: 'Limit' });
    const count = async () => (await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM schedules WHERE worker_id = $1', [lena.user.id]))[0].n;
    const tooFar = await admin.agent.post('/api/schedules').send(shiftOf(lena, day(310), { repeatWeeklyUntil: day(310 + 26 * 7 + 1) }));
    expect([tooFar.status, tooFar.body.message]).toEqual([
      400,
      expect.stringMatching(/^A shift repeats at most 26 weeks ahead: repeat weekly until \w+day, \w{3} \d{1,2}, \d{4} at the latest$/),
    ]);
    const before = await admin.agent.post('/api/schedules').send(shiftOf(lena, day(310), { repeatWeeklyUntil: day(309) }));
    expect([before.status, before.body.message]).toEqual([400, "Repeat weekly until must be on or after the shift's date"]);
    for (const bad of ['2026-02-30', 'next week', 20260301, null]) {
      const response = await admin.agent.post('/api/schedules').send(shiftOf(lena, day(310), { repeatWeeklyUntil: bad }));
      expect([response.status, response.body.message]).toEqual([400, 'Repeat weekly until must be a date written YYYY-MM-DD']);
    }
    expect(await count()).toBe(0);

    // Exactly 26 weeks: 27 shifts, a draft series (the worker is told nothing).
    const longest = await admin.agent.post('/api/schedules').send(shiftOf(lena, day(310), { repeatWeeklyUntil: day(310 + 26 * 7), draft: true }));
    expect(longest.status).toBe(201);
    expect(longest.body.created).toHaveLength(27);
    expect(longest.body.skipped).toEqual([]);
    expect(await count()).toBe(27);
    // Until the shift's own date: a series of one.
    const single = await admin.agent.post('/api/schedules').send(shiftOf(lena, day(311), { repeatWeeklyUntil: day(311) }));
    expect(single.body.created.map((shift: { date: string }) => shift.date)).toEqual([day(311)]);
  });

  it('a draft series stays off the worker’s schedule and untold until published; publishing tells them once', async () => {
    const dora = await registerAs(target, 'worker', { firstName: 'Dora', lastName: 'Draftseries' });
    const before = (await notificationsOf(dora.user.id)).length;
    const [first, , third] = weeksAfter(495, [0, 1, 2]);
    const response = await admin.agent.post('/api/schedules').send(shiftOf(dora, first, { repeatWeeklyUntil: third, draft: true }));
    expect(response.status).toBe(201);
    expect(response.body.created.map((shift: { draft: boolean }) => shift.draft)).toEqual([true, true, true]);
    expect((await notificationsOf(dora.user.id)).length).toBe(before);
    expect((await dora.agent.get(`/api/schedules/my?from=${first}&to=${third}`)).body).toEqual([]);

    const published = await admin.agent.post('/api/schedules/publish').send({ from: first, to: third });
    expect(published.body).toEqual({ published: 3 });
    expect((await dora.agent.get(`/api/schedules/my?from=${first}&to=${third}`)).body).toHaveLength(3);
    const told = await notificationsOf(dora.user.id);
    expect(told.length).toBe(before + 1);
    expect(told[0].title).toBe('New shifts published');
  });

  it('two admins repeating the same shift at once: the database gives each week to one of them, the other skips it, nobody gets a 500', async () => {
    const cora = await registerAs(target, 'worker', { firstName: 'Cora', lastName: 'Concurrent' });
    const second = await registerAs(target, 'admin');
    const body = shiftOf(cora, day(440), { repeatWeeklyUntil: day(440 + 7 * 5) });
    const answers = await Promise.all([admin.agent.post('/api/schedules').send(body), second.agent.post('/api/schedules').send(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const made = answers.flatMap((answer) => (answer.body.created as Array<{ date: string }>).map((shift) => shift.date)).sort();
    const skipped = answers.flatMap((answer) => (answer.body.skipped as Array<{ shift: { date: string } }>).map((skip) => skip.shift.date)).sort();
    expect(made).toEqual(weeksAfter(440, [0, 1, 2, 3, 4, 5]));
    expect(skipped).toEqual(made);
    const stored = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM schedules WHERE worker_id = $1', [cora.user.id]);
    expect(stored[0].n).toBe(6);
  });

  it('without repeatWeeklyUntil answers one shift, as before (with its warnings)', async () => {
    const sam = await registerAs(target, 'worker', { firstName: 'Sam', lastName: 'Single' });
    const response = await admin.agent.post('/api/schedules').send(shiftOf(sam, day(330)));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ workerId: sam.user.id, date: day(330), seriesId: null, warnings: [] });
    expect(response.body.created).toBeUndefined();
  });
});

describe('DELETE /api/schedules/{id}/onward', () => {
  it('deletes the shift and the later shifts of its series, keeps the earlier ones, and tells the worker once', async () => {
    const otto = await registerAs(target, 'worker', { firstName: 'Otto', lastName: 'Onward' });
    const dates = weeksAfter(340, [0, 1, 2, 3, 4]);
    const series = await admin.agent.post('/api/schedules').send(shiftOf(otto, dates[0], { repeatWeeklyUntil: dates[4] }));
    const ids = (series.body.created as Array<{ id: string }>).map((shift) => shift.id);
    expect(ids).toHaveLength(5);
    const before = (await notificationsOf(otto.user.id)).length;

    const response = await admin.agent.delete(`/api/schedules/${ids[2]}/onward`);
    expect([response.status, response.body]).toEqual([200, { deleted: 3 }]);
    const left = await sql<{ id: string }>(databaseUrl, 'SELECT id FROM schedules WHERE worker_id = $1 ORDER BY date', [otto.user.id]);
    expect(left.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const told = await notificationsOf(otto.user.id);
    expect(told.length).toBe(before + 1);
    expect(told[0].title).toBe('Shifts cancelled');
    expect(told[0].message).toMatch(/^Your shifts from .+ were cancelled \(shifts: 3\)\.$/);

    // Gone already: 404, nobody told again.
    expect((await admin.agent.delete(`/api/schedules/${ids[3]}/onward`)).status).toBe(404);
    expect((await notificationsOf(otto.user.id)).length).toBe(before + 1);
  });

  it('deletes a shift of no series alone; a draft series’ deletion tells nobody; bad ids are a 400 or 404', async () => {
    const nell = await registerAs(target, 'worker', { firstName: 'Nell', lastName: 'Noseries' });
    const lone = await admin.agent.post('/api/schedules').send(shiftOf(nell, day(345)));
    const other = await admin.agent.post('/api/schedules').send(shiftOf(nell, day(346)));
    const before = (await notificationsOf(nell.user.id)).length;
    expect((await admin.agent.delete(`/api/schedules/${lone.body.id}/onward`)).body).toEqual({ deleted: 1 });
    expect(await sql(databaseUrl, 'SELECT id FROM schedules WHERE id = $1', [other.body.id])).toHaveLength(1);
    expect((await notificationsOf(nell.user.id)).length).toBe(before + 1);

    const drafts = await admin.agent.post('/api/schedules').send(shiftOf(nell, day(350), { repeatWeeklyUntil: day(364), draft: true }));
    expect((await admin.agent.delete(`/api/schedules/${drafts.body.created[0].id}/onward`)).body).toEqual({ deleted: 3 });
    expect((await notificationsOf(nell.user.id)).length).toBe(before + 1);

    const bad = await admin.agent.delete('/api/schedules/not-a-uuid/onward');
    expect(bad.status).toBe(400);
    expect((await admin.agent.delete('/api/schedules/00000000-0000-4000-8000-000000000009/onward')).status).toBe(404);
  });
});

describe('warnings: the check, and the answers of POST and PATCH', () => {
  it('the check answers unavailable and pendingTimeOff with its warnings; POST saves anyway and answers the same warnings', async () => {
    const una = await registerAs(target, 'worker', { firstName: 'Una', lastName: 'Unavailable' });
    const date = day(370);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    expect((await una.agent.post('/api/availability').send({ dayOfWeek: weekday, available: false, notes: 'Night classes' })).status).toBeLessThan(300);
    expect((await una.agent.post('/api/time-off-requests').send({ startDate: date, endDate: day(371) })).status).toBe(201);
    const expected = [
      { kind: 'unavailable', notes: 'Night classes' },
      { kind: 'pending_time_off', startDate: date, endDate: day(371) },
    ];

    const check = await admin.agent.get(`/api/schedules/check?workerId=${una.user.id}&date=${date}&startTime=07:00&endTime=15:00`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ unavailable: true, pendingTimeOff: { startDate: date, endDate: day(371) }, warnings: expected });

    const saved = await admin.agent.post('/api/schedules').send(shiftOf(una, date));
    expect(saved.status).toBe(201);
    expect(saved.body.warnings).toEqual(expected);
    expect(await sql(databaseUrl, 'SELECT id FROM schedules WHERE id = $1', [saved.body.id])).toHaveLength(1);
    // A day she is available, with no request: nothing to warn of.
    const free = await admin.agent.get(`/api/schedules/check?workerId=${una.user.id}&date=${day(372)}&startTime=07:00`);
    expect(free.body).toMatchObject({ unavailable: false, pendingTimeOff: null, warnings: [] });
  });

  it('POST and PATCH answer the overtime (with the minutes) and a week without a day of rest', async () => {
    const owen = await registerAs(target, 'worker', { firstName: 'Owen', lastName: 'Overtime' });
    const sunday = sundayFrom(380);
    const answers = [];
    // Ten hours Monday to Friday: the fifth day passes 40 hours.
    for (const n of [1, 2, 3, 4, 5]) {
      const response = await admin.agent.post('/api/schedules').send(shiftOf(owen, day(sunday + n), { endTime: '17:00' }));
      expect(response.status).toBe(201);
      answers.push(response.body);
    }
    expect(answers.slice(0, 4).map((answer) => answer.warnings)).toEqual([[], [], [], []]);
    expect(answers[4].warnings).toEqual([{ kind: 'overtime', weekMinutes: 50 * 60, overtimeMinutes: 10 * 60 }]);
    const longer = await admin.agent.patch(`/api/schedules/${answers[4].id}`).send({ endTime: '18:00' });
    expect([longer.status, longer.body.warnings]).toEqual([200, [{ kind: 'overtime', weekMinutes: 51 * 60, overtimeMinutes: 11 * 60 }]]);
    // Moved to the next week's Monday, it is warned of nothing.
    const moved = await admin.agent.patch(`/api/schedules/${answers[4].id}`).send({ date: day(sunday + 8) });
    expect([moved.status, moved.body.warnings]).toEqual([200, []]);

    // Friday again, then Saturday: with Sunday they make seven days running (Monday to Sunday).
    for (const n of [5, 6]) expect((await admin.agent.post('/api/schedules').send(shiftOf(owen, day(sunday + n), { endTime: '09:00' }))).status).toBe(201);
    const seventh = await admin.agent.post('/api/schedules').send(shiftOf(owen, day(sunday + 7), { endTime: '09:00' }));
    expect(seventh.status).toBe(201);
    expect(seventh.body.warnings).toContainEqual({ kind: 'no_day_of_rest' });
  });
});

describe('who is told of a change', () => {
  it('a change to or deletion of a published shift notifies its worker; a draft’s notify nobody', async () => {
    const pia = await registerAs(target, 'worker', { firstName: 'Pia', lastName: 'Published' });
    const published = await admin.agent.post('/api/schedules').send(shiftOf(pia, day(400)));
    const draft = await admin.agent.post('/api/schedules').send(shiftOf(pia, day(401), { draft: true }));
    let count = (await notificationsOf(pia.user.id)).length;

    expect((await admin.agent.patch(`/api/schedules/${published.body.id}`).send({ startTime: '08:00' })).status).toBe(200);
    let told = await notificationsOf(pia.user.id);
    expect([told.length, told[0].title]).toEqual([count + 1, 'Shift updated']);
    expect(told[0].message).toMatch(/^Your shift is now at Birch Rd Framing on .+: meet at 6:45 AM, start at 8:00 AM\.$/);
    count = told.length;

    expect((await admin.agent.patch(`/api/schedules/${draft.body.id}`).send({ startTime: '08:00' })).status).toBe(200);
    expect((await admin.agent.delete(`/api/schedules/${draft.body.id}`)).status).toBe(204);
    expect((await notificationsOf(pia.user.id)).length).toBe(count);

    expect((await admin.agent.delete(`/api/schedules/${published.body.id}`)).status).toBe(204);
    told = await notificationsOf(pia.user.id);
    expect([told.length, told[0].title]).toEqual([count + 1, 'Shift cancelled']);
  });

  it('publishing tells each worker once, in one batch, whatever the number of their shifts', async () => {
    const [ada, ben] = [
      await registerAs(target, 'worker', { firstName: 'Ada', lastName: 'Batch' }),
      await registerAs(target, 'worker', { firstName: 'Ben', lastName: 'Batch' }),
    ];
    for (const [person, n] of [
      [ada, 420],
      [ada, 421],
      [ben, 421],
    ] as const) {
      expect((await admin.agent.post('/api/schedules').send(shiftOf(person, day(n), { draft: true }))).status).toBe(201);
    }
    const counts = async () => Promise.all([ada, ben].map(async (person) => (await notificationsOf(person.user.id)).length));
    const [adaBefore, benBefore] = await counts();
    const response = await admin.agent.post('/api/schedules/publish').send({ from: day(420), to: day(421) });
    expect(response.body).toEqual({ published: 3 });
    expect(await counts()).toEqual([adaBefore + 1, benBefore + 1]);
    const [adaTold] = await notificationsOf(ada.user.id);
    // Her two new shifts named in one notification.
    expect(adaTold.message).toMatch(/^New shifts on My Schedule: \w+, .+, \d{1,2}:\d{2} (AM|PM) at .+\. \w+, .+, \d{1,2}:\d{2} (AM|PM) at .+\.$/);
  });
});
