// The admin's week grid (GET /api/schedules/grid) and Copy a week (POST /api/schedules/copy-week),
// on a real PostgreSQL: paging, search, the site filter, totals over every page, drafts marked,
// copies as drafts the worker sees only once published, skips with their reasons, and two copies
// (or a copy and a save) at once never double-book anyone. Weeks are 200+ days ahead.
import { bootApp, createTestDatabase, day, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let ana: Person;
let ben: Person;
let cara: Person;
let siteA: string;
let siteB: string;

/** The days of the Sunday-to-Saturday week (WORKWEEK_START's default) holding the day `offset` days ahead: `weekOf(210)(1)` is its Monday. */
function weekOf(offset: number): (weekday: number) => string {
  const weekday = new Date(`${day(offset)}T12:00:00Z`).getUTCDay();
  return (n) => day(offset - weekday + n);
}

interface GridPerson {
  id: string;
  firstName: string;
  minutes: number;
  shifts: Array<{ id: string; date: string; startTime: string; endTime: string; draft: boolean; jobSite: { name: string } }>;
}
interface Grid {
  weekStart: string;
  weekEnd: string;
  total: number;
  days: Array<{ date: string; shifts: number; drafts: number; people: number; minutes: number }>;
  people: GridPerson[];
}

async function shift(workerId: string, jobSiteId: string, date: string, start: string, end: string, draft = false): Promise<string> {
  const [row] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time, published_at) VALUES ($1, $2, $3, $4, $4, $5, ${draft ? 'NULL' : 'now()'}) RETURNING id`,
    [workerId, jobSiteId, date, start, end],
  );
  return row.id;
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  ana = await registerAs(target, 'worker', { firstName: 'Ana', lastName: 'Ruiz' });
  ben = await registerAs(target, 'foreman', { firstName: 'Ben', lastName: 'Ortiz' });
  cara = await registerAs(target, 'worker', { firstName: 'Cara', lastName: 'Diaz' });
  await registerAs(target, 'client');
  [siteA, siteB] = (
    await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Grid Site A', '1 A St'), ('Grid Site B', '2 B St') RETURNING id`)
  ).map((row) => row.id);
});

afterAll(async () => target?.close());

