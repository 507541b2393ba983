// Open shifts: posted without a worker, seen by those who could take them within 14 days, claimed
// once per person, given to one claimant exactly once (even by two admins at the same moment),
// with the conflicts checked again; everyone concerned told. On a real PostgreSQL.
import { bootApp, createTestDatabase, day, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let admin2: Person;
let siteId: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  admin2 = await registerAs(target, 'admin');
  [{ id: siteId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Harbor Pier', '5 Dock Rd') RETURNING id`);
});

afterAll(async () => target?.close());

const post = (date: string, hours: { meetTime?: string; startTime?: string; endTime?: string } = {}) =>
  admin.agent.post('/api/schedules/open').send({ jobSiteId: siteId, date, meetTime: '06:30', startTime: '07:00', endTime: '15:00', ...hours });

const openIds = async (person: Person): Promise<string[]> => {
  const response = await person.agent.get('/api/schedules/open');
  expect(response.status).toBe(200);
  return (response.body as Array<{ id: string }>).map((shift) => shift.id);
};

const notificationsOf = (userId: string) => notificationsSeenBy(databaseUrl, userId);

describe('POST /api/schedules/open', () => {
  it('posts a shift without a worker (8 hours unless told), the creator from the session', async () => {
    const response = await admin.agent.post('/api/schedules/open').send({ jobSiteId: siteId, date: day(3), meetTime: '06:30', startTime: '07:00' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      jobSiteId: siteId,
      date: day(3),
      startTime: '07:00',
      endTime: '15:00',
      lengthMinutes: 480,
      filled: false,
      jobSite: { id: siteId, name: 'Harbor Pier', address: '5 Dock Rd' },
    });
    const [row] = await sql<{ created_by_id: string }>(databaseUrl, 'SELECT created_by_id FROM open_shifts WHERE id = $1', [response.body.id]);
    expect(row.created_by_id).toBe(admin.user.id);
  });

  it.each([
    [{ date: day(-1) }, 400, 'Date must be today or later'],
    [{ meetTime: '08:00', startTime: '07:00' }, 400, 'Meet time must not be after start time'],
    [{ jobSiteId: '00000000-0000-4000-8000-000000000001' }, 404, 'Job site not found'],
    [{ startTime: '7am' }, 400, 'Start time must be a time written HH:mm'],
  ])('refuses %j with %i "%s", storing nothing', async (change, status, message) => {
    const before = await sql(databaseUrl, 'SELECT count(*)::int AS n FROM open_shifts');
    const response = await admin.agent.post('/api/schedules/open').send({ jobSiteId: siteId, date: day(4), meetTime: '06:30', startTime: '07:00', ...change });
    expect([response.status, response.body.message]).toEqual([status, message]);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM open_shifts')).toEqual(before);
  });
});

describe('GET /api/schedules/open', () => {
  it('lists the next 14 days (today the first) of open shifts, leaving out past, later and filled ones', async () => {
    const worker = await registerAs(target, 'worker');
    const today = await post(day(0), { meetTime: '23:00', startTime: '23:00', endTime: '23:30' });
    const last = await post(day(13));
    const tooLate = await post(day(14));
    const [{ id: past }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO open_shifts (job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, '07:00', '07:00', '15:00') RETURNING id`,
      [siteId, day(-1)],
    );
    const [{ id: filled }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO open_shifts (job_site_id, date, meet_time, start_time, end_time, filled_at) VALUES ($1, $2, '07:00', '07:00', '15:00', now()) RETURNING id`,
      [siteId, day(5)],
    );
    const ids = await openIds(worker);
    expect(ids).toEqual(expect.arrayContaining([today.body.id, last.body.id]));
    for (const hidden of [tooLate.body.id, past, filled]) expect(ids).not.toContain(hidden);
  });

  it('leaves out those the caller could not take: overlapping one of their shifts (a draft too) or on their approved time off, and only theirs', async () => {
    const busy = await registerAs(target, 'worker');
    const free = await registerAs(target, 'foreman');
    const overlapping = await post(day(6), { meetTime: '10:00', startTime: '10:00', endTime: '18:00' });
    const draftOverlap = await post(day(7));
    const onTimeOff = await post(day(8));
    const justAfter = await post(day(6), { meetTime: '15:00', startTime: '15:00', endTime: '19:00' });
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time, published_at)
       VALUES ($1, $2, $3, '06:00', '07:00', '15:00', now()), ($1, $2, $4, '12:00', '12:00', '13:00', NULL)`,
      [busy.user.id, siteId, day(6), day(7)],
    );
    await sql(databaseUrl, `INSERT INTO time_off_requests (user_id, start_date, end_date, status) VALUES ($1, $2, $2, 'approved')`, [busy.user.id, day(8)]);
    const busyIds = await openIds(busy);
    for (const hidden of [overlapping.body.id, draftOverlap.body.id, onTimeOff.body.id]) expect(busyIds).not.toContain(hidden);
    expect(busyIds).toContain(justAfter.body.id);
    expect(await openIds(free)).toEqual(expect.arrayContaining([overlapping.body.id, draftOverlap.body.id, onTimeOff.body.id, justAfter.body.id]));
  });

  it('pages: limit and offset over date and start order', async () => {
    const worker = await registerAs(target, 'worker');
    const all = (await worker.agent.get('/api/schedules/open?limit=100')).body as Array<{ id: string }>;
    const first = (await worker.agent.get('/api/schedules/open?limit=2')).body as Array<{ id: string }>;
    const second = (await worker.agent.get('/api/schedules/open?limit=2&offset=2')).body as Array<{ id: string }>;
    expect([...first, ...second].map((shift) => shift.id)).toEqual(all.slice(0, 4).map((shift) => shift.id));
    const tooMany = await worker.agent.get('/api/schedules/open?limit=101');
    expect(tooMany.status).toBe(400);
  });
});

describe('claims', () => {
  it('claims once per person (the database decides, even at the same moment), tells the admins, and shows the claim', async () => {
    const worker = await registerAs(target, 'worker', { firstName: 'Cleo', lastName: 'Claimer' });
    const shift = await post(day(2));
    const before = (await notificationsOf(admin.user.id)).length;
    const results = await Promise.all([worker.agent.post(`/api/schedules/${shift.body.id}/claim`), worker.agent.post(`/api/schedules/${shift.body.id}/claim`)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)!.body.message).toBe('You have already claimed this shift');
    const claim = results.find((result) => result.status === 201)!.body;
    expect(claim).toMatchObject({ openShiftId: shift.body.id, userId: worker.user.id, status: 'pending' });
    const told = await notificationsOf(admin.user.id);
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({ title: 'Open shift claimed', message: expect.stringMatching(/^Cleo Claimer claimed the open shift at Harbor Pier on /) });
    const listed = ((await worker.agent.get('/api/schedules/open?limit=100')).body as Array<{ id: string; myClaim: unknown }>).find(
      (s) => s.id === shift.body.id,
    );
    expect(listed?.myClaim).toEqual({ id: claim.id, status: 'pending' });
    const posted = ((await admin.agent.get('/api/schedules/open/posted?limit=100')).body as Array<{ id: string; claims: unknown[] }>).find(
      (s) => s.id === shift.body.id,
    );
    expect(posted?.claims).toEqual([expect.objectContaining({ id: claim.id, user: { id: worker.user.id, firstName: 'Cleo', lastName: 'Claimer' } })]);
  });

  it('refuses a claim the caller could not take (409), one beyond 14 days or unknown (404)', async () => {
    const worker = await registerAs(target, 'worker', { firstName: 'Otto', lastName: 'Overlap' });
    const shift = await post(day(9));
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '09:00', '09:00', '17:00')`,
      [worker.user.id, siteId, day(9)],
    );
    const overlap = await worker.agent.post(`/api/schedules/${shift.body.id}/claim`);
    expect([overlap.status, overlap.body.message]).toEqual([409, 'You cannot take this shift: it clashes with your schedule or your time off']);
    const later = await post(day(20));
    expect((await worker.agent.post(`/api/schedules/${later.body.id}/claim`)).status).toBe(404);
    expect((await worker.agent.post('/api/schedules/00000000-0000-4000-8000-000000000002/claim')).status).toBe(404);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM open_shift_claims WHERE user_id = $1', [worker.user.id])).toEqual([{ n: 0 }]);
  });

  it('lets the claimant withdraw a pending claim (and claim again); nobody else can', async () => {
    const worker = await registerAs(target, 'worker');
    const other = await registerAs(target, 'worker');
    const shift = await post(day(10));
    expect((await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).status).toBe(201);
    expect((await other.agent.delete(`/api/schedules/${shift.body.id}/claim`)).status).toBe(404);
    expect((await worker.agent.delete(`/api/schedules/${shift.body.id}/claim`)).status).toBe(204);
    expect((await worker.agent.delete(`/api/schedules/${shift.body.id}/claim`)).status).toBe(404);
    expect((await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).status).toBe(201);
  });
});

