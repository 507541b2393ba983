// The calendar feed over the real database: a person's private address, the iCalendar it answers
// without a session (read back with ical.js), its window and what it leaves out, revisions, a new
// address ending the old one, deactivation, and the read limit.
import request from 'supertest';
import { bootApp, createTestDatabase, day, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { parseCalendar } from './support/ical';

/** A local wall-clock instant, as the server reads shifts (same process, same TZ). */
const at = (date: string, time: string): Date => new Date(`${date}T${time}:00`);

describe('calendar feeds', () => {
  let databaseUrl: string;
  let target: TestApp;
  let admin: Person;
  let worker: Person;
  let foreman: Person;
  let siteId: string;

  /** The path of a feed address (the app's PUBLIC_URL is not this test server's). */
  const pathOf = (url: string): string => new URL(url).pathname;

  async function feedUrl(person: Person): Promise<string> {
    const response = await person.agent.get('/api/calendar/feed-url').expect(200);
    return response.body.url as string;
  }

  /** Fetches a feed as a calendar app does: no cookie. */
  const fetchFeed = (url: string) => request(target.baseUrl).get(pathOf(url));

  async function events(person: Person) {
    const response = await fetchFeed(await feedUrl(person)).expect(200);
    return parseCalendar(response.text).events;
  }

  async function schedule(person: Person, fields: Record<string, unknown>): Promise<string> {
    const response = await admin.agent
      .post('/api/schedules')
      .send({ workerId: person.user.id, jobSiteId: siteId, meetTime: '06:45', startTime: '07:00', ...fields })
      .expect(201);
    return response.body.id as string;
  }

  /** A published shift on a day the admin may no longer schedule (the past), as it would have been made then. */
  async function pastShift(person: Person, date: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:45', '07:00', '15:00') RETURNING id`,
      [person.user.id, siteId, date],
    );
    return row.id;
  }

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    admin = await registerAs(target, 'admin');
    worker = await registerAs(target, 'worker', { firstName: 'Wanda' });
    foreman = await registerAs(target, 'foreman', { firstName: 'Frank' });
    [{ id: siteId }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO job_sites (name, address) VALUES ('Maple St Deconstruction', '12 Maple St, Springfield, IL') RETURNING id`,
    );
  });

  afterAll(async () => target?.close());

  it('gives each person one private address, the same on every ask, unguessable', async () => {
    const first = await feedUrl(worker);
    expect(first).toMatch(new RegExp(`^${target.config.publicUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(worker)).toBe(first);
    expect(await feedUrl(foreman)).not.toBe(first);
    const [{ count }] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM calendar_feeds WHERE user_id = $1`, [worker.user.id]);
    expect(count).toBe(1);
  });

  it('answers iCalendar without a session: private, not cached, the site as summary and its address as location', async () => {
    const id = await schedule(worker, { date: day(3), endTime: '15:30' });
    const response = await fetchFeed(await feedUrl(worker)).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const calendar = parseCalendar(response.text);
    expect(calendar.name).toBe('Groundwork shifts');
    const event = calendar.events.find((candidate) => candidate.uid === `${id}@groundwork`);
    expect(event).toMatchObject({
      summary: 'Maple St Deconstruction',
      location: '12 Maple St, Springfield, IL',
      description: 'Meet at 6:45 AM',
      start: at(day(3), '07:00'),
      end: at(day(3), '15:30'),
      sequence: 0,
    });
  });

  it('ends a night shift the next morning', async () => {
    const id = await schedule(worker, { date: day(4), meetTime: '21:45', startTime: '22:00', endTime: '06:00' });
    const event = (await events(worker)).find((candidate) => candidate.uid === `${id}@groundwork`);
    expect(event).toMatchObject({ start: at(day(4), '22:00'), end: at(day(5), '06:00') });
  });

  it('keeps a shift’s UID through a change and raises its SEQUENCE with every change', async () => {
    const id = await schedule(worker, { date: day(6), endTime: '15:00' });
    const uid = `${id}@groundwork`;
    const before = (await events(worker)).find((event) => event.uid === uid)!;
    await admin.agent.patch(`/api/schedules/${id}`).send({ startTime: '08:00' }).expect(200);
    const moved = (await events(worker)).find((event) => event.uid === uid)!;
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.start).toEqual(at(day(6), '08:00'));
    expect(moved.stamp.getTime()).toBeGreaterThanOrEqual(before.stamp.getTime());
    await admin.agent.patch(`/api/schedules/${id}`).send({ endTime: '17:00' }).expect(200);
    const again = (await events(worker)).find((event) => event.uid === uid)!;
    expect(again.sequence).toBeGreaterThan(moved.sequence);
    expect(again.end).toEqual(at(day(6), '17:00'));
    // A write that changes nothing is no new revision.
    await sql(databaseUrl, `UPDATE schedules SET start_time = start_time WHERE id = $1`, [id]);
    expect((await events(worker)).find((event) => event.uid === uid)!.sequence).toBe(again.sequence);
  });

  it('leaves out drafts until they are published, and deleted shifts', async () => {
    const draft = await schedule(worker, { date: day(8), draft: true });
    const deleted = await schedule(worker, { date: day(9) });
    await admin.agent.delete(`/api/schedules/${deleted}`).expect(204);
    let uids = (await events(worker)).map((event) => event.uid);
    expect(uids).not.toContain(`${draft}@groundwork`);
    expect(uids).not.toContain(`${deleted}@groundwork`);
    await admin.agent
      .post('/api/schedules/publish')
      .send({ from: day(8), to: day(8) })
      .expect(200);
    uids = (await events(worker)).map((event) => event.uid);
    expect(uids).toContain(`${draft}@groundwork`);
  });

  it('holds the shifts from 30 days back to 90 days ahead', async () => {
    const person = await registerAs(target, 'worker', { firstName: 'Winnie' });
    const tooOld = await pastShift(person, day(-31));
    const oldest = await pastShift(person, day(-30));
    const newest = await schedule(person, { date: day(90) });
    const tooNew = await schedule(person, { date: day(91) });
    const uids = (await events(person)).map((event) => event.uid).sort();
    expect(uids).toEqual([`${oldest}@groundwork`, `${newest}@groundwork`].sort());
    expect(uids).not.toContain(`${tooOld}@groundwork`);
    expect(uids).not.toContain(`${tooNew}@groundwork`);
  });

  it('shows each address only its own person’s shifts', async () => {
    const mine = await schedule(foreman, { date: day(10) });
    const foremanUids = (await events(foreman)).map((event) => event.uid);
    expect(foremanUids).toEqual([`${mine}@groundwork`]);
    expect((await events(worker)).map((event) => event.uid)).not.toContain(`${mine}@groundwork`);
  });

  it('writes the feed in the person’s language', async () => {
    const person = await registerAs(target, 'worker', { firstName: 'Esteban' });
    await person.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    await schedule(person, { date: day(11) });
    const response = await fetchFeed(await feedUrl(person)).expect(200);
    const calendar = parseCalendar(response.text);
    expect(calendar.name).toBe('Turnos de Groundwork');
    expect(calendar.events[0].description).toMatch(/^Reunión a las 6:45/);
  });

  it('gives a new address on request; the old one answers 404 from then on', async () => {
    const old = await feedUrl(worker);
    const response = await worker.agent.post('/api/calendar/feed-url/regenerate').expect(200);
    const fresh = response.body.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(worker)).toBe(fresh);
    const gone = await fetchFeed(old).expect(404);
    expect(gone.body.message).toBe('No calendar has this address: it may have been replaced by a new one');
    expect(parseCalendar((await fetchFeed(fresh).expect(200)).text).events.length).toBeGreaterThan(0);
  });

  it('answers 404, never an error, to an address that is no one’s or is malformed', async () => {
    const wellFormed = `/api/calendar/${'A'.repeat(43)}.ics`;
    for (const path of [
      wellFormed,
      '/api/calendar/abc.ics',
      `/api/calendar/${'A'.repeat(42)}%00.ics`,
      `/api/calendar/${"'%20OR%201=1--".padEnd(43, 'x')}.ics`,
    ]) {
      const response = await request(target.baseUrl).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    expect((await request(target.baseUrl).get(`/api/calendar/${'A'.repeat(5000)}.ics`)).status).toBeLessThan(500);
  });

  it('stops answering a deactivated person’s address', async () => {
    const person = await registerAs(target, 'worker', { firstName: 'Gone' });
    const url = await feedUrl(person);
    await fetchFeed(url).expect(200);
    await admin.agent.patch(`/api/users/${person.user.id}/active`).send({ active: false }).expect(200);
    await fetchFeed(url).expect(404);
  });

  // Last: it spends this address's minute of reads.
  it('refuses an address’s reads past 60 a minute', async () => {
    const url = await feedUrl(foreman);
    // The earlier tests' reads count in the same window: start this address's count afresh.
    await sql(databaseUrl, `DELETE FROM auth_rate_limits`);
    const statuses: number[] = [];
    for (let read = 0; read < 61; read += 1) statuses.push((await fetchFeed(url)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