describe('GET /api/schedules/grid', () => {
  const week = weekOf(210);
  let grid: (query: string) => Promise<Grid>;

  beforeAll(async () => {
    await shift(ana.user.id, siteA, week(1), '07:00', '15:00');
    await shift(ana.user.id, siteB, week(2), '06:00', '14:00', true);
    await shift(ben.user.id, siteA, week(1), '08:00', '12:00');
    // Cara is deactivated: her shift is neither listed nor counted.
    await shift(cara.user.id, siteA, week(3), '08:00', '12:00');
    await sql(databaseUrl, `UPDATE users SET deactivated_at = now() WHERE id = $1`, [cara.user.id]);
    // The week before and after are not this week's.
    await shift(ana.user.id, siteA, week(-1), '07:00', '15:00');
    await shift(ana.user.id, siteA, week(7), '07:00', '15:00');
    grid = async (query) => {
      const response = await admin.agent.get(`/api/schedules/grid?${query}`);
      expect(response.status).toBe(200);
      return response.body as Grid;
    };
  });

  it('answers the workweek of any of its dates: active workers and foremen by name, their shifts (drafts marked) and minutes, each day totalled', async () => {
    const body = await grid(`week=${week(3)}`);
    expect([body.weekStart, body.weekEnd]).toEqual([week(0), week(6)]);
    expect(body.total).toBe(2);
    expect(body.people.map((person) => person.firstName)).toEqual(['Ana', 'Ben']);
    const [anaRow, benRow] = body.people;
    expect(anaRow.minutes).toBe(16 * 60);
    expect(anaRow.shifts.map((s) => [s.date, s.startTime, s.endTime, s.draft, s.jobSite.name])).toEqual([
      [week(1), '07:00', '15:00', false, 'Grid Site A'],
      [week(2), '06:00', '14:00', true, 'Grid Site B'],
    ]);
    expect(benRow.minutes).toBe(4 * 60);
    expect(body.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(week));
    expect(body.days[1]).toEqual({ date: week(1), shifts: 2, drafts: 0, people: 2, minutes: 12 * 60 });
    expect(body.days[2]).toEqual({ date: week(2), shifts: 1, drafts: 1, people: 1, minutes: 8 * 60 });
    expect(body.days[3]).toEqual({ date: week(3), shifts: 0, drafts: 0, people: 0, minutes: 0 });
  });

  it('pages the people (limit, offset); the day totals and the total stay those of every page', async () => {
    const first = await grid(`week=${week(0)}&limit=1`);
    const second = await grid(`week=${week(0)}&limit=1&offset=1`);
    const beyond = await grid(`week=${week(0)}&limit=1&offset=5`);
    expect(first.people.map((p) => p.firstName)).toEqual(['Ana']);
    expect(second.people.map((p) => p.firstName)).toEqual(['Ben']);
    expect(beyond.people).toEqual([]);
    expect([first.total, second.total, beyond.total]).toEqual([2, 2, 2]);
    expect(first.days).toEqual(second.days);
    expect(second.days[1].minutes).toBe(12 * 60);
  });

  it('searches by name or email, and filters to the people with a shift at a site that week', async () => {
    const byName = await grid(`week=${week(0)}&search=ortiz`);
    expect([byName.total, byName.people.map((p) => p.firstName), byName.days[1].shifts]).toEqual([1, ['Ben'], 1]);
    const byEmail = await grid(`week=${week(0)}&search=${encodeURIComponent(ana.email.slice(0, 12))}`);
    expect(byEmail.people.map((p) => p.firstName)).toEqual(['Ana']);
    // Only Ana works at site B that week; her row keeps all her shifts, so the admin sees where else she is.
    const atB = await grid(`week=${week(0)}&jobSiteId=${siteB}`);
    expect([atB.total, atB.people.map((p) => p.firstName), atB.people[0].shifts.length, atB.days[1].shifts]).toEqual([1, ['Ana'], 2, 1]);
    const nobody = await grid(`week=${week(0)}&search=nobody-by-this-name`);
    expect([nobody.total, nobody.people, nobody.days[1].shifts]).toEqual([0, [], 0]);
  });

  it('shows a change at once (the cached answer is dropped): a new draft, a renamed person', async () => {
    await grid(`week=${week(0)}`);
    const created = await admin.agent
      .post('/api/schedules')
      .send({ workerId: ben.user.id, jobSiteId: siteB, date: week(4), meetTime: '09:00', startTime: '09:00', endTime: '10:30', draft: true });
    expect(created.status).toBe(201);
    await sql(databaseUrl, `UPDATE users SET first_name = 'Benito' WHERE id = $1`, [ben.user.id]);
    // A change made outside the API reaches the cache by its NOTIFY, a moment later.
    const after = await settledRead(
      () => grid(`week=${week(0)}`),
      (answer) => answer.people.some((p) => p.firstName === 'Benito'),
    );
    const benRow = after.people.find((p) => p.id === ben.user.id)!;
    expect(benRow.firstName).toBe('Benito');
    expect(benRow.minutes).toBe(4 * 60 + 90);
    expect(after.days[4]).toEqual({ date: week(4), shifts: 1, drafts: 1, people: 1, minutes: 90 });
    await sql(databaseUrl, `UPDATE users SET first_name = 'Ben' WHERE id = $1`, [ben.user.id]);
  });

  it('is the admin’s alone', async () => {
    expect((await ana.agent.get(`/api/schedules/grid?week=${week(0)}`)).status).toBe(403);
    expect((await ben.agent.get(`/api/schedules/grid?week=${week(0)}`)).status).toBe(403);
  });
});