describe('approve and reject', () => {
  it('gives the shift to the claimant (published, on My Schedule), rejects and tells the others, and the open shift is gone', async () => {
    const winner = await registerAs(target, 'worker', { firstName: 'Wynn', lastName: 'Er' });
    const loser = await registerAs(target, 'foreman');
    const shift = await post(day(4), { meetTime: '06:45', startTime: '07:00', endTime: '11:00' });
    const claim = (await winner.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    const lost = (await loser.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    const approved = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ workerId: winner.user.id, jobSiteId: siteId, date: day(4), startTime: '07:00', endTime: '11:00', draft: false });
    const week = await winner.agent.get(`/api/schedules/my/week?from=${day(4)}`);
    expect(week.body.schedules.map((s: { id: string }) => s.id)).toContain(approved.body.id);
    expect((await notificationsOf(winner.user.id))[0]).toMatchObject({ title: 'Open shift approved' });
    expect((await notificationsOf(loser.user.id))[0]).toMatchObject({ title: 'Open shift filled' });
    expect(await sql(databaseUrl, 'SELECT status FROM open_shift_claims WHERE id = $1', [lost.id])).toEqual([{ status: 'rejected' }]);
    expect(await sql(databaseUrl, 'SELECT schedule_id FROM open_shifts WHERE id = $1', [shift.body.id])).toEqual([{ schedule_id: approved.body.id }]);
    expect(await openIds(loser)).not.toContain(shift.body.id);
    const posted = (await admin.agent.get('/api/schedules/open/posted?limit=100')).body as Array<{ id: string }>;
    expect(posted.map((s) => s.id)).not.toContain(shift.body.id);
    // Filled: a second approval, of the other claim, is a 409.
    const again = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${lost.id}/approve`);
    expect([again.status, again.body.message]).toEqual([409, 'This open shift has already been given to someone']);
  });

  it('fills the open shift exactly once when two admins approve two claims at the same moment', async () => {
    const first = await registerAs(target, 'worker');
    const second = await registerAs(target, 'worker');
    const shift = await post(day(5), { meetTime: '13:00', startTime: '13:00', endTime: '17:00' });
    const a = (await first.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    const b = (await second.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    const results = await Promise.all([
      admin.agent.post(`/api/schedules/${shift.body.id}/claims/${a.id}/approve`),
      admin2.agent.post(`/api/schedules/${shift.body.id}/claims/${b.id}/approve`),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const shifts = await sql(
      databaseUrl,
      `SELECT worker_id FROM schedules WHERE job_site_id = $1 AND date = $2 AND start_time = '13:00' AND worker_id IN ($3, $4)`,
      [siteId, day(5), first.user.id, second.user.id],
    );
    expect(shifts.length).toBe(1);
    expect(
      await sql(databaseUrl, `SELECT status, count(*)::int AS n FROM open_shift_claims WHERE open_shift_id = $1 GROUP BY status ORDER BY status`, [
        shift.body.id,
      ]),
    ).toEqual([
      { status: 'approved', n: 1 },
      { status: 'rejected', n: 1 },
    ]);
  });

  it('checks the conflicts again: a shift given to the claimant since is refused (409 naming it) and nothing changes', async () => {
    const worker = await registerAs(target, 'worker', { firstName: 'Rita', lastName: 'Recheck' });
    const shift = await post(day(11));
    const claim = (await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    const meanwhile = await admin.agent
      .post('/api/schedules')
      .send({ workerId: worker.user.id, jobSiteId: siteId, date: day(11), meetTime: '12:00', startTime: '12:00', endTime: '20:00' });
    expect(meanwhile.status).toBe(201);
    const refused = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(/^Rita Recheck already has a shift from 12:00 PM to 8:00 PM on /)]);
    expect(await sql(databaseUrl, 'SELECT filled_at, schedule_id FROM open_shifts WHERE id = $1', [shift.body.id])).toEqual([
      { filled_at: null, schedule_id: null },
    ]);
    expect(await sql(databaseUrl, 'SELECT status FROM open_shift_claims WHERE id = $1', [claim.id])).toEqual([{ status: 'pending' }]);
    // Approved time off since: refused too.
    const other = await registerAs(target, 'worker', { firstName: 'Tia', lastName: 'Timeoff' });
    const otherClaim = (await other.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    await sql(databaseUrl, `INSERT INTO time_off_requests (user_id, start_date, end_date, status) VALUES ($1, $2, $2, 'approved')`, [other.user.id, day(11)]);
    const onTimeOff = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${otherClaim.id}/approve`);
    expect([onTimeOff.status, onTimeOff.body.message]).toEqual([409, expect.stringMatching(/^Tia Timeoff has approved time off on /)]);
  });

  it('refuses to approve the claim of someone deactivated since claiming (409), and nothing changes', async () => {
    const worker = await registerAs(target, 'worker');
    const shift = await post(day(13));
    const claim = (await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    expect((await admin.agent.patch(`/api/users/${worker.user.id}/active`).send({ active: false })).status).toBe(200);
    const refused = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, 'The claimant is no longer an active worker or foreman']);
    expect(await sql(databaseUrl, 'SELECT filled_at FROM open_shifts WHERE id = $1', [shift.body.id])).toEqual([{ filled_at: null }]);
  });

  it('rejects a claim (the claimant told; a decided claim is a 409; a claim of another open shift is not found)', async () => {
    const worker = await registerAs(target, 'worker');
    const shift = await post(day(12));
    const elsewhere = await post(day(12), { meetTime: '18:00', startTime: '18:00', endTime: '22:00' });
    const claim = (await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    expect((await admin.agent.post(`/api/schedules/${elsewhere.body.id}/claims/${claim.id}/reject`)).status).toBe(404);
    const rejected = await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/reject`);
    expect([rejected.status, rejected.body.status]).toEqual([200, 'rejected']);
    expect((await notificationsOf(worker.user.id))[0]).toMatchObject({ title: 'Open shift claim rejected' });
    expect((await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/reject`)).status).toBe(409);
    expect((await admin.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/approve`)).status).toBe(409);
    expect(await sql(databaseUrl, 'SELECT filled_at FROM open_shifts WHERE id = $1', [shift.body.id])).toEqual([{ filled_at: null }]);
  });

  it('lets an admin take back an unfilled open shift (its claimants told); a filled one stays', async () => {
    const worker = await registerAs(target, 'worker');
    const shift = await post(day(1), { meetTime: '19:00', startTime: '19:00', endTime: '21:00' });
    await worker.agent.post(`/api/schedules/${shift.body.id}/claim`);
    expect((await admin.agent.delete(`/api/schedules/open/${shift.body.id}`)).status).toBe(204);
    expect((await notificationsOf(worker.user.id))[0]).toMatchObject({ title: 'Open shift withdrawn' });
    expect((await admin.agent.delete(`/api/schedules/open/${shift.body.id}`)).status).toBe(404);
    const [{ id: filled }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO open_shifts (job_site_id, date, meet_time, start_time, end_time, filled_at) VALUES ($1, $2, '07:00', '07:00', '08:00', now()) RETURNING id`,
      [siteId, day(1)],
    );
    expect((await admin.agent.delete(`/api/schedules/open/${filled}`)).status).toBe(409);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM open_shifts WHERE id = $1', [filled])).toEqual([{ n: 1 }]);
  });

  it('a worker or foreman cannot approve or reject', async () => {
    const worker = await registerAs(target, 'worker');
    const shift = await post(day(3), { meetTime: '20:00', startTime: '20:00', endTime: '22:00' });
    const claim = (await worker.agent.post(`/api/schedules/${shift.body.id}/claim`)).body as { id: string };
    expect((await worker.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/approve`)).status).toBe(403);
    expect((await worker.agent.post(`/api/schedules/${shift.body.id}/claims/${claim.id}/reject`)).status).toBe(403);
    expect(await sql(databaseUrl, 'SELECT status FROM open_shift_claims WHERE id = $1', [claim.id])).toEqual([{ status: 'pending' }]);
  });
});
