// Timesheets over the real database: a person's week (worked, unpaid breaks, overtime, the
// Illinois flags), the admin's page of people, corrections with their trail, approval and lock,
// the payroll export and pay rates.
import { addDays } from '../src/time-entries/timesheet';
import { bootApp, createTestDatabase, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig } from './helpers';

// The workweek of Sunday 2026-03-01 to Saturday 2026-03-07, long past for the machine's clock.
const WEEK = '2026-03-01';
/** A local instant, as the server reads days (same process, same TZ). */
const at = (date: string, time: string): Date => new Date(`${date}T${time}:00`);

describe('timesheets', () => {
  let databaseUrl: string;
  let target: TestApp;
  let admin: Person;
  let client: Person;

  async function entry(
    userId: string,
    date: string,
    from: string,
    to: string | null,
    fields: { flags?: string[]; endDate?: string; siteId?: string } = {},
  ): Promise<string> {
    const [row] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO time_entries (user_id, job_site_id, clock_in, clock_out, source, flags) VALUES ($1, $2, $3, $4, 'self', $5) RETURNING id`,
      [userId, fields.siteId ?? null, at(date, from), to === null ? null : at(fields.endDate ?? date, to), fields.flags ?? []],
    );
    return row.id;
  }

  async function meal(userId: string, date: string, from: string, to: string, breakType = 'meal'): Promise<void> {
    await sql(databaseUrl, `INSERT INTO breaks (user_id, date, break_type, start_time, end_time) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      date,
      breakType,
      at(date, from),
      at(date, to),
    ]);
  }

  /** Monday to Friday 07:00-16:51 with a 30-minute meal and a paid 15-minute rest: 46:45 worked. */
  async function fullWeek(userId: string, siteId?: string): Promise<void> {
    for (let offset = 1; offset <= 5; offset += 1) {
      const date = addDays(WEEK, offset);
      await entry(userId, date, '07:00', '16:51', { siteId });
      await meal(userId, date, '11:30', '12:00');
      await meal(userId, date, '09:30', '09:45', 'break');
    }
  }

  async function site(name: string): Promise<string> {
    const [row] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ($1, '1 Main St') RETURNING id`, [name]);
    return row.id;
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    admin = await registerAs(target, 'admin', { firstName: 'Ada', lastName: 'Admin' });
    client = await registerAs(target, 'client');
  });

  afterAll(async () => target?.close());

  describe('a person’s week', () => {
    it('splits 46:45 worked into 40:00 regular and 6:45 overtime, meals unpaid, rests paid, entries by day', async () => {
      const worker = await registerAs(target, 'worker');
      const siteId = await site('North Lot');
      await fullWeek(worker.user.id, siteId);
      const response = await worker.agent.get(`/api/timesheets/my?week=${addDays(WEEK, 3)}`).expect(200);
      expect(response.body).toMatchObject({
        userId: worker.user.id,
        weekStart: WEEK,
        weekEnd: addDays(WEEK, 6),
        status: 'open',
        approvedAt: null,
        approvedBy: null,
        totals: { workedMinutes: 46 * 60 + 45, unpaidBreakMinutes: 150, regularMinutes: 40 * 60, overtimeMinutes: 6 * 60 + 45 },
        flags: [],
      });
      expect(response.body.days.map((day: { workedMinutes: number }) => day.workedMinutes)).toEqual([0, 561, 561, 561, 561, 561, 0]);
      expect(response.body.days[5]).toMatchObject({ date: addDays(WEEK, 5), regularMinutes: 156, overtimeMinutes: 405, unpaidBreakMinutes: 30, flags: [] });
      expect(response.body.days[1].entries).toEqual([
        expect.objectContaining({ userId: worker.user.id, jobSiteId: siteId, jobSiteName: 'North Lot', clockOut: at(addDays(WEEK, 1), '16:51').toISOString() }),
      ]);
    });

    it('flags a missed meal and seven days without a day of rest across the week boundary, and the entries’ own flags', async () => {
      const worker = await registerAs(target, 'worker');
      // Wednesday 2026-02-25 to Tuesday 2026-03-03, short days; Thursday a 9-hour day without a meal.
      for (let offset = -4; offset <= 2; offset += 1) await entry(worker.user.id, addDays(WEEK, offset), '07:00', '12:00');
      await entry(worker.user.id, addDays(WEEK, 4), '06:00', '15:00', { flags: ['outside_site'] });
      const { body } = await worker.agent.get(`/api/timesheets/my?week=${WEEK}`).expect(200);
      expect(body.days.map((day: { flags: string[] }) => day.flags)).toEqual([[], [], ['no_day_of_rest'], [], ['outside_site', 'missed_meal_break'], [], []]);
      expect(body.flags).toEqual(['no_day_of_rest', 'outside_site', 'missed_meal_break']);
    });

    it('counts an open entry nowhere in the minutes, and this week when no week is asked', async () => {
      const worker = await registerAs(target, 'worker');
      await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
      const { body } = await worker.agent.get('/api/timesheets/my').expect(200);
      expect(body.totals.workedMinutes).toBe(0);
      expect(body.days.flatMap((day: { entries: unknown[] }) => day.entries)).toHaveLength(1);
    });

    it('shows an admin anyone’s week, and 404 for no such person or a client', async () => {
      const worker = await registerAs(target, 'worker');
      await fullWeek(worker.user.id);
      const { body } = await admin.agent.get(`/api/timesheets/${worker.user.id}?week=${WEEK}`).expect(200);
      expect(body.totals.overtimeMinutes).toBe(405);
      await admin.agent.get(`/api/timesheets/00000000-0000-4000-8000-000000000000?week=${WEEK}`).expect(404);
      await admin.agent.get(`/api/timesheets/${client.user.id}?week=${WEEK}`).expect(404);
      for (const week of ['9999-12-31', '1999-12-31', '2026-02-30']) await admin.agent.get(`/api/timesheets/${worker.user.id}?week=${week}`).expect(400);
    });
  });

  it('starts the workweek on WORKWEEK_START', async () => {
    const mondays = await bootApp(testConfig(databaseUrl, { WORKWEEK_START: '1' }));
    try {
      const worker = await registerAs(mondays, 'worker');
      await entry(worker.user.id, '2026-03-01', '07:00', '08:00');
      const { body } = await worker.agent.get('/api/timesheets/my?week=2026-03-04').expect(200);
      expect(body).toMatchObject({ weekStart: '2026-03-02', weekEnd: '2026-03-08', totals: { workedMinutes: 0 } });
      expect((await worker.agent.get('/api/timesheets/my?week=2026-03-01').expect(200)).body).toMatchObject({
        weekStart: '2026-02-23',
        totals: { workedMinutes: 60 },
      });
    } finally {
      await mondays.close();
    }
  });

  describe('the admin’s Timesheets page', () => {
    // Its own week so the other tests' people with time do not count.
    const PAGE_WEEK = '2026-04-05';
    it('pages the week’s people with totals, flags, open entries and status; filters Needs review; counts the unapproved', async () => {
      const day = addDays(PAGE_WEEK, 1);
      const quiet = await registerAs(target, 'worker', { firstName: 'Zed', lastName: 'Quiet' });
      const flagged = await registerAs(target, 'worker', { firstName: 'Zed', lastName: 'Flagged' });
      const open = await registerAs(target, 'foreman', { firstName: 'Zed', lastName: 'Open' });
      await entry(quiet.user.id, day, '07:00', '11:00');
      await entry(flagged.user.id, day, '07:00', '16:00');
      await entry(open.user.id, day, '07:00', null);
      const all = await admin.agent.get(`/api/timesheets?week=${day}&search=zed&limit=2`).expect(200);
      expect(all.body).toMatchObject({ weekStart: PAGE_WEEK, weekEnd: addDays(PAGE_WEEK, 6), total: 3, unapprovedCount: 3 });
      expect(all.body.items).toEqual([
        {
          userId: flagged.user.id,
          firstName: 'Zed',
          lastName: 'Flagged',
          role: 'worker',
          totals: { workedMinutes: 540, unpaidBreakMinutes: 0, regularMinutes: 540, overtimeMinutes: 0 },
          flagCount: 1,
          openEntries: 0,
          status: 'open',
        },
        expect.objectContaining({ userId: open.user.id, openEntries: 1, flagCount: 0 }),
      ]);
      const next = await admin.agent.get(`/api/timesheets?week=${day}&search=zed&limit=2&offset=2`).expect(200);
      expect(next.body.items.map((row: { userId: string }) => row.userId)).toEqual([quiet.user.id]);
      const review = await admin.agent.get(`/api/timesheets?week=${day}&search=zed&needsReview=true`).expect(200);
      expect(review.body.total).toBe(2);
      expect(review.body.items.map((row: { userId: string }) => row.userId)).toEqual([flagged.user.id, open.user.id]);
      // Active workers without time are listed too (to see who did not work).
      const everyone = await admin.agent.get(`/api/timesheets?week=${day}&limit=100`).expect(200);
      expect(everyone.body.items.map((row: { userId: string }) => row.userId)).toContain(admin.user.id === '' ? '' : quiet.user.id);
      expect(everyone.body.items.find((row: { userId: string }) => row.userId === client.user.id)).toBeUndefined();
    });
  });

  it('keeps the index that reads a page’s breaks by person and start (not every break of each person)', async () => {
    const [index] = await sql<{ indexdef: string }>(databaseUrl, `SELECT indexdef FROM pg_indexes WHERE indexname = 'breaks_user_start'`);
    expect(index?.indexdef).toMatch(/ON public\.breaks USING btree \(user_id, start_time\)/);
  });

  describe('the page and a person’s week agree', () => {
    // Its own week, and people found by their own last name.
    const SAME_WEEK = '2026-06-07';
    it('gives every person of a page the totals, flag count, open entries and status of their own week', async () => {
      const day = (offset: number): string => addDays(SAME_WEEK, offset);
      const people: Person[] = [];
      for (const first of ['Ann', 'Ben', 'Cy', 'Di', 'Ed', 'Flo']) people.push(await registerAs(target, 'worker', { firstName: first, lastName: 'Samesheet' }));
      const [overtime, breaks, open, flagged, longDays, idle] = people.map((person) => person.user.id);
      // 46:45 worked, meals unpaid, rests paid.
      for (let offset = 1; offset <= 5; offset += 1) {
        await entry(overtime, day(offset), '07:00', '16:51');
        await meal(overtime, day(offset), '11:30', '12:00');
        await meal(overtime, day(offset), '09:30', '09:45', 'break');
      }
      // Meals and rests, one entry crossing midnight (counted on the day it began).
      await entry(breaks, day(1), '06:00', '14:00');
      await meal(breaks, day(1), '10:00', '10:45');
      await entry(breaks, day(2), '22:00', '06:30', { endDate: day(3) });
      await meal(breaks, day(2), '23:00', '23:30');
      // An entry still open from the week and a closed one.
      await entry(open, day(1), '07:00', '15:00');
      await entry(open, day(4), '07:00', null);
      // Entries' own flags and a missed meal.
      await entry(flagged, day(2), '06:00', '15:00', { flags: ['outside_site', 'no_location'] });
      await entry(flagged, day(3), '07:00', '09:00', { flags: ['auto_clock_out'] });
      // Twelve-hour days (second meals missing), seven days in a row without rest, across the week's start.
      for (let offset = -3; offset <= 3; offset += 1) {
        await entry(longDays, day(offset), '06:00', '18:30');
        await meal(longDays, day(offset), '10:00', '10:30');
      }
      // One person approved.
      await entry(idle, day(2), '08:00', '12:00');
      await admin.agent.post(`/api/timesheets/${idle}/approve`).send({ week: SAME_WEEK }).expect(200);

      const { body } = await admin.agent.get(`/api/timesheets?week=${SAME_WEEK}&search=samesheet&limit=50`).expect(200);
      expect(body.items.map((row: { userId: string }) => row.userId).sort()).toEqual([...people.map((person) => person.user.id)].sort());
      for (const row of body.items) {
        const sheet = (await admin.agent.get(`/api/timesheets/${row.userId}?week=${SAME_WEEK}`).expect(200)).body;
        const entries = sheet.days.flatMap((one: { entries: Array<{ clockOut: string | null }> }) => one.entries);
        expect(row).toEqual({
          userId: row.userId,
          firstName: expect.any(String),
          lastName: 'Samesheet',
          role: 'worker',
          totals: sheet.totals,
          flagCount: sheet.days.reduce((count: number, one: { flags: string[] }) => count + one.flags.length, 0),
          openEntries: entries.filter((one: { clockOut: string | null }) => one.clockOut === null).length,
          status: sheet.status,
        });
      }
      // The people were chosen so that each figure is non-trivial somewhere.
      const byId = new Map(body.items.map((row: { userId: string }) => [row.userId, row]));
      expect(byId.get(overtime)).toMatchObject({ totals: { overtimeMinutes: 405, unpaidBreakMinutes: 150 } });
      expect(byId.get(breaks)).toMatchObject({ totals: { workedMinutes: 435 + 480, unpaidBreakMinutes: 75 } });
      expect(byId.get(open)).toMatchObject({ openEntries: 1, totals: { workedMinutes: 480 } });
      expect(byId.get(flagged)).toMatchObject({ flagCount: 4 });
      expect((byId.get(longDays) as { flagCount: number }).flagCount).toBeGreaterThanOrEqual(5);
      expect(byId.get(idle)).toMatchObject({ status: 'approved' });
    });
  });

  describe('corrections', () => {
    it('corrects an entry, clears auto_clock_out, keeps a trail and tells the person why', async () => {
      const worker = await registerAs(target, 'worker');
      const siteId = await site('South Yard');
      const id = await entry(worker.user.id, addDays(WEEK, 2), '07:00', '21:00', { flags: ['no_location', 'auto_clock_out'] });
      const response = await admin.agent
        .patch(`/api/time-entries/${id}`)
        .send({ clockOut: at(addDays(WEEK, 2), '15:30').toISOString(), jobSiteId: siteId, reason: 'Left at 3:30, forgot to clock out' })
        .expect(200);
      expect(response.body).toMatchObject({ id, clockOut: at(addDays(WEEK, 2), '15:30').toISOString(), jobSiteId: siteId, flags: ['no_location'] });
      const history = await admin.agent.get(`/api/time-entries/${id}/history`).expect(200);
      expect(history.body).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          action: 'updated',
          by: { id: admin.user.id, firstName: 'Ada', lastName: 'Admin' },
          changes: [
            { field: 'clockOut', old: at(addDays(WEEK, 2), '21:00').toISOString(), new: at(addDays(WEEK, 2), '15:30').toISOString() },
            { field: 'jobSiteId', old: null, new: siteId },
            { field: 'flags', old: ['no_location', 'auto_clock_out'], new: ['no_location'] },
          ],
          reason: 'Left at 3:30, forgot to clock out',
        },
      ]);
      const told = await notificationsSeenBy(databaseUrl, worker.user.id);
      expect(told[0]).toMatchObject({ title: 'Your time was corrected' });
      expect(told[0].message).toContain('Left at 3:30, forgot to clock out');
    });

    it('ends the running meal break at the clock-out a correction gives an open entry, as a clock-out does', async () => {
      const worker = await registerAs(target, 'worker');
      const day = addDays(WEEK, 3);
      const id = await entry(worker.user.id, day, '07:00', null);
      await sql(databaseUrl, `INSERT INTO breaks (user_id, date, break_type, start_time) VALUES ($1, $2, 'meal', $3)`, [worker.user.id, day, at(day, '11:30')]);
      await admin.agent
        .patch(`/api/time-entries/${id}`)
        .send({ clockOut: at(day, '12:00').toISOString(), reason: 'Went home at lunch' })
        .expect(200);
      const [pause] = await sql<{ end_time: Date }>(databaseUrl, `SELECT end_time FROM breaks WHERE user_id = $1`, [worker.user.id]);
      expect(pause.end_time.toISOString()).toBe(at(day, '12:00').toISOString());
    });

    it('adds an entry with its trail, and refuses an overlap with 409, a clock-out before the clock-in or in the future with 400', async () => {
      const worker = await registerAs(target, 'worker');
      const day = addDays(WEEK, 3);
      await entry(worker.user.id, day, '07:00', '11:00');
      const body = { userId: worker.user.id, clockIn: at(day, '12:00').toISOString(), clockOut: at(day, '16:00').toISOString(), reason: 'Paper timesheet' };
      const created = await admin.agent.post('/api/time-entries').send(body).expect(201);
      expect(created.body).toMatchObject({ userId: worker.user.id, source: 'admin', flags: [], jobSiteId: null });
      const history = await admin.agent.get(`/api/time-entries/${created.body.id}/history`).expect(200);
      expect(history.body[0]).toMatchObject({
        action: 'created',
        reason: 'Paper timesheet',
        changes: [{ field: 'clockIn', old: null, new: body.clockIn }, expect.anything()],
      });

      const overlap = await admin.agent
        .post('/api/time-entries')
        .send({ ...body, clockIn: at(day, '10:00').toISOString(), clockOut: at(day, '12:30').toISOString() });
      expect(overlap.status).toBe(409);
      expect(overlap.body.message).toMatch(/overlap/);
      const moved = await admin.agent.patch(`/api/time-entries/${created.body.id}`).send({ clockIn: at(day, '10:59').toISOString(), reason: 'x' });
      expect(moved.status).toBe(409);
      // Back to back is no overlap.
      await admin.agent
        .patch(`/api/time-entries/${created.body.id}`)
        .send({ clockIn: at(day, '11:00').toISOString(), reason: 'exact' })
        .expect(200);
      await admin.agent
        .post('/api/time-entries')
        .send({ ...body, clockIn: at(day, '18:00').toISOString(), clockOut: at(day, '17:00').toISOString() })
        .expect(400);
      await admin.agent
        .post('/api/time-entries')
        .send({ ...body, clockIn: at(day, '18:00').toISOString(), clockOut: new Date(Date.now() + 3_600_000).toISOString() })
        .expect(400);
      expect(await sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = $1`, [worker.user.id])).toHaveLength(2);
    });

    it('lets exactly one of two simultaneous overlapping additions in (the database decides)', async () => {
      const worker = await registerAs(target, 'worker');
      const day = addDays(WEEK, 4);
      const add = (from: string, to: string) =>
        admin.agent
          .post('/api/time-entries')
          .send({ userId: worker.user.id, clockIn: at(day, from).toISOString(), clockOut: at(day, to).toISOString(), reason: 'race' });
      const statuses = (await Promise.all([add('07:00', '12:00'), add('08:00', '13:00'), add('09:00', '14:00')])).map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
    });

    it('answers 404 for no such entry, and 400 for a correction changing nothing', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      await admin.agent
        .patch(`/api/time-entries/${missing}`)
        .send({ clockIn: at(WEEK, '07:00').toISOString(), reason: 'x' })
        .expect(404);
      await admin.agent.get(`/api/time-entries/${missing}/history`).expect(404);
      const worker = await registerAs(target, 'worker');
      const id = await entry(worker.user.id, WEEK, '07:00', '08:00');
      await admin.agent.patch(`/api/time-entries/${id}`).send({ reason: 'nothing' }).expect(400);
    });
  });

  describe('approval and lock', () => {
    it('refuses to approve while an entry is open or flagged auto_clock_out, then approves, locks, unlocks with a trail', async () => {
      const worker = await registerAs(target, 'worker');
      const day = addDays(WEEK, 1);
      const openId = await entry(worker.user.id, day, '07:00', null);
      const open = await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: day });
      expect(open.status).toBe(409);
      expect(open.body.message).toMatch(/open/);
      await sql(databaseUrl, `UPDATE time_entries SET clock_out = $2, flags = '{auto_clock_out}' WHERE id = $1`, [openId, at(day, '21:00')]);
      const auto = await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: day });
      expect(auto.status).toBe(409);
      expect(auto.body.message).toMatch(/automatically/);
      await admin.agent
        .patch(`/api/time-entries/${openId}`)
        .send({ clockOut: at(day, '15:00').toISOString(), reason: 'Left at 3' })
        .expect(200);

      const approved = await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: day }).expect(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        approvedBy: { id: admin.user.id, firstName: 'Ada', lastName: 'Admin' },
        approvedAt: expect.any(String),
      });
      expect((await notificationsSeenBy(databaseUrl, worker.user.id))[0]).toMatchObject({ title: 'Timesheet approved' });
      expect((await worker.agent.get(`/api/timesheets/my?week=${day}`)).body.status).toBe('approved');
      await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: day }).expect(409);

      const change = await admin.agent.patch(`/api/time-entries/${openId}`).send({ clockOut: at(day, '15:10').toISOString(), reason: 'late' });
      expect(change.status).toBe(409);
      expect(change.body.message).toMatch(/approved/);
      const addition = await admin.agent.post('/api/time-entries').send({
        userId: worker.user.id,
        clockIn: at(addDays(day, 2), '07:00').toISOString(),
        clockOut: at(addDays(day, 2), '08:00').toISOString(),
        reason: 'x',
      });
      expect(addition.status).toBe(409);
      // Nor can a correction move an entry of another week into the approved one.
      const other = await entry(worker.user.id, addDays(WEEK, 8), '07:00', '08:00');
      await admin.agent
        .patch(`/api/time-entries/${other}`)
        .send({ clockIn: at(addDays(day, 3), '07:00').toISOString(), clockOut: at(addDays(day, 3), '08:00').toISOString(), reason: 'x' })
        .expect(409);

      await admin.agent.post(`/api/timesheets/${worker.user.id}/unlock`).send({ week: day }).expect(400);
      const unlocked = await admin.agent.post(`/api/timesheets/${worker.user.id}/unlock`).send({ week: day, reason: 'Missed a day' }).expect(200);
      expect(unlocked.body.status).toBe('open');
      expect(
        await sql(databaseUrl, `SELECT action, changed_by, reason FROM timesheet_week_changes WHERE user_id = $1 ORDER BY changed_at`, [worker.user.id]),
      ).toEqual([
        { action: 'approved', changed_by: admin.user.id, reason: null },
        { action: 'unlocked', changed_by: admin.user.id, reason: 'Missed a day' },
      ]);
      expect((await notificationsSeenBy(databaseUrl, worker.user.id))[0].message).toContain('Missed a day');
      // The week's trail, read back: the admin's view of anyone and the person's own.
      const trail = [
        { action: 'approved', at: expect.any(String), by: { id: admin.user.id, firstName: 'Ada', lastName: 'Admin' }, reason: null },
        { action: 'unlocked', at: expect.any(String), by: { id: admin.user.id, firstName: 'Ada', lastName: 'Admin' }, reason: 'Missed a day' },
      ];
      expect(unlocked.body.trail).toEqual(trail);
      const adminView = (await admin.agent.get(`/api/timesheets/${worker.user.id}?week=${day}`).expect(200)).body;
      expect(adminView.trail).toEqual(trail);
      // Named, so a page opened from a link says whose week it is.
      expect(adminView.person).toEqual({ id: worker.user.id, firstName: worker.user.firstName, lastName: worker.user.lastName });
      const own = (await worker.agent.get(`/api/timesheets/my?week=${day}`).expect(200)).body.trail;
      expect(own).toEqual(trail);
      expect(Date.parse(own[0].at)).toBeLessThanOrEqual(Date.parse(own[1].at));
      // Another week's trail is its own: empty.
      expect((await worker.agent.get(`/api/timesheets/my?week=${addDays(day, 7)}`).expect(200)).body.trail).toEqual([]);
      await worker.agent.get(`/api/timesheets/${worker.user.id}?week=${day}`).expect(403);
      await admin.agent.post(`/api/timesheets/${worker.user.id}/unlock`).send({ week: day, reason: 'again' }).expect(409);
      await admin.agent
        .patch(`/api/time-entries/${openId}`)
        .send({ clockOut: at(day, '15:10').toISOString(), reason: 'late' })
        .expect(200);
    });

    it('refuses to approve a week that is not over, so its owner can still clock in', async () => {
      const worker = await registerAs(target, 'worker');
      const running = await admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: new Date().toISOString().slice(0, 10) });
      expect(running.status).toBe(409);
      expect(running.body.message).toMatch(/before it is over/);
      expect((await admin.agent.get(`/api/timesheets/${worker.user.id}`)).body.status).toBe('open');
      await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    });

    it('lets a simultaneous addition and approval of a past week end consistently: the entry is refused or counted', async () => {
      for (let round = 0; round < 5; round += 1) {
        const worker = await registerAs(target, 'worker');
        const day = addDays(WEEK, 2);
        const [approve, add] = await Promise.all([
          admin.agent.post(`/api/timesheets/${worker.user.id}/approve`).send({ week: day }),
          admin.agent
            .post('/api/time-entries')
            .send({ userId: worker.user.id, clockIn: at(day, '07:00').toISOString(), clockOut: at(day, '15:00').toISOString(), reason: 'Paper timesheet' }),
        ]);
        expect(approve.status).toBe(200);
        expect([201, 409]).toContain(add.status);
        const sheet = (await admin.agent.get(`/api/timesheets/${worker.user.id}?week=${day}`)).body;
        expect(sheet.status).toBe('approved');
        expect(sheet.totals.workedMinutes).toBe(add.status === 201 ? 480 : 0);
      }
    });
  });

  describe('the payroll export', () => {
    const EXPORT_WEEK = '2026-05-03';
    it('writes one row per approved person and day, money exact, formulas guarded, and counts the unapproved', async () => {
      const paid = await registerAs(target, 'worker', { firstName: '=cmd', lastName: 'Aaron' });
      const pending = await registerAs(target, 'worker');
      const siteId = await site('-Depot');
      await admin.agent.patch(`/api/users/${paid.user.id}/pay-rate`).send({ hourlyRate: '28.50' }).expect(200);
      for (let offset = 1; offset <= 5; offset += 1) {
        const date = addDays(EXPORT_WEEK, offset);
        await entry(paid.user.id, date, '07:00', '16:51', { siteId });
        await meal(paid.user.id, date, '11:30', '12:00');
      }
      await entry(pending.user.id, addDays(EXPORT_WEEK, 1), '07:00', '08:00');
      await admin.agent.post(`/api/timesheets/${paid.user.id}/approve`).send({ week: EXPORT_WEEK }).expect(200);
      // A raise after the approval does not reprice the approved week.
      await admin.agent.patch(`/api/users/${paid.user.id}/pay-rate`).send({ hourlyRate: '31.00' }).expect(200);
      const response = await admin.agent.get(`/api/timesheets/export.csv?week=${addDays(EXPORT_WEEK, 2)}`).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['x-unapproved-count']).toBe('1');
      const line = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
      const person = [paid.user.id, 'Aaron', "'=cmd", paid.email];
      expect(response.text.split('\r\n')).toEqual([
        line([
          'employee_id',
          'last_name',
          'first_name',
          'email',
          'date',
          'job_site',
          'regular_hours',
          'overtime_hours',
          'unpaid_break_minutes',
          'hourly_rate',
          'regular_pay',
          'overtime_pay',
          'gross_pay',
        ]),
        ...[1, 2, 3, 4].map((offset) => line([...person, addDays(EXPORT_WEEK, offset), "'-Depot", '9.35', '0.00', '30', '28.50', '266.48', '0.00', '266.48'])),
        // Friday crosses 40 hours: 156 min regular (74.10), 405 min at 42.75 (288.5625 -> 288.56).
        line([...person, addDays(EXPORT_WEEK, 5), "'-Depot", '2.60', '6.75', '30', '28.50', '74.10', '288.56', '362.66']),
        '',
      ]);
      const page = await admin.agent.get(`/api/timesheets?week=${EXPORT_WEEK}`).expect(200);
      expect(page.body.unapprovedCount).toBe(1);
    });
  });

  describe('pay rates', () => {
    it('sets a rate exactly, shows it on Team Management only, refuses clients and bad amounts', async () => {
      const worker = await registerAs(target, 'worker', { firstName: 'Rated' });
      const set = await admin.agent.patch(`/api/users/${worker.user.id}/pay-rate`).send({ hourlyRate: '28.5' }).expect(200);
      expect(set.body).toMatchObject({ id: worker.user.id, hourlyRate: '28.50' });
      const team = await admin.agent.get('/api/users?search=Rated').expect(200);
      expect(team.body.find((member: { id: string }) => member.id === worker.user.id).hourlyRate).toBe('28.50');
      // Nobody else sees a rate: not the person, not in the pickers.
      expect((await worker.agent.get('/api/auth/user').expect(200)).body.hourlyRate).toBeUndefined();
      expect(JSON.stringify((await admin.agent.get('/api/users/workers?search=Rated').expect(200)).body)).not.toContain('hourlyRate');
      await admin.agent.patch(`/api/users/${client.user.id}/pay-rate`).send({ hourlyRate: '20.00' }).expect(400);
      for (const hourlyRate of ['10000', '-1', '1.234', 'abc', 28.123])
        await admin.agent.patch(`/api/users/${worker.user.id}/pay-rate`).send({ hourlyRate }).expect(400);
      await admin.agent.patch(`/api/users/00000000-0000-4000-8000-000000000000/pay-rate`).send({ hourlyRate: '1' }).expect(404);
      await admin.agent.patch(`/api/users/${worker.user.id}/pay-rate`).send({ hourlyRate: null }).expect(200);
      expect(await sql(databaseUrl, `SELECT hourly_rate FROM users WHERE id = $1`, [worker.user.id])).toEqual([{ hourly_rate: null }]);
    });
  });
});