describe('POST /api/schedules/copy-week', () => {
  const source = weekOf(230);
  const copyTo = weekOf(244);
  let dan: Person;
  let eve: Person;

  beforeAll(async () => {
    dan = await registerAs(target, 'worker', { firstName: 'Dan', lastName: 'Reyes' });
    eve = await registerAs(target, 'worker', { firstName: 'Eve', lastName: 'Lopez' });
    await shift(ana.user.id, siteA, source(1), '07:00', '15:00');
    await shift(ana.user.id, siteB, source(2), '22:00', '06:00', true);
    await shift(ben.user.id, siteA, source(1), '08:00', '12:00');
    await shift(cara.user.id, siteA, source(3), '08:00', '12:00');
    await shift(dan.user.id, siteA, source(4), '07:00', '15:00');
    await shift(eve.user.id, siteB, source(5), '07:00', '15:00');
    // Dan has approved time off on the Thursday copied to; Eve already works that Friday.
    await sql(databaseUrl, `INSERT INTO time_off_requests (user_id, start_date, end_date, status) VALUES ($1, $2, $3, 'approved')`, [
      dan.user.id,
      copyTo(3),
      copyTo(5),
    ]);
    await shift(eve.user.id, siteA, copyTo(5), '12:00', '18:00');
  });

  it('copies the week as drafts (same weekday, times, site, worker) and lists each skipped shift with its reason', async () => {
    const response = await admin.agent.post('/api/schedules/copy-week').send({ fromWeek: source(3), toWeek: copyTo(6) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ weekStart: copyTo(0), weekEnd: copyTo(6), created: 3, skippedCount: 3 });
    const skipped = response.body.skipped as Array<{ shift: { workerId: string; date: string }; date: string; reason: string }>;
    expect(skipped.map((skip) => [skip.shift.workerId, skip.shift.date, skip.date])).toEqual([
      [cara.user.id, source(3), copyTo(3)],
      [dan.user.id, source(4), copyTo(4)],
      [eve.user.id, source(5), copyTo(5)],
    ]);
    expect(skipped[0].reason).toBe('This member is deactivated');
    expect(skipped[1].reason).toMatch(/^Dan Reyes has approved time off on \w+day, /);
    expect(skipped[2].reason).toMatch(/^Eve Lopez already has a shift from 12:00 PM to 6:00 PM on \w+day, /);
    const copies = await sql<{ worker_id: string; job_site_id: string; date: string; start: string; end: string; draft: boolean; created_by_id: string }>(
      databaseUrl,
      `SELECT worker_id, job_site_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start, to_char(end_time, 'HH24:MI') AS end,
              published_at IS NULL AS draft, created_by_id
         FROM schedules WHERE date BETWEEN $1 AND $2 AND worker_id <> $3 ORDER BY date, start_time`,
      [copyTo(0), copyTo(6), eve.user.id],
    );
    expect(copies).toEqual([
      { worker_id: ana.user.id, job_site_id: siteA, date: copyTo(1), start: '07:00', end: '15:00', draft: true, created_by_id: admin.user.id },
      { worker_id: ben.user.id, job_site_id: siteA, date: copyTo(1), start: '08:00', end: '12:00', draft: true, created_by_id: admin.user.id },
      { worker_id: ana.user.id, job_site_id: siteB, date: copyTo(2), start: '22:00', end: '06:00', draft: true, created_by_id: admin.user.id },
    ]);
  });

  it('keeps the copies from the worker (no schedule, no notification) until the week is published', async () => {
    const mine = async () => ((await ana.agent.get(`/api/schedules/my?from=${copyTo(0)}&to=${copyTo(6)}`)).body as Array<{ date: string }>).map((s) => s.date);
    const told = async () =>
      (await sql<{ title: string }>(databaseUrl, `SELECT title FROM notifications WHERE user_id = $1`, [ana.user.id])).map((row) => row.title);
    const toldBefore = await told();
    // The copy told Ana nothing: her copies are drafts.
    expect(toldBefore.filter((title) => title.includes('schedules'))).toEqual([]);
    expect(await mine()).toEqual([]);
    const published = await admin.agent.post('/api/schedules/publish').send({ from: copyTo(0), to: copyTo(6) });
    expect([published.status, published.body.published]).toEqual([200, 3]);
    expect(await mine()).toEqual([copyTo(1), copyTo(2)]);
    // Told once, for both shifts; nothing before the publish.
    expect((await told()).length).toBe(toldBefore.length + 1);
  });

  it('copied again, skips every shift already there, in the reader’s language', async () => {
    const spanish = await registerAs(target, 'admin');
    await spanish.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    const response = await spanish.agent.post('/api/schedules/copy-week').send({ fromWeek: source(0), toWeek: copyTo(0) });
    expect(response.status).toBe(200);
    expect([response.body.created, response.body.skippedCount]).toEqual([0, 6]);
    const reasons = (response.body.skipped as Array<{ reason: string }>).map((skip) => skip.reason);
    expect(reasons).toContain('Este miembro está desactivado');
    expect(reasons.filter((reason) => / ya tiene un turno de /.test(reason))).toHaveLength(4);
    expect(reasons.filter((reason) => / tiene tiempo libre aprobado /.test(reason))).toHaveLength(1);
  });

  it('skips the days already past, and refuses the same week or a bad date with a 400, changing nothing', async () => {
    const count = async () => (await sql<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM schedules`))[0].n;
    const before = await count();
    const past = await admin.agent.post('/api/schedules/copy-week').send({ fromWeek: source(0), toWeek: day(-21) });
    expect([past.status, past.body.created, past.body.skippedCount]).toEqual([200, 0, 6]);
    expect(new Set((past.body.skipped as Array<{ reason: string }>).map((skip) => skip.reason))).toEqual(
      new Set(['This member is deactivated', 'Date must be today or later']),
    );
    const same = await admin.agent.post('/api/schedules/copy-week').send({ fromWeek: source(1), toWeek: source(5) });
    expect([same.status, same.body.message]).toEqual([400, 'Choose another week to copy to: the two dates are in the same week']);
    const badDate = await admin.agent.post('/api/schedules/copy-week').send({ fromWeek: '2027-02-30', toWeek: copyTo(0) });
    expect([badDate.status, badDate.body.message]).toEqual([400, 'fromWeek must be a date of the years 2000 to 2999 written YYYY-MM-DD']);
    expect(await count()).toBe(before);
  });

  it('two copies of one week at once make each shift once: the other skips it, never a 500', async () => {
    const from = weekOf(260);
    const to = weekOf(267);
    for (let weekday = 0; weekday < 7; weekday++) {
      await shift(ana.user.id, siteA, from(weekday), '07:00', '11:00');
      await shift(ben.user.id, siteB, from(weekday), '12:00', '16:00');
    }
    const copy = () => admin.agent.post('/api/schedules/copy-week').send({ fromWeek: from(0), toWeek: to(0) });
    // And a save of the admin's beside them, on hours one copy wants.
    const save = () =>
      admin.agent
        .post('/api/schedules')
        .send({ workerId: ana.user.id, jobSiteId: siteB, date: to(3), meetTime: '08:00', startTime: '08:00', endTime: '09:00' });
    const [one, two, three, saved] = await Promise.all([copy(), copy(), copy(), save()]);
    for (const answer of [one, two, three]) expect(answer.status).toBe(200);
    expect([201, 409]).toContain(saved.status);
    const made = [one, two, three].reduce((sum, answer) => sum + (answer.body.created as number), 0);
    expect(made).toBe(saved.status === 201 ? 13 : 14);
    for (const answer of [one, two, three]) expect(answer.body.created + answer.body.skippedCount).toBe(14);
    const rows = await sql<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM schedules WHERE date BETWEEN $1 AND $2`, [to(0), to(6)]);
    expect(rows[0].n).toBe(14);
  });
});
