// Swaps: a worker offers their published, future shift to a coworker; the coworker accepts or
// declines; an admin approves (the shift becomes the coworker's, the conflicts checked again) or
// rejects. The state machine, ownership, one open request per shift, and who is told. On a real PostgreSQL.
import { bootApp, createTestDatabase, day, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let siteId: string;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  [{ id: siteId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Lakeshore Lofts', '9 Shore Dr') RETURNING id`);
});

afterAll(async () => target?.close());

let nextDay = 2;
/** A published shift of `person` on a day no other test of this file uses, 07:00 to 15:00. */
async function shiftOf(person: Person, options: { offset?: number; draft?: boolean } = {}): Promise<{ id: string; date: string }> {
  const date = day(options.offset ?? nextDay++);
  const response = await admin.agent.post('/api/schedules').send({
    workerId: person.user.id,
    jobSiteId: siteId,
    date,
    meetTime: '06:30',
    startTime: '07:00',
    endTime: '15:00',
    ...(options.draft ? { draft: true } : {}),
  });
  expect(response.status).toBe(201);
  return { id: response.body.id as string, date };
}

const offer = (from: Person, shiftId: string, to: Person | string) =>
  from.agent.post(`/api/schedules/${shiftId}/swap-requests`).send({ toUserId: typeof to === 'string' ? to : to.user.id });

const newestTitle = async (person: Person) => (await notificationsSeenBy(databaseUrl, person.user.id))[0]?.title;

const workerOf = async (shiftId: string) =>
  (await sql<{ worker_id: string }>(databaseUrl, 'SELECT worker_id FROM schedules WHERE id = $1', [shiftId]))[0].worker_id;

describe('offering a shift', () => {
  it('offers the caller’s own published shift to a coworker, who is told; it shows in both people’s requests', async () => {
    const ann = await registerAs(target, 'worker', { firstName: 'Ann', lastName: 'Offer' });
    const bo = await registerAs(target, 'foreman', { firstName: 'Bo', lastName: 'Taker' });
    const shift = await shiftOf(ann);
    const response = await offer(ann, shift.id, bo);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'offered',
      from: { id: ann.user.id, firstName: 'Ann', lastName: 'Offer' },
      to: { id: bo.user.id, firstName: 'Bo', lastName: 'Taker' },
      shift: { id: shift.id, date: shift.date, startTime: '07:00', endTime: '15:00', lengthMinutes: 480, jobSite: { name: 'Lakeshore Lofts' } },
    });
    expect(await newestTitle(bo)).toBe('Shift offered to you');
    for (const person of [ann, bo]) {
      const mine = await person.agent.get('/api/swap-requests/my');
      expect(mine.body.map((request: { id: string }) => request.id)).toContain(response.body.id);
    }
  });

  it('refuses an offer to oneself, to an admin, a client or a deactivated member (400), and of a shift not the caller’s own, a draft (404) or a past one (400)', async () => {
    const ann = await registerAs(target, 'worker');
    const other = await registerAs(target, 'worker');
    const client = await registerAs(target, 'client');
    const gone = await registerAs(target, 'worker');
    expect((await admin.agent.patch(`/api/users/${gone.user.id}/active`).send({ active: false })).status).toBe(200);
    const shift = await shiftOf(ann);
    expect([(await offer(ann, shift.id, ann)).status, (await offer(ann, shift.id, ann)).body.message]).toEqual([
      400,
      'Offer the shift to someone other than yourself',
    ]);
    for (const person of [admin, client, gone]) {
      const refused = await offer(ann, shift.id, person);
      expect([refused.status, refused.body.message]).toEqual([400, 'The coworker must be an active worker or foreman']);
    }
    expect((await offer(other, shift.id, ann)).status).toBe(404);
    const draft = await shiftOf(ann, { draft: true });
    expect((await offer(ann, draft.id, other)).status).toBe(404);
    const [{ id: past }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '07:00', '07:00', '08:00') RETURNING id`,
      [ann.user.id, siteId, day(-2)],
    );
    expect([(await offer(ann, past, other)).status, (await offer(ann, past, other)).body.message]).toEqual([400, "This shift's date has passed"]);
    expect(await sql(databaseUrl, 'SELECT count(*)::int AS n FROM swap_requests WHERE from_user_id = $1', [ann.user.id])).toEqual([{ n: 0 }]);
  });

  it('holds one open request per shift, even when two offers arrive at the same moment (the database decides)', async () => {
    const ann = await registerAs(target, 'worker');
    const [bo, cy] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const shift = await shiftOf(ann);
    const results = await Promise.all([offer(ann, shift.id, bo), offer(ann, shift.id, cy)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(results.find((result) => result.status === 409)!.body.message).toBe('This shift already has an open swap request');
    // Once that one is declined, the shift can be offered again.
    const open = results.find((result) => result.status === 201)!.body as { id: string; to: { id: string } };
    const recipient = open.to.id === bo.user.id ? bo : cy;
    expect((await recipient.agent.post(`/api/swap-requests/${open.id}/decline`)).status).toBe(200);
    expect((await offer(ann, shift.id, recipient === bo ? cy : bo)).status).toBe(201);
  });

  it('refuses an offer the coworker could not take (a shift in those hours), without her details', async () => {
    const ann = await registerAs(target, 'worker');
    const busy = await registerAs(target, 'worker', { firstName: 'Bea', lastName: 'Busy' });
    const shift = await shiftOf(ann);
    await admin.agent
      .post('/api/schedules')
      .send({ workerId: busy.user.id, jobSiteId: siteId, date: shift.date, meetTime: '12:00', startTime: '12:00', endTime: '18:00' });
    const refused = await offer(ann, shift.id, busy);
    // Said without Bea's hours: a worker never learns a coworker's shifts (a draft of hers, here) or time off.
    expect([refused.status, refused.body.message]).toEqual([409, 'Bea Busy cannot take this shift: it clashes with their schedule or their time off']);
  });
});

describe('the coworker’s answer and the offerer’s cancel', () => {
  it('lets only the coworker accept or decline, and only the offerer cancel (anyone else: 404)', async () => {
    const [ann, bo, cy] = [await registerAs(target, 'worker'), await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    for (const stranger of [ann, cy]) {
      expect((await stranger.agent.post(`/api/swap-requests/${request.id}/accept`)).status).toBe(404);
      expect((await stranger.agent.post(`/api/swap-requests/${request.id}/decline`)).status).toBe(404);
    }
    for (const stranger of [bo, cy]) expect((await stranger.agent.post(`/api/swap-requests/${request.id}/cancel`)).status).toBe(404);
    expect(await sql(databaseUrl, 'SELECT status FROM swap_requests WHERE id = $1', [request.id])).toEqual([{ status: 'offered' }]);
  });

  it('declined: the offerer is told, and nothing more can happen to it', async () => {
    const [ann, bo] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const request = (await offer(ann, (await shiftOf(ann)).id, bo)).body as { id: string };
    const declined = await bo.agent.post(`/api/swap-requests/${request.id}/decline`);
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    expect(await newestTitle(ann)).toBe('Swap declined');
    const late = await bo.agent.post(`/api/swap-requests/${request.id}/accept`);
    expect([late.status, late.body.message]).toEqual([409, 'This swap request is declined']);
    expect((await admin.agent.post(`/api/swap-requests/${request.id}/approve`)).status).toBe(409);
  });

  it('cancelled while offered: the coworker is told; an accepted one can no longer be cancelled', async () => {
    const [ann, bo] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const first = (await offer(ann, (await shiftOf(ann)).id, bo)).body as { id: string };
    expect((await ann.agent.post(`/api/swap-requests/${first.id}/cancel`)).status).toBe(200);
    expect(await newestTitle(bo)).toBe('Swap withdrawn');
    expect((await bo.agent.post(`/api/swap-requests/${first.id}/accept`)).status).toBe(409);
    const second = (await offer(ann, (await shiftOf(ann)).id, bo)).body as { id: string };
    expect((await bo.agent.post(`/api/swap-requests/${second.id}/accept`)).status).toBe(200);
    expect((await ann.agent.post(`/api/swap-requests/${second.id}/cancel`)).status).toBe(409);
  });
});

describe('a shift deleted while its swap is open', () => {
  it('tells the coworker the swap is closed (offered or accepted), and nobody else; a draft or a shift without a request tells no coworker', async () => {
    const [ann, bo, cy] = [
      await registerAs(target, 'worker', { firstName: 'Ann', lastName: 'Gone' }),
      await registerAs(target, 'worker'),
      await registerAs(target, 'worker'),
    ];
    const offered = await shiftOf(ann);
    await offer(ann, offered.id, bo);
    expect((await admin.agent.delete(`/api/schedules/${offered.id}`)).status).toBe(204);
    const [notice] = await notificationsSeenBy(databaseUrl, bo.user.id);
    expect(notice).toMatchObject({ title: 'Swap closed' });
    expect(notice.message).toContain('Ann Gone');

    const accepted = await shiftOf(ann);
    const request = (await offer(ann, accepted.id, cy)).body as { id: string };
    expect((await cy.agent.post(`/api/swap-requests/${request.id}/accept`)).status).toBe(200);
    expect((await admin.agent.delete(`/api/schedules/${accepted.id}/onward`)).status).toBe(200);
    expect(await newestTitle(cy)).toBe('Swap closed');
    expect((await cy.agent.get('/api/swap-requests/my')).body).toEqual([]);

    const plain = await shiftOf(ann);
    const before = (await notificationsSeenBy(databaseUrl, bo.user.id)).length;
    expect((await admin.agent.delete(`/api/schedules/${plain.id}`)).status).toBe(204);
    expect((await notificationsSeenBy(databaseUrl, bo.user.id)).length).toBe(before);
  });
});

describe('the admin’s decision', () => {
  it('accepted: the offerer and the admins are told; approved: the shift is the coworker’s (on their schedule, off the offerer’s), both told', async () => {
    const ann = await registerAs(target, 'worker', { firstName: 'Ann', lastName: 'Giver' });
    const bo = await registerAs(target, 'worker', { firstName: 'Bo', lastName: 'Getter' });
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    expect((await bo.agent.post(`/api/swap-requests/${request.id}/accept`)).body.status).toBe('accepted');
    expect(await newestTitle(ann)).toBe('Swap accepted');
    expect(await newestTitle(admin)).toBe('Swap to approve');
    const listed = await admin.agent.get('/api/swap-requests');
    expect(listed.body.map((r: { id: string }) => r.id)).toContain(request.id);
    // Seen (and cached) before the swap: the week must follow it.
    expect((await ann.agent.get(`/api/schedules/my/week?from=${shift.date}`)).body.schedules.map((s: { id: string }) => s.id)).toContain(shift.id);

    const approved = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);
    expect(await workerOf(shift.id)).toBe(bo.user.id);
    expect((await bo.agent.get(`/api/schedules/my/week?from=${shift.date}`)).body.schedules.map((s: { id: string }) => s.id)).toContain(shift.id);
    expect((await ann.agent.get(`/api/schedules/my/week?from=${shift.date}`)).body.schedules.map((s: { id: string }) => s.id)).not.toContain(shift.id);
    expect((await notificationsSeenBy(databaseUrl, ann.user.id))[0]).toMatchObject({
      title: 'Swap approved',
      message: expect.stringMatching(/is now Bo Getter's\.$/),
    });
    expect((await notificationsSeenBy(databaseUrl, bo.user.id))[0]).toMatchObject({
      title: 'Swap approved',
      message: expect.stringMatching(/^Ann Giver's shift at Lakeshore Lofts on /),
    });
    expect((await admin.agent.get('/api/swap-requests')).body.map((r: { id: string }) => r.id)).not.toContain(request.id);
    expect((await admin.agent.post(`/api/swap-requests/${request.id}/approve`)).status).toBe(409);
  });

  it('only an accepted swap is approved or rejected (an offered one: 409)', async () => {
    const [ann, bo] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const request = (await offer(ann, (await shiftOf(ann)).id, bo)).body as { id: string };
    const early = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([early.status, early.body.message]).toEqual([409, 'This swap request is offered']);
    expect((await admin.agent.post(`/api/swap-requests/${request.id}/reject`)).status).toBe(409);
  });

  it('checks the conflicts again for the coworker: a shift given to them since, or approved time off, is a 409 naming it, and nothing changes', async () => {
    const ann = await registerAs(target, 'worker');
    const bo = await registerAs(target, 'worker', { firstName: 'Bo', lastName: 'Booked' });
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    await bo.agent.post(`/api/swap-requests/${request.id}/accept`);
    const meanwhile = await admin.agent
      .post('/api/schedules')
      .send({ workerId: bo.user.id, jobSiteId: siteId, date: shift.date, meetTime: '14:00', startTime: '14:00', endTime: '20:00' });
    expect(meanwhile.status).toBe(201);
    const refused = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringMatching(/^Bo Booked already has a shift from 2:00 PM to 8:00 PM on /)]);
    expect(await workerOf(shift.id)).toBe(ann.user.id);
    expect(await sql(databaseUrl, 'SELECT status FROM swap_requests WHERE id = $1', [request.id])).toEqual([{ status: 'accepted' }]);

    expect((await admin.agent.delete(`/api/schedules/${meanwhile.body.id}`)).status).toBe(204);
    await sql(databaseUrl, `INSERT INTO time_off_requests (user_id, start_date, end_date, status) VALUES ($1, $2, $2, 'approved')`, [bo.user.id, shift.date]);
    const onTimeOff = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([onTimeOff.status, onTimeOff.body.message]).toEqual([409, expect.stringMatching(/^Bo Booked has approved time off on /)]);
    expect(await workerOf(shift.id)).toBe(ann.user.id);
  });

  it('refuses the approval when the shift was given to someone else since (409), and nothing changes', async () => {
    const [ann, bo, cy] = [await registerAs(target, 'worker'), await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    await bo.agent.post(`/api/swap-requests/${request.id}/accept`);
    expect((await admin.agent.patch(`/api/schedules/${shift.id}`).send({ workerId: cy.user.id })).status).toBe(200);
    const refused = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, "The shift has changed since it was offered: it is no longer the offerer's"]);
    expect(await workerOf(shift.id)).toBe(cy.user.id);
    expect(await sql(databaseUrl, 'SELECT status FROM swap_requests WHERE id = $1', [request.id])).toEqual([{ status: 'accepted' }]);
  });

  it('refuses the approval when the coworker was deactivated since accepting (409), and nothing changes', async () => {
    const [ann, bo] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    await bo.agent.post(`/api/swap-requests/${request.id}/accept`);
    expect((await admin.agent.patch(`/api/users/${bo.user.id}/active`).send({ active: false })).status).toBe(200);
    const refused = await admin.agent.post(`/api/swap-requests/${request.id}/approve`);
    expect([refused.status, refused.body.message]).toEqual([409, 'The coworker must be an active worker or foreman']);
    expect(await workerOf(shift.id)).toBe(ann.user.id);
  });

  it('rejected: the shift stays the offerer’s and both are told; a worker cannot approve or reject', async () => {
    const [ann, bo] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
    const shift = await shiftOf(ann);
    const request = (await offer(ann, shift.id, bo)).body as { id: string };
    await bo.agent.post(`/api/swap-requests/${request.id}/accept`);
    for (const person of [ann, bo]) {
      expect((await person.agent.post(`/api/swap-requests/${request.id}/approve`)).status).toBe(403);
      expect((await person.agent.post(`/api/swap-requests/${request.id}/reject`)).status).toBe(403);
    }
    const rejected = await admin.agent.post(`/api/swap-requests/${request.id}/reject`);
    expect([rejected.status, rejected.body.status]).toEqual([200, 'rejected']);
    expect(await workerOf(shift.id)).toBe(ann.user.id);
    expect(await newestTitle(ann)).toBe('Swap rejected');
    expect(await newestTitle(bo)).toBe('Swap rejected');
  });
});

describe('GET /api/swap-requests/coworkers', () => {
  it('lists active workers and foremen by name (names only), not the caller, admins, clients or deactivated members; searched and bounded', async () => {
    const me = await registerAs(target, 'worker', { firstName: 'Zed', lastName: 'Seeker' });
    const mate = await registerAs(target, 'foreman', { firstName: 'Zelda', lastName: 'Mate' });
    const gone = await registerAs(target, 'worker', { firstName: 'Zeke', lastName: 'Gone' });
    await registerAs(target, 'client', { firstName: 'Zara', lastName: 'Client' });
    await registerAs(target, 'admin', { firstName: 'Zoe', lastName: 'Admin' });
    await admin.agent.patch(`/api/users/${gone.user.id}/active`).send({ active: false });
    const found = await me.agent.get('/api/swap-requests/coworkers?search=Z');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: mate.user.id, firstName: 'Zelda', lastName: 'Mate' }]);
    expect((await me.agent.get('/api/swap-requests/coworkers?search=zelda%20m')).body).toHaveLength(1);
    expect((await me.agent.get('/api/swap-requests/coworkers?limit=2')).body).toHaveLength(2);
    expect((await me.agent.get('/api/swap-requests/coworkers?limit=101')).status).toBe(400);
  });
});
