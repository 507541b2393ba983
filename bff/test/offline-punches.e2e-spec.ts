// Punches and breaks sent later (occurredAt): the time the person acted is recorded and flagged as
// sent later, within limits the server checks (not in the future beyond 2 minutes of clock drift,
// not more than 24 hours old), and inside the time clock's rules (a clock-out after its clock-in, a
// break inside its entry, no overlapping entries, no punch into an approved week).
import { todayIso } from '../src/common/calendar';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
/** The instant with a -06:00 offset, as a phone in Chicago would write it. */
function withOffset(instant: Date): string {
  const local = new Date(instant.getTime() - 6 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-06:00`;
}

describe('punches sent later (occurredAt)', () => {
  let databaseUrl: string;
  let target: TestApp;
  let admin: Person;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    target = await bootApp(testConfig(databaseUrl));
    admin = await registerAs(target, 'admin');
  });

  afterAll(async () => target?.close());

  it('records a queued clock-in and clock-out at the times the person punched, flagged as sent later', async () => {
    const worker = await registerAs(target, 'worker');
    const punchedIn = new Date(Math.floor(minutesAgo(90).getTime() / 1000) * 1000);
    const clockIn = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: withOffset(punchedIn) });
    expect(clockIn.status).toBe(201);
    expect(clockIn.body).toMatchObject({ clockIn: punchedIn.toISOString(), clockOut: null, clockInOffline: true, clockOutOffline: false, source: 'self' });
    const current = await worker.agent.get('/api/time-entries/current').expect(200);
    expect(current.body.entry).toMatchObject({ id: clockIn.body.id, clockInOffline: true });
    const punchedOut = new Date(Math.floor(minutesAgo(5).getTime() / 1000) * 1000);
    const clockOut = await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: punchedOut.toISOString() });
    expect(clockOut.status).toBe(200);
    expect(clockOut.body).toMatchObject({ clockIn: punchedIn.toISOString(), clockOut: punchedOut.toISOString(), clockInOffline: true, clockOutOffline: true });
    const [row] = await sql(databaseUrl, `SELECT clock_in_offline, clock_out_offline FROM time_entries WHERE id = $1`, [clockIn.body.id]);
    expect(row).toEqual({ clock_in_offline: true, clock_out_offline: true });
  });

  it('keeps punches without occurredAt at the server’s clock, not flagged', async () => {
    const worker = await registerAs(target, 'worker');
    const clockIn = await worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    expect(clockIn.body).toMatchObject({ clockInOffline: false, clockOutOffline: false });
    const clockOut = await worker.agent.post('/api/time-entries/clock-out').send({}).expect(200);
    expect(clockOut.body).toMatchObject({ clockInOffline: false, clockOutOffline: false });
  });

  it('refuses a time more than 2 minutes ahead of the server’s clock, and records one within the drift as now, not sent later', async () => {
    const worker = await registerAs(target, 'worker');
    const ahead = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: new Date(Date.now() + 3 * 60_000).toISOString() });
    expect([ahead.status, ahead.body.message]).toEqual([
      400,
      'occurredAt is in the future: the device’s clock is more than 2 minutes ahead of the server’s'.replace(/’/g, "'"),
    ]);
    const before = Date.now();
    const drift = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: new Date(Date.now() + 60_000).toISOString() });
    expect(drift.status).toBe(201);
    expect(new Date(drift.body.clockIn).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(drift.body.clockIn).getTime()).toBeLessThanOrEqual(Date.now());
    expect(drift.body.clockInOffline).toBe(false);
    // A punch stamped as it was sent (a phone stamps every punch): now, not sent later.
    const justNow = await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: new Date(Date.now() - 20_000).toISOString() });
    expect([justNow.status, justNow.body.clockOutOffline]).toEqual([200, false]);
  });

  it('refuses a time more than 24 hours old, and takes one just inside it', async () => {
    const worker = await registerAs(target, 'worker');
    const old = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(24 * 60 + 1).toISOString() });
    expect([old.status, old.body.message]).toEqual([400, 'occurredAt is more than 24 hours old: ask an admin to record this time']);
    expect(await sql(databaseUrl, `SELECT 1 FROM time_entries WHERE user_id = $1`, [worker.user.id])).toHaveLength(0);
    const inside = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(24 * 60 - 1).toISOString() });
    expect(inside.status).toBe(201);
    // The limits hold for the clock-out and the breaks too.
    const tooOldOut = await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: minutesAgo(24 * 60 + 5).toISOString() });
    expect(tooOldOut.status).toBe(400);
    const futureBreak = await worker.agent.post('/api/breaks').send({ breakType: 'meal', occurredAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    expect(futureBreak.status).toBe(400);
  });

  it('refuses an occurredAt that is not an instant with its offset (in Spanish for a Spanish reader)', async () => {
    const worker = await registerAs(target, 'worker');
    for (const bad of ['2026-03-02T07:00:00', 'yesterday', '2026-13-40T07:00:00Z', 42, null, '']) {
      const response = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: bad });
      expect([bad, response.status, response.body.message]).toEqual([
        bad,
        400,
        'occurredAt must be a date and time with its offset, like 2026-03-02T07:00:00-06:00',
      ]);
    }
    await worker.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    const spanish = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(3000).toISOString() });
    expect([spanish.status, spanish.body.message]).toEqual([400, 'occurredAt tiene más de 24 horas: pida a un administrador que registre esta hora']);
    expect(await sql(databaseUrl, `SELECT 1 FROM time_entries WHERE user_id = $1`, [worker.user.id])).toHaveLength(0);
  });

  it('refuses a queued clock-out not after its clock-in, or before the running break began', async () => {
    const worker = await registerAs(target, 'worker');
    await worker.agent
      .post('/api/time-entries/clock-in')
      .send({ occurredAt: minutesAgo(60).toISOString() })
      .expect(201);
    const beforeIn = await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: minutesAgo(61).toISOString() });
    expect([beforeIn.status, beforeIn.body.message]).toEqual([400, 'The clock-out time must be after the clock-in time of the open entry']);
    await worker.agent
      .post('/api/breaks')
      .send({ breakType: 'meal', occurredAt: minutesAgo(30).toISOString() })
      .expect(201);
    const beforeBreak = await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: minutesAgo(40).toISOString() });
    expect([beforeBreak.status, beforeBreak.body.message]).toEqual([400, 'The clock-out time must not be before the start of the running break']);
    // Nothing changed: still clocked in, the break still running.
    expect((await worker.agent.get('/api/time-entries/current').expect(200)).body.entry.clockOut).toBeNull();
    // A queued clock-out ends the running break at its own time, flagged as sent later too.
    const out = minutesAgo(10);
    await worker.agent.post('/api/time-entries/clock-out').send({ occurredAt: out.toISOString() }).expect(200);
    const [meal] = await sql<{ end_time: Date; end_offline: boolean }>(databaseUrl, `SELECT end_time, end_offline FROM breaks WHERE user_id = $1`, [
      worker.user.id,
    ]);
    expect(meal.end_time.getTime()).toBe(out.getTime());
    expect(meal.end_offline).toBe(true);
  });

  it('refuses a queued clock-in overlapping an earlier entry (the database’s rule), 409', async () => {
    const worker = await registerAs(target, 'worker');
    await worker.agent
      .post('/api/time-entries/clock-in')
      .send({ occurredAt: minutesAgo(120).toISOString() })
      .expect(201);
    await worker.agent
      .post('/api/time-entries/clock-out')
      .send({ occurredAt: minutesAgo(60).toISOString() })
      .expect(200);
    const overlapping = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(90).toISOString() });
    expect(overlapping.status).toBe(409);
    const after = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(59).toISOString() });
    expect(after.status).toBe(201);
  });

  it('refuses a queued clock-in into an approved period (the approved-week trigger), 409', async () => {
    const worker = await registerAs(target, 'worker');
    // An approval whose period ends an hour ago (a week approved while the phone was offline).
    await sql(
      databaseUrl,
      `INSERT INTO timesheet_approvals (user_id, week_start, period) VALUES ($1, '2001-01-07', tstzrange(now() - interval '2 days', now() - interval '1 hour'))`,
      [worker.user.id],
    );
    const refused = await worker.agent.post('/api/time-entries/clock-in').send({ occurredAt: minutesAgo(120).toISOString() });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(/approved/)]);
    await worker.agent
      .post('/api/time-entries/clock-in')
      .send({ occurredAt: minutesAgo(30).toISOString() })
      .expect(201);
  });

  it('records a queued break inside the open entry, and refuses one outside it, before the last break ended, or ending before it began', async () => {
    const worker = await registerAs(target, 'worker');
    const noEntry = await worker.agent.post('/api/breaks').send({ breakType: 'break', occurredAt: minutesAgo(5).toISOString() });
    expect([noEntry.status, noEntry.body.message]).toEqual([400, 'A break sent later must begin while you are clocked in, after your clock-in']);
    await worker.agent
      .post('/api/time-entries/clock-in')
      .send({ occurredAt: minutesAgo(180).toISOString() })
      .expect(201);
    expect((await worker.agent.post('/api/breaks').send({ breakType: 'break', occurredAt: minutesAgo(181).toISOString() })).status).toBe(400);
    const startedAt = minutesAgo(120);
    const started = await worker.agent.post('/api/breaks').send({ breakType: 'meal', occurredAt: startedAt.toISOString() });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ startTime: startedAt.toISOString(), endTime: null, startOffline: true, endOffline: false, date: todayIso(startedAt) });
    const endBeforeStart = await worker.agent.patch(`/api/breaks/${started.body.id}/end`).send({ occurredAt: minutesAgo(121).toISOString() });
    expect([endBeforeStart.status, endBeforeStart.body.message]).toEqual([400, 'The break’s end must not be before its start'.replace('’', "'")]);
    const endedAt = minutesAgo(90);
    const ended = await worker.agent.patch(`/api/breaks/${started.body.id}/end`).send({ occurredAt: endedAt.toISOString() });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ endTime: endedAt.toISOString(), durationMinutes: 30, startOffline: true, endOffline: true });
    const overlapping = await worker.agent.post('/api/breaks').send({ breakType: 'break', occurredAt: minutesAgo(100).toISOString() });
    expect([overlapping.status, overlapping.body.message]).toEqual([400, 'The break must begin after your previous break ended']);
    // A break ended without occurredAt (online) is not flagged; the list carries the flags.
    const live = await worker.agent.post('/api/breaks').send({ breakType: 'break' }).expect(201);
    expect(live.body).toMatchObject({ startOffline: false, endOffline: false });
    const endedLive = await worker.agent.patch(`/api/breaks/${live.body.id}/end`).expect(200);
    expect(endedLive.body.endOffline).toBe(false);
    const today = await worker.agent.get('/api/breaks/today').expect(200);
    expect(today.body.map((b: { startOffline: boolean; endOffline: boolean }) => [b.startOffline, b.endOffline])).toEqual(
      todayIso(startedAt) === todayIso()
        ? [
            [true, true],
            [false, false],
          ]
        : [[false, false]],
    );
  });

  it('lets a foreman queue a punch for his crew on the day it was made; an admin’s correction clears the flag it corrects', async () => {
    const foreman = await registerAs(target, 'foreman');
    const worker = await registerAs(target, 'worker');
    const [site] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO job_sites (name, address, foreman_id, status) VALUES ('Queue Site', '2 Queue St', $1, 'active') RETURNING id`,
      [foreman.user.id],
    );
    const punched = minutesAgo(45);
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time, published_at) VALUES ($1, $2, $3, '06:30', '07:00', '15:00', now())`,
      [worker.user.id, site.id, todayIso(punched)],
    );
    const clockIn = await foreman.agent.post('/api/time-entries/clock-in').send({ userId: worker.user.id, occurredAt: punched.toISOString() });
    expect(clockIn.status).toBe(201);
    expect(clockIn.body).toMatchObject({ userId: worker.user.id, source: 'foreman', jobSiteId: site.id, clockInOffline: true });
    await foreman.agent
      .post('/api/time-entries/clock-out')
      .send({ userId: worker.user.id, occurredAt: minutesAgo(15).toISOString() })
      .expect(200);
    const corrected = await admin.agent
      .patch(`/api/time-entries/${clockIn.body.id}`)
      .send({ clockIn: minutesAgo(50).toISOString(), reason: 'Came in earlier' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ clockInOffline: false, clockOutOffline: true });
    // The week's timesheet carries the flags, for the person and the admin.
    const sheet = await admin.agent.get(`/api/timesheets/${worker.user.id}?week=${todayIso(punched)}`).expect(200);
    const entries = (sheet.body.days as Array<{ entries: Array<{ id: string; clockInOffline: boolean; clockOutOffline: boolean }> }>).flatMap((d) => d.entries);
    expect(entries.find((entry) => entry.id === clockIn.body.id)).toMatchObject({ clockInOffline: false, clockOutOffline: true });
  });
});
