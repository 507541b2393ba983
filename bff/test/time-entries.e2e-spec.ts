// The time clock's rules: punches by the server's clock, one open entry per person (the database
// decides), who may punch for whom, where the punch was, and forgotten clock-outs closed by a job
// that one instance at a time runs.
import { Client } from 'pg';
import request from 'supertest';
import { todayIso } from '../src/common/calendar';
import { TimeEntriesService } from '../src/time-entries/time-entries.service';
import { bootApp, bootTwoInstances, createTestDatabase, notificationsSeenBy, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';

// A site in the Loop; one degree of latitude is ~111,195 m.
const SITE = { latitude: 41.8781, longitude: -87.6298 };
const north = (meters: number) => ({ latitude: SITE.latitude + meters / 111_195, longitude: SITE.longitude });

async function makeSite(databaseUrl: string, fields: { foremanId?: string; located?: boolean; status?: string; radius?: number } = {}): Promise<string> {
  const [site] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address, latitude, longitude, foreman_id, status, geofence_radius_meters)
     VALUES ('Clock Site', '1 Clock Way', $1, $2, $3, $4, $5) RETURNING id`,
    [
      fields.located === false ? null : SITE.latitude,
      fields.located === false ? null : SITE.longitude,
      fields.foremanId ?? null,
      fields.status ?? 'active',
      fields.radius ?? 300,
    ],
  );
  return site.id;
}

async function schedule(databaseUrl: string, workerId: string, siteId: string, date = todayIso()): Promise<void> {
  await sql(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:30', '07:00', '15:00')`,
    [workerId, siteId, date],
  );
}

