// The job site's side of the time clock: Start Job clocks the foreman in at the site, End Job
// clocks them out; the foreman's crew of today with each worker's clock; the Time Clock card's
// site picker.
import { todayIso } from '../src/common/calendar';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { bootApp, createTestDatabase, day, Person, registerAs, sql, TestApp, testConfig } from './helpers';

const SITE = { latitude: 41.8781, longitude: -87.6298 };
const allTicked = () => Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));

async function makeSite(databaseUrl: string, name: string, fields: { foremanId?: string; status?: string } = {}): Promise<string> {
  const [site] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address, latitude, longitude, foreman_id, status) VALUES ($1, '1 Clock Way', $2, $3, $4, $5) RETURNING id`,
    [name, SITE.latitude, SITE.longitude, fields.foremanId ?? null, fields.status ?? 'active'],
  );
  return site.id;
}

/** An hour-long shift, so a worker can have two the same day. */
async function schedule(databaseUrl: string, workerId: string, siteId: string, date = todayIso(), start = '07:00'): Promise<void> {
  await sql(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:30', $4, CAST($4 AS time) + interval '1 hour')`,
    [workerId, siteId, date, start],
  );
}

async function openEntries(databaseUrl: string, userId: string): Promise<Array<{ job_site_id: string | null; flags: string[]; source: string }>> {
  return sql(databaseUrl, 'SELECT job_site_id, flags, source FROM time_entries WHERE user_id = $1 AND clock_out IS NULL', [userId]);
}