describe('the time clock', () => {
  let databaseUrl: string;
  let target: TestApp;
  let admin: Person;
  let secondAdmin: Person;
  let foreman: Person;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    admin = await registerAs(target, 'admin');
    secondAdmin = await registerAs(target, 'admin');
    foreman = await registerAs(target, 'foreman');
  });

  afterAll(async () => target?.close());

  it('clocks in by the server’s clock, shows the open entry, refuses a second one, clocks out once', async () => {
    const worker = await registerAs(target, 'worker');
    const before = Date.now();
    const clockIn = await worker.agent.post('/api/time-entries/clock-in').send({});
    expect(clockIn.status).toBe(201);
    expect(clockIn.body).toEqual({
      id: expect.any(String),
      userId: worker.user.id,
      jobSiteId: null,
      clockIn: expect.any(String),
      clockOut: null,
      source: 'self',
      flags: ['no_location'],
      clockInOffline: false,
      clockOutOffline: false,
    });
    expect(Math.abs(new Date(clockIn.body.clockIn).getTime() - before)).toBeLessThan(60_000);

    expect((await worker.agent.get('/api/time-entries/current')).body).toEqual({ entry: clockIn.body });

    const again = await worker.agent.post('/api/time-entries/clock-in').send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Already clocked in/);

    const clockOut = await worker.agent.post('/api/time-entries/clock-out').send({});
    expect(clockOut.status).toBe(200);
    expect(clockOut.body).toMatchObject({ id: clockIn.body.id, clockIn: clockIn.body.clockIn, flags: ['no_location'] });
    expect(new Date(clockOut.body.clockOut).getTime()).toBeGreaterThan(new Date(clockIn.body.clockIn).getTime());

    const none = await worker.agent.post('/api/time-entries/clock-out').send({});
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/Not clocked in/);
    expect((await worker.agent.get('/api/time-entries/current')).body).toEqual({ entry: null });
  });

  it('gives exactly one 201 for 50 simultaneous clock-ins of one person', async () => {
    const worker = await registerAs(target, 'worker');
    const responses = await Promise.all(Array.from({ length: 50 }, () => worker.agent.post('/api/time-entries/clock-in').send({})));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = $1`, [worker.user.id])).toHaveLength(1);
  });

  it('clocks in at the scheduled site when none is named, and at a named active site otherwise', async () => {
    const worker = await registerAs(target, 'worker');
    const scheduled = await makeSite(databaseUrl);
    const other = await makeSite(databaseUrl);
    await schedule(databaseUrl, worker.user.id, scheduled);
    const atScheduled = await worker.agent.post('/api/time-entries/clock-in').send(north(10));
    expect(atScheduled.body).toMatchObject({ jobSiteId: scheduled, flags: [] });
    await worker.agent.post('/api/time-entries/clock-out').send(north(10)).expect(200);
    const atOther = await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId: other, ...north(10) });
    expect(atOther.body).toMatchObject({ jobSiteId: other, flags: [] });
  });

  it('refuses an unknown or inactive job site with a 400, recording nothing', async () => {
    const worker = await registerAs(target, 'worker');
    const completed = await makeSite(databaseUrl, { status: 'completed' });
    for (const jobSiteId of ['00000000-0000-4000-8000-000000000000', completed]) {
      const response = await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/active job site/);
    }
    expect(await sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = $1`, [worker.user.id])).toEqual([]);
  });

  it('ends the running break with the clock-out', async () => {
    const worker = await registerAs(target, 'worker');
    await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    await worker.agent.post('/api/breaks').send({ breakType: 'meal' }).expect(201);
    await worker.agent.post('/api/time-entries/clock-out').send({}).expect(200);
    expect(await sql(databaseUrl, `SELECT id FROM breaks WHERE user_id = $1 AND end_time IS NULL`, [worker.user.id])).toEqual([]);
  });

  describe('where the punch was', () => {
    const outsideNotices = (userId: string) =>
      notificationsSeenBy(databaseUrl, userId).then((rows) => rows.filter((row) => row.title === 'Punch away from the job site'));

    it('flags a punch beyond radius + accuracy outside_site, records it anyway, and tells every admin', async () => {
      const worker = await registerAs(target, 'worker');
      const site = await makeSite(databaseUrl, { radius: 100 });
      const [adminBefore, secondBefore] = [(await outsideNotices(admin.user.id)).length, (await outsideNotices(secondAdmin.user.id)).length];
      const clockIn = await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId: site, ...north(400), accuracy: 250 });
      expect(clockIn.status).toBe(201);
      expect(clockIn.body.flags).toEqual(['outside_site']);
      const notices = await outsideNotices(admin.user.id);
      expect(notices).toHaveLength(adminBefore + 1);
      expect(notices[0].message).toContain(`${worker.user.firstName} ${worker.user.lastName} clocked in away from Clock Site`);
      expect(await outsideNotices(secondAdmin.user.id)).toHaveLength(secondBefore + 1);
      expect(await outsideNotices(worker.user.id)).toHaveLength(0);
      // The clock-out's punch is checked against the entry's site too.
      const clockOut = await worker.agent.post('/api/time-entries/clock-out').send({ ...north(50), accuracy: 10 });
      expect(clockOut.body.flags).toEqual(['outside_site']);
      expect(await outsideNotices(admin.user.id)).toHaveLength(adminBefore + 1);
    });

    it('counts the accuracy (up to 1,000 m) in the punch’s favour', async () => {
      const worker = await registerAs(target, 'worker');
      const site = await makeSite(databaseUrl, { radius: 100 });
      const within = await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId: site, ...north(300), accuracy: 250 });
      expect(within.body.flags).toEqual([]);
      const out = await worker.agent.post('/api/time-entries/clock-out').send({ ...north(1_200), accuracy: 50_000 });
      expect(out.body.flags).toEqual(['outside_site']);
    });

    it('flags a punch without coordinates no_location, and does not check a site without coordinates', async () => {
      const worker = await registerAs(target, 'worker');
      const unlocated = await makeSite(databaseUrl, { located: false });
      const far = await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId: unlocated, ...north(100_000) });
      expect(far.body.flags).toEqual([]);
      const blind = await worker.agent.post('/api/time-entries/clock-out').send({});
      expect(blind.body.flags).toEqual(['no_location']);
    });

    it('stores the punch coordinates and accuracy of both punches', async () => {
      const worker = await registerAs(target, 'worker');
      const site = await makeSite(databaseUrl);
      await worker.agent.post('/api/time-entries/clock-in').send({ jobSiteId: site, latitude: 41.878123, longitude: -87.629812, accuracy: 12.5 }).expect(201);
      await worker.agent.post('/api/time-entries/clock-out').send({ latitude: 41.8782, longitude: -87.6299 }).expect(200);
      const [row] = await sql(
        databaseUrl,
        `SELECT clock_in_latitude, clock_in_longitude, clock_in_accuracy, clock_out_latitude, clock_out_longitude, clock_out_accuracy FROM time_entries WHERE user_id = $1`,
        [worker.user.id],
      );
      expect(row).toEqual({
        clock_in_latitude: '41.878123',
        clock_in_longitude: '-87.629812',
        clock_in_accuracy: '12.5',
        clock_out_latitude: '41.878200',
        clock_out_longitude: '-87.629900',
        clock_out_accuracy: null,
      });
    });
  });

  describe('punching for someone else', () => {
    it('lets a foreman clock a worker scheduled today at their site (source foreman), and no one else', async () => {
      const crew = await registerAs(target, 'worker');
      const elsewhere = await registerAs(target, 'worker');
      const yesterdays = await registerAs(target, 'worker');
      const ownSite = await makeSite(databaseUrl, { foremanId: foreman.user.id });
      const otherSite = await makeSite(databaseUrl);
      await schedule(databaseUrl, crew.user.id, ownSite);
      await schedule(databaseUrl, elsewhere.user.id, otherSite);
      const yesterday = new Date(Date.now() - 86_400_000 * 1.5);
      await schedule(databaseUrl, yesterdays.user.id, ownSite, todayIso(yesterday));

      // At a site he does not lead (another site's labor cost): refused, nothing recorded.
      const away = await foreman.agent.post('/api/time-entries/clock-in').send({ userId: crew.user.id, jobSiteId: otherSite });
      expect(away.status).toBe(403);
      expect(away.body.message).toMatch(/only at one of their job sites/);
      const clockIn = await foreman.agent.post('/api/time-entries/clock-in').send({ userId: crew.user.id });
      expect(clockIn.status).toBe(201);
      expect(clockIn.body).toMatchObject({ userId: crew.user.id, source: 'foreman', jobSiteId: ownSite });
      expect((await crew.agent.get('/api/time-entries/current')).body.entry.id).toBe(clockIn.body.id);
      // The foreman's own clock is untouched.
      expect((await foreman.agent.get('/api/time-entries/current')).body).toEqual({ entry: null });
      const clockOut = await foreman.agent.post('/api/time-entries/clock-out').send({ userId: crew.user.id });
      expect(clockOut.status).toBe(200);
      // The worker is told each punch made for them (their open Time Clock card refreshes with it).
      const [siteName] = (await sql<{ name: string }>(databaseUrl, `SELECT name FROM job_sites WHERE id = $1`, [ownSite])).map((row) => row.name);
      const told = (await notificationsSeenBy(databaseUrl, crew.user.id)).filter((row) => row.title.startsWith('Clocked'));
      expect(told.map((row) => [row.title, row.message])).toEqual([
        ['Clocked out for you', `${foreman.user.firstName} ${foreman.user.lastName} clocked you out at ${siteName}.`],
        ['Clocked in for you', `${foreman.user.firstName} ${foreman.user.lastName} clocked you in at ${siteName}.`],
      ]);

      for (const person of [elsewhere, yesterdays, admin]) {
        const refused = await foreman.agent.post('/api/time-entries/clock-in').send({ userId: person.user.id });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toMatch(/scheduled today at one of their job sites/);
        expect((await foreman.agent.post('/api/time-entries/clock-out').send({ userId: person.user.id })).status).toBe(403);
      }
      expect(await sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = ANY($1)`, [[elsewhere.user.id, yesterdays.user.id]])).toEqual([]);
    });

    it('lets a foreman clock out a worker whose running entry is at his site, though not scheduled there today (a night shift begun yesterday)', async () => {
      const nightShift = await registerAs(target, 'worker');
      const elsewhere = await registerAs(target, 'worker');
      const ownSite = await makeSite(databaseUrl, { foremanId: foreman.user.id });
      const otherSite = await makeSite(databaseUrl);
      const open = (userId: string, siteId: string) =>
        sql(databaseUrl, `INSERT INTO time_entries (user_id, job_site_id, source, clock_in) VALUES ($1, $2, 'self', now() - interval '1 hour')`, [
          userId,
          siteId,
        ]);
      await open(nightShift.user.id, ownSite);
      await open(elsewhere.user.id, otherSite);

      // Running at another foreman's site: not his crew.
      expect((await foreman.agent.post('/api/time-entries/clock-out').send({ userId: elsewhere.user.id })).status).toBe(403);
      // Clocking in is still for today's crew only.
      expect((await foreman.agent.post('/api/time-entries/clock-in').send({ userId: nightShift.user.id })).status).toBe(403);
      // Last night's shift at his site, still clocked in: on his crew list, to clock out.
      await schedule(databaseUrl, nightShift.user.id, ownSite, todayIso(new Date(Date.now() - 86_400_000)));
      const crew = (await foreman.agent.get('/api/job-sites/my/crew')).body.crew as Array<{ id: string; entry: unknown }>;
      expect(crew.find((member) => member.id === nightShift.user.id)?.entry).not.toBeNull();
      const clockOut = await foreman.agent.post('/api/time-entries/clock-out').send({ userId: nightShift.user.id });
      expect(clockOut.status).toBe(200);
      expect(clockOut.body).toMatchObject({ userId: nightShift.user.id, jobSiteId: ownSite });
      // Clocked out, last night's shift is off the list again.
      expect(((await foreman.agent.get('/api/job-sites/my/crew')).body.crew as Array<{ id: string }>).some((member) => member.id === nightShift.user.id)).toBe(
        false,
      );
      expect(clockOut.body.clockOut).not.toBeNull();
      expect((await elsewhere.agent.get('/api/time-entries/current')).body.entry).not.toBeNull();
    });

    it('refuses a worker punching for someone else', async () => {
      const worker = await registerAs(target, 'worker');
      const other = await registerAs(target, 'worker');
      expect((await worker.agent.post('/api/time-entries/clock-in').send({ userId: other.user.id })).status).toBe(403);
      expect((await worker.agent.post('/api/time-entries/clock-out').send({ userId: other.user.id })).status).toBe(403);
    });

    it('lets an admin clock anyone (source admin), but not a client or an unknown person', async () => {
      const worker = await registerAs(target, 'worker');
      const client = await registerAs(target, 'client');
      const clockIn = await admin.agent.post('/api/time-entries/clock-in').send({ userId: worker.user.id });
      expect(clockIn.body).toMatchObject({ userId: worker.user.id, source: 'admin' });
      expect((await admin.agent.post('/api/time-entries/clock-out').send({ userId: worker.user.id })).status).toBe(200);
      expect((await admin.agent.post('/api/time-entries/clock-in').send({ userId: foreman.user.id })).body).toMatchObject({
        userId: foreman.user.id,
        source: 'admin',
      });
      await admin.agent.post('/api/time-entries/clock-out').send({ userId: foreman.user.id }).expect(200);
      for (const userId of [client.user.id, '00000000-0000-4000-8000-000000000000']) {
        const refused = await admin.agent.post('/api/time-entries/clock-in').send({ userId });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/active worker, foreman or admin/);
      }
    });

    it('refuses clients the time clock', async () => {
      const client = await registerAs(target, 'client');
      expect((await client.agent.post('/api/time-entries/clock-in').send({})).status).toBe(403);
      expect((await client.agent.post('/api/time-entries/clock-out').send({})).status).toBe(403);
      expect((await client.agent.get('/api/time-entries/current')).status).toBe(403);
    });
  });

  describe('the database’s rules', () => {
    it('keeps one open entry per person, a clock-out after its clock-in, known flags and a radius of 50 to 5,000 m', async () => {
      const worker = await registerAs(target, 'worker');
      const insert = (clockOut: string | null, flags = '{}') =>
        sql(
          databaseUrl,
          `INSERT INTO time_entries (user_id, clock_in, clock_out, source, flags) VALUES ($1, now() - interval '2 hours', ${clockOut ?? 'NULL'}, 'self', $2)`,
          [worker.user.id, flags],
        );
      await insert(null);
      await expect(insert(null)).rejects.toThrow(/time_entries_one_open_per_user/);
      await expect(insert(`now() - interval '3 hours'`)).rejects.toThrow(/time_entries_out_after_in/);
      await expect(insert(`now() - interval '2 hours'`)).rejects.toThrow(/time_entries_out_after_in/);
      await expect(insert(`now()`, '{late}')).rejects.toThrow(/time_entries_known_flags/);
      // The open entry reaches to infinity (time_entries_no_overlap): close it before another.
      await sql(databaseUrl, `UPDATE time_entries SET clock_out = now() - interval '1 hour' WHERE user_id = $1`, [worker.user.id]);
      await expect(insert(`now()`)).rejects.toThrow(/time_entries_no_overlap/);
      await sql(databaseUrl, `UPDATE time_entries SET clock_in = now() - interval '4 hours', clock_out = now() - interval '3 hours' WHERE user_id = $1`, [
        worker.user.id,
      ]);
      await insert(`now()`, '{outside_site,no_location}');
      await expect(makeSite(databaseUrl, { radius: 49 })).rejects.toThrow(/job_sites_geofence_radius_range/);
      await expect(makeSite(databaseUrl, { radius: 5001 })).rejects.toThrow(/job_sites_geofence_radius_range/);
      const [site] = await sql<{ radius: number }>(
        databaseUrl,
        `INSERT INTO job_sites (name, address) VALUES ('Default', '1 Way') RETURNING geofence_radius_meters AS radius`,
      );
      expect(site.radius).toBe(300);
    });
  });

  describe('forgotten clock-outs', () => {
    it('closes an entry open longer than MAX_SHIFT_HOURS at clock-in + that many hours, flagged, and tells the person and the admins', async () => {
      const forgetful = await registerAs(target, 'worker');
      const recent = await registerAs(target, 'worker');
      const [stale] = await sql<{ id: string; clock_in: Date }>(
        databaseUrl,
        `INSERT INTO time_entries (user_id, clock_in, source, flags) VALUES ($1, now() - interval '15 hours', 'self', '{no_location}') RETURNING id, clock_in`,
        [forgetful.user.id],
      );
      await sql(databaseUrl, `INSERT INTO breaks (user_id, date, start_time) VALUES ($1, current_date, now() - interval '2 hours')`, [forgetful.user.id]);
      await sql(databaseUrl, `INSERT INTO time_entries (user_id, clock_in, source) VALUES ($1, now() - interval '13 hours', 'self')`, [recent.user.id]);

      const closed = await target.app.get(TimeEntriesService).closeForgottenClockOuts();
      expect(closed?.map((entry) => entry.id)).toEqual([stale.id]);

      const [row] = await sql<{ clock_out: Date; flags: string[] }>(databaseUrl, `SELECT clock_out, flags FROM time_entries WHERE id = $1`, [stale.id]);
      expect(row.clock_out.getTime()).toBe(stale.clock_in.getTime() + 14 * 3_600_000);
      expect(row.flags).toEqual(['no_location', 'auto_clock_out']);
      // Its running break (begun an hour before the entry's end) ended with it, at the entry's end.
      const [breakRow] = await sql<{ end_time: Date }>(databaseUrl, `SELECT end_time FROM breaks WHERE user_id = $1`, [forgetful.user.id]);
      expect(breakRow.end_time.getTime()).toBe(row.clock_out.getTime());
      expect(await sql(databaseUrl, `SELECT id FROM time_entries WHERE user_id = $1 AND clock_out IS NULL`, [recent.user.id])).toHaveLength(1);

      expect((await notificationsSeenBy(databaseUrl, forgetful.user.id)).map((n) => n.title)).toContain('Clocked out automatically');
      for (const person of [admin, secondAdmin]) {
        const told = (await notificationsSeenBy(databaseUrl, person.user.id)).filter((n) => n.title === 'Forgotten clock-out');
        expect(told.map((n) => n.message)).toEqual([expect.stringContaining(`${forgetful.user.firstName} ${forgetful.user.lastName}`)]);
      }
      // Closed once: the next sweep finds nothing.
      expect(await target.app.get(TimeEntriesService).closeForgottenClockOuts()).toEqual([]);
      expect((await forgetful.agent.post('/api/time-entries/clock-in').send({})).status).toBe(201);
    });
  });
});

describe('the forgotten clock-out job on several instances', () => {
  it('runs on one instance at a time: the other skips while the first holds the sweep', async () => {
    const { databaseUrl, instanceA, instanceB } = await bootTwoInstances();
    const blocker = new Client({ connectionString: databaseUrl });
    try {
      const worker = await registerAs(instanceA, 'worker');
      await registerAs(instanceA, 'admin');
      const [stale] = await sql<{ id: string }>(
        databaseUrl,
        `INSERT INTO time_entries (user_id, clock_in, source) VALUES ($1, now() - interval '20 hours', 'self') RETURNING id`,
        [worker.user.id],
      );
      // Holds the stale row so instance A's sweep, once it has the lock, waits inside it.
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM time_entries WHERE id = $1 FOR UPDATE', [stale.id]);
      const sweepA = instanceA.app.get(TimeEntriesService).closeForgottenClockOuts();
      await settledRead(
        () => sql(databaseUrl, `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
        (rows) => rows.length === 1,
        5000,
      );
      // Instance B does not wait for the row: it sees the sweep is taken and skips at once.
      expect(await instanceB.app.get(TimeEntriesService).closeForgottenClockOuts()).toBeNull();
      await blocker.query('COMMIT');
      expect((await sweepA)?.map((entry) => entry.id)).toEqual([stale.id]);
      const told = await sql(databaseUrl, `SELECT id FROM notifications WHERE title = 'notifications.timeEntries.autoClockOut.title' AND user_id = $1`, [
        worker.user.id,
      ]);
      expect(told).toHaveLength(1);
    } finally {
      await blocker.end().catch(() => undefined);
      await Promise.all([instanceA.close(), instanceB.close()]);
    }
  });

  it('closes a forgotten entry without anyone calling the API, after MAX_SHIFT_HOURS of the config', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await bootApp(testConfig(databaseUrl, { MAX_SHIFT_HOURS: '2' }));
    const worker = await registerAs(first, 'worker');
    await first.close();
    const [stale] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO time_entries (user_id, clock_in, source) VALUES ($1, now() - interval '3 hours', 'self') RETURNING id`,
      [worker.user.id],
    );
    const second = await bootApp(testConfig(databaseUrl, { MAX_SHIFT_HOURS: '2' }));
    try {
      const rows = await settledRead(
        () =>
          sql<{ clock_out: Date | null; closed_after: string }>(
            databaseUrl,
            `SELECT clock_out, (clock_out - clock_in)::text AS closed_after FROM time_entries WHERE id = $1`,
            [stale.id],
          ),
        ([row]) => row.clock_out !== null,
        5000,
      );
      expect(rows[0].closed_after).toBe('02:00:00');
      expect((await request(second.baseUrl).get('/api/health')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