describe('Start Job and End Job move the clock', () => {
  let databaseUrl: string;
  let target: TestApp;
  let foreman: Person;
  let siteId: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    foreman = await registerAs(target, 'foreman');
    siteId = await makeSite(databaseUrl, 'Clocked Site', { foremanId: foreman.user.id });
    await foreman.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
  });

  afterAll(async () => target?.close());

  it('Start Job clocks the foreman in at the site, with the location sent; a second press changes nothing', async () => {
    const started = await foreman.agent.post('/api/job-sites/start').send({ latitude: SITE.latitude, longitude: SITE.longitude, accuracy: 12 });
    expect(started.status).toBe(200);
    expect(await openEntries(databaseUrl, foreman.user.id)).toEqual([{ job_site_id: siteId, flags: [], source: 'self' }]);
    const current = (await foreman.agent.get('/api/time-entries/current')).body.entry;
    expect(current).toMatchObject({ jobSiteId: siteId, clockOut: null });

    const again = await foreman.agent.post('/api/job-sites/start').send({});
    expect(again.body.id).toBe(started.body.id);
    expect((await foreman.agent.get('/api/time-entries/current')).body.entry).toEqual(current);
  });

  it('End Job clocks the foreman out and ends their break; Start Job after the end does not clock in again', async () => {
    await foreman.agent.post('/api/breaks').send({ breakType: 'meal' }).expect(201);
    const ended = await foreman.agent.post('/api/job-sites/end').send({});
    expect(ended.status).toBe(200);
    expect(await openEntries(databaseUrl, foreman.user.id)).toEqual([]);
    const [entry] = await sql<{ flags: string[] }>(databaseUrl, 'SELECT flags FROM time_entries WHERE user_id = $1', [foreman.user.id]);
    expect(entry.flags).toEqual(['no_location']);
    expect(await sql(databaseUrl, 'SELECT 1 FROM breaks WHERE user_id = $1 AND end_time IS NULL', [foreman.user.id])).toHaveLength(0);

    expect((await foreman.agent.post('/api/job-sites/start').send({})).status).toBe(200);
    expect(await openEntries(databaseUrl, foreman.user.id)).toEqual([]);
  });

  it('keeps a clock-in made before Start Job, and ends the job without a clock-out when not clocked in', async () => {
    const other = await registerAs(target, 'foreman');
    await makeSite(databaseUrl, 'Other Site', { foremanId: other.user.id });
    await other.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
    const manual = (await other.agent.post('/api/time-entries/clock-in').send({ jobSiteId: siteId })).body;
    await other.agent.post('/api/job-sites/start').send({}).expect(200);
    expect((await other.agent.get('/api/time-entries/current')).body.entry).toEqual(manual);
    await other.agent.post('/api/time-entries/clock-out').send({}).expect(200);
    await other.agent.post('/api/job-sites/end').send({}).expect(200);
    expect(await sql(databaseUrl, 'SELECT 1 FROM time_entries WHERE user_id = $1', [other.user.id])).toHaveLength(1);
  });

  it('Start and End Job sent later (occurredAt): the job and the clock at the times the foreman pressed, the punches flagged as sent later', async () => {
    const late = await registerAs(target, 'foreman');
    const lateSite = await makeSite(databaseUrl, 'Late Signal Site', { foremanId: late.user.id });
    await late.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
    const pressed = new Date(Math.floor((Date.now() - 40 * 60_000) / 1000) * 1000);
    const started = await late.agent.post('/api/job-sites/start').send({ occurredAt: pressed.toISOString() });
    expect([started.status, started.body.startedAt]).toEqual([200, pressed.toISOString()]);
    const entry = (await late.agent.get('/api/time-entries/current')).body.entry;
    expect(entry).toMatchObject({ jobSiteId: lateSite, clockIn: pressed.toISOString(), clockInOffline: true });
    const endedAt = new Date(Math.floor((Date.now() - 10 * 60_000) / 1000) * 1000);
    const ended = await late.agent.post('/api/job-sites/end').send({ occurredAt: endedAt.toISOString() });
    expect([ended.status, ended.body.endedAt]).toEqual([200, endedAt.toISOString()]);
    const [closed] = await sql<{ clock_out: Date; clock_out_offline: boolean }>(
      databaseUrl,
      'SELECT clock_out, clock_out_offline FROM time_entries WHERE id = $1',
      [entry.id],
    );
    expect([closed.clock_out.toISOString(), closed.clock_out_offline]).toEqual([endedAt.toISOString(), true]);
    // The server's limits hold here too.
    const tooOld = await late.agent.post('/api/job-sites/start').send({ occurredAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    expect(tooOld.status).toBe(400);
  });

  it('a site on hold: the job starts and the clock runs without a site', async () => {
    const held = await registerAs(target, 'foreman');
    await makeSite(databaseUrl, 'Held Site', { foremanId: held.user.id, status: 'on_hold' });
    await held.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
    await held.agent.post('/api/job-sites/start').send({}).expect(200);
    expect(await openEntries(databaseUrl, held.user.id)).toEqual([{ job_site_id: null, flags: ['no_location'], source: 'self' }]);
  });

  it('refuses a malformed location with 400 and neither starts the job nor clocks in', async () => {
    const fresh = await registerAs(target, 'foreman');
    await makeSite(databaseUrl, 'Fresh Site', { foremanId: fresh.user.id });
    await fresh.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
    for (const body of [{ latitude: 91, longitude: 0 }, { latitude: 41 }, { userId: foreman.user.id }, { accuracy: -1 }]) {
      const response = await fresh.agent.post('/api/job-sites/start').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect(await sql(databaseUrl, 'SELECT 1 FROM job_starts WHERE started_by_id = $1', [fresh.user.id])).toHaveLength(0);
    expect(await openEntries(databaseUrl, fresh.user.id)).toEqual([]);
  });
});

describe('the foreman’s crew clock', () => {
  let databaseUrl: string;
  let target: TestApp;
  let foreman: Person;
  let otherForeman: Person;
  let ana: Person;
  let ben: Person;
  let elsewhere: Person;
  let tomorrowOnly: Person;
  let siteA: string;
  let siteB: string;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    foreman = await registerAs(target, 'foreman');
    otherForeman = await registerAs(target, 'foreman');
    ana = await registerAs(target, 'worker', { firstName: 'Ana', lastName: 'Alvarez' });
    ben = await registerAs(target, 'worker', { firstName: 'Ben', lastName: 'Baker' });
    elsewhere = await registerAs(target, 'worker', { firstName: 'Eli', lastName: 'Elsewhere' });
    tomorrowOnly = await registerAs(target, 'worker', { firstName: 'Tom', lastName: 'Tomorrow' });
    siteA = await makeSite(databaseUrl, 'A Site', { foremanId: foreman.user.id });
    siteB = await makeSite(databaseUrl, 'B Site', { foremanId: foreman.user.id });
    const otherSite = await makeSite(databaseUrl, 'Not Yours', { foremanId: otherForeman.user.id });
    await schedule(databaseUrl, ben.user.id, siteB, todayIso(), '08:00');
    await schedule(databaseUrl, ana.user.id, siteA, todayIso(), '09:00');
    await schedule(databaseUrl, ana.user.id, siteB, todayIso(), '07:00');
    await schedule(databaseUrl, elsewhere.user.id, otherSite);
    await schedule(databaseUrl, tomorrowOnly.user.id, siteA, day(1));
  });

  afterAll(async () => target?.close());

  it('lists only today’s workers at the foreman’s sites, once each with their first shift, by name, and their clock', async () => {
    await ben.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    const crew = await foreman.agent.get('/api/job-sites/my/crew');
    expect(crew.status).toBe(200);
    expect(crew.body.date).toBe(todayIso());
    expect(crew.body.crew).toEqual([
      { id: ana.user.id, firstName: 'Ana', lastName: 'Alvarez', jobSiteId: siteB, jobSiteName: 'B Site', startTime: '07:00:00', entry: null },
      {
        id: ben.user.id,
        firstName: 'Ben',
        lastName: 'Baker',
        jobSiteId: siteB,
        jobSiteName: 'B Site',
        startTime: '08:00:00',
        entry: expect.objectContaining({ userId: ben.user.id, jobSiteId: siteB, clockOut: null, source: 'self' }),
      },
    ]);
    expect((await otherForeman.agent.get('/api/job-sites/my/crew')).body.crew.map((member: { id: string }) => member.id)).toEqual([elsewhere.user.id]);
  });

  it('shows the foreman’s punches for a worker, and leaves out a deactivated one', async () => {
    await foreman.agent.post('/api/time-entries/clock-in').send({ userId: ana.user.id, jobSiteId: siteA }).expect(201);
    let crew = (await foreman.agent.get('/api/job-sites/my/crew')).body.crew;
    expect(crew[0].entry).toMatchObject({ jobSiteId: siteA, source: 'foreman' });
    await foreman.agent.post('/api/time-entries/clock-out').send({ userId: ana.user.id }).expect(200);
    crew = (await foreman.agent.get('/api/job-sites/my/crew')).body.crew;
    expect(crew[0].entry).toBeNull();

    await sql(databaseUrl, 'UPDATE users SET deactivated_at = now() WHERE id = $1', [ben.user.id]);
    crew = (await foreman.agent.get('/api/job-sites/my/crew')).body.crew;
    expect(crew.map((member: { id: string }) => member.id)).toEqual([ana.user.id]);
  });

  it('the clock picker: active sites only, the caller’s site today first and preselected', async () => {
    await makeSite(databaseUrl, 'AAA Closed', { status: 'completed' });
    const forAna = (await ana.agent.get('/api/job-sites/clock-sites')).body;
    expect(forAna.scheduledSiteId).toBe(siteB);
    expect(forAna.sites.map((site: { name: string }) => site.name)).toEqual(['B Site', 'A Site', 'Not Yours']);
    expect(forAna.sites[0]).toEqual({ id: siteB, name: 'B Site', address: '1 Clock Way' });
    const forTom = (await tomorrowOnly.agent.get('/api/job-sites/clock-sites')).body;
    expect(forTom).toEqual({ scheduledSiteId: null, sites: expect.any(Array) });
    expect(forTom.sites.map((site: { name: string }) => site.name)).toEqual(['A Site', 'B Site', 'Not Yours']);
    // A foreman without a shift: the site they lead.
    expect((await otherForeman.agent.get('/api/job-sites/clock-sites')).body.scheduledSiteId).toEqual(expect.any(String));
  });
});
