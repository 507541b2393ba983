// The field domain end to end on a real PostgreSQL: job sites, Start Job, daily inventory, issues, breaks.
import { Client } from 'pg';
import { todayIso } from '../src/common/calendar';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { EVENTS_CHANNEL } from '../src/realtime/realtime-events';
import { inEnglish } from './support/english';
import { arriveTogether, bootApp, createTestDatabase, notificationsSeenBy, openSocket, Person, registerAs, sql, TestApp, testConfig, toldBy } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let foreman: Person;
let otherForeman: Person;
let worker: Person;
let client: Person;

const allTicked = () => Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));

const notificationsOf = (userId: string) => notificationsSeenBy(databaseUrl, userId);

async function createSite(body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await admin.agent.post('/api/job-sites').send(body);
  expect(response.status).toBe(201);
  return response.body;
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  foreman = await registerAs(target, 'foreman', { firstName: 'Frank' });
  otherForeman = await registerAs(target, 'foreman');
  worker = await registerAs(target, 'worker', { firstName: 'Wanda' });
  client = await registerAs(target, 'client', { firstName: 'Cleo', lastName: 'Client' });
});

afterAll(async () => target?.close());

describe('job sites (admin)', () => {
  it('creates a site, and answers what is missing or wrong with a 400 naming it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ address: '1 Main St' }, 'Name is required'],
      [{ name: '   ', address: '1 Main St' }, 'Name is required'],
      [{ name: 'Depot' }, 'Address is required'],
      [{ name: 'Depot', address: '1 Main St', foremanId: worker.user.id }, 'Please choose a foreman from the list'],
      [{ name: 'Depot', address: '1 Main St', status: 'paused' }, 'Status must be active, completed or on_hold'],
      [{ name: 'Depot', address: '1 Main St', latitude: 41.9 }, 'Latitude and longitude must be given together'],
      [{ name: 'Depot', address: '1 Main St', latitude: 91, longitude: 0 }, 'Latitude must be a number from -90 to 90'],
      [{ name: 'Depot', address: '1 Main St', latitude: '41.9', longitude: '-87.6' }, 'Latitude must be a number from -90 to 90'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.agent.post('/api/job-sites').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect(await sql(databaseUrl, 'SELECT 1 FROM job_sites')).toHaveLength(0);

    const site = await createSite({
      name: ' Lakeview Teardown ',
      address: '400 W Belmont Ave, Chicago',
      foremanId: foreman.user.id,
      latitude: 41.940123,
      longitude: -87.639876,
    });
    expect(site).toMatchObject({
      name: 'Lakeview Teardown',
      status: 'active',
      foreman: { id: foreman.user.id, firstName: 'Frank' },
      client: null,
      latitude: '41.940123',
      longitude: '-87.639876',
      progressPercentage: 0,
      totalCost: null,
      paidAmount: null,
      remainingBalance: null,
    });
    expect((await notificationsOf(foreman.user.id)).map((n) => n.title)).toContain('Job site assigned');
    const list = (await admin.agent.get('/api/job-sites')).body as Array<Record<string, any>>;
    expect(list.map((s) => s.id)).toContain(site.id);
  });

  it('edits name, coordinates, status, progress and completion date; the client is told', async () => {
    const site = await createSite({ name: 'Edit Me', address: '2 Main St' });
    await admin.agent.patch(`/api/job-sites/${site.id}/assign-client`).send({ clientId: client.user.id }).expect(200);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{}, 'Nothing to update'],
      [{ progressPercentage: 101 }, 'Progress must be a whole number from 0 to 100'],
      [{ progressPercentage: 12.5 }, 'Progress must be a whole number from 0 to 100'],
      [{ estimatedCompletionDate: '2026-02-30' }, 'Estimated completion date must be a date written YYYY-MM-DD'],
      [{ name: '' }, 'Name is required'],
      [{ name: null }, 'Name is required'],
      [{ latitude: null }, 'Latitude and longitude must be given together'],
      [{ foremanId: client.user.id }, 'Please choose a foreman from the list'],
    ];
    for (const [body, message] of bad) {
      const response = await admin.agent.patch(`/api/job-sites/${site.id}`).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const edited = await admin.agent.patch(`/api/job-sites/${site.id}`).send({
      name: 'Edited',
      status: 'on_hold',
      progressPercentage: 60,
      estimatedCompletionDate: '2027-03-01',
      latitude: 40.5,
      longitude: -88,
      foremanId: otherForeman.user.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Edited',
      status: 'on_hold',
      progressPercentage: 60,
      estimatedCompletionDate: '2027-03-01',
      latitude: '40.500000',
      longitude: '-88.000000',
      foremanId: otherForeman.user.id,
    });
    const cleared = await admin.agent
      .patch(`/api/job-sites/${site.id}`)
      .send({ latitude: null, longitude: null, estimatedCompletionDate: null, foremanId: null });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null, estimatedCompletionDate: null, foreman: null });
    expect((await notificationsOf(client.user.id)).some((n) => n.title === 'Project update' && n.message.includes('60% complete'))).toBe(true);
    const mine = (await client.agent.get('/api/job-sites/my-sites')).body as Array<Record<string, any>>;
    expect(mine.find((s) => s.id === site.id)).toMatchObject({ name: 'Edited', progressPercentage: 60, status: 'on_hold' });
    expect((await admin.agent.patch(`/api/job-sites/${NO_SUCH_ID}`).send({ name: 'x' })).status).toBe(404);
  });

  it('assigns a client: only a client, a chosen one; the client is told and sees the site', async () => {
    const site = await createSite({ name: 'Client Site', address: '3 Main St' });
    for (const [body, message] of [
      [{}, 'Please select a client'],
      [{ clientId: '' }, 'Please select a client'],
      [{ clientId: worker.user.id }, 'The chosen user is not a client'],
      [{ clientId: NO_SUCH_ID }, 'The chosen user is not a client'],
    ] as const) {
      const response = await admin.agent.patch(`/api/job-sites/${site.id}/assign-client`).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const assigned = await admin.agent.patch(`/api/job-sites/${site.id}/assign-client`).send({ clientId: client.user.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.client).toEqual({ id: client.user.id, firstName: 'Cleo', lastName: 'Client' });
    expect((await notificationsOf(client.user.id)).some((n) => n.title === 'New work order' && n.message.includes('Client Site'))).toBe(true);
    const mine = (await client.agent.get('/api/job-sites/my-sites')).body as Array<Record<string, any>>;
    expect(mine.map((s) => s.name)).toContain('Client Site');
    expect((await admin.agent.patch(`/api/job-sites/${NO_SUCH_ID}/assign-client`).send({ clientId: client.user.id })).status).toBe(404);
  });

  it('sets cost exactly: remaining = total - paid, paid never above total, amounts as decimal strings', async () => {
    const site = await createSite({ name: 'Cost Site', address: '4 Main St' });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ paidAmount: '1.00' }, 'Total cost is required'],
      [{ totalCost: '', paidAmount: '1.00' }, 'Total cost is required'],
      [{ totalCost: '10.00' }, 'Paid amount is required'],
      [{ totalCost: 1000, paidAmount: '1.00' }, 'Total cost must be an amount written as text, like 1000.00'],
      [{ totalCost: '1.234', paidAmount: '1.00' }, 'Total cost must be an amount of at least 0 with at most 2 decimals'],
      [{ totalCost: '-5', paidAmount: '0' }, 'Total cost must be an amount of at least 0 with at most 2 decimals'],
      [{ totalCost: '100.00', paidAmount: '100.01' }, 'Paid amount cannot exceed the total cost'],
    ];
    for (const [body, message] of bad) {
      const response = await admin.agent.patch(`/api/job-sites/${site.id}/cost`).send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const updated = await admin.agent.patch(`/api/job-sites/${site.id}/cost`).send({ totalCost: '1000.00', paidAmount: '250.00' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ totalCost: '1000.00', paidAmount: '250.00', remainingBalance: '750.00' });
    const cents = await admin.agent.patch(`/api/job-sites/${site.id}/cost`).send({ totalCost: '0.30', paidAmount: '0.1' });
    expect(cents.body).toMatchObject({ totalCost: '0.30', paidAmount: '0.10', remainingBalance: '0.20' });
    // The database holds the rule too.
    await expect(sql(databaseUrl, `UPDATE job_sites SET paid_amount = total_cost + 1 WHERE id = $1`, [site.id])).rejects.toThrow(/job_sites_paid_within_total/);
    expect((await admin.agent.patch(`/api/job-sites/${NO_SUCH_ID}/cost`).send({ totalCost: '1.00', paidAmount: '0.00' })).status).toBe(404);
  });
});

describe('my job site and Start Job', () => {
  let scheduledSite: Record<string, any>;

  beforeAll(async () => {
    scheduledSite = await createSite({ name: 'Scheduled Site', address: '500 N State St, Chicago', foremanId: otherForeman.user.id });
    await admin.agent.patch(`/api/job-sites/${scheduledSite.id}/cost`).send({ totalCost: '5000.00', paidAmount: '0.00' }).expect(200);
  });

  it('a worker with nothing today has no site, and Start Job is a 404 "No Active Job Site"', async () => {
    const lonely = await registerAs(target, 'worker');
    expect((await lonely.agent.get('/api/job-sites/my')).body).toEqual({
      date: todayIso(),
      site: null,
      inventoryCompletedAt: null,
      jobStartedAt: null,
      jobEndedAt: null,
    });
    const start = await lonely.agent.post('/api/job-sites/start');
    expect({ status: start.status, message: start.body.message }).toEqual({ status: 404, message: 'No Active Job Site' });
  });

  it('the site of today’s schedule comes first, without its money; else the site the foreman leads', async () => {
    await sql(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:30', '07:00', '15:00')`,
      [worker.user.id, scheduledSite.id, todayIso()],
    );
    const mine = (await worker.agent.get('/api/job-sites/my')).body;
    expect(mine.site).toMatchObject({
      id: scheduledSite.id,
      name: 'Scheduled Site',
      foreman: { id: otherForeman.user.id },
      totalCost: null,
      paidAmount: null,
      remainingBalance: null,
    });
    const led = (await foreman.agent.get('/api/job-sites/my')).body;
    expect(led.site).toMatchObject({ name: 'Lakeview Teardown', foreman: { id: foreman.user.id } });
  });

  it('refuses Start Job with 409 until today’s inventory check is complete, then records the start once', async () => {
    const refused = await worker.agent.post('/api/job-sites/start').send({});
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 409,
      message: 'Please complete your daily inventory check before starting the job.',
    });
    expect(await sql(databaseUrl, 'SELECT 1 FROM job_starts WHERE started_by_id = $1', [worker.user.id])).toHaveLength(0);

    await worker.agent.post('/api/inventory').send({ items: allTicked() }).expect(201);
    const started = await worker.agent.post('/api/job-sites/start');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ jobSiteId: scheduledSite.id, site: { name: 'Scheduled Site', address: '500 N State St, Chicago' } });
    const again = await worker.agent.post('/api/job-sites/start');
    expect(again.body.id).toBe(started.body.id);
    const rows = await sql<{ job_site_id: string; date: string }>(databaseUrl, 'SELECT job_site_id, date::text FROM job_starts WHERE started_by_id = $1', [
      worker.user.id,
    ]);
    expect(rows).toEqual([{ job_site_id: scheduledSite.id, date: todayIso() }]);
    const mine = (await worker.agent.get('/api/job-sites/my')).body;
    expect(mine.inventoryCompletedAt).toEqual(expect.any(String));
    expect(mine.jobStartedAt).toBe(started.body.startedAt);
    expect(mine.jobEndedAt).toBeNull();
    expect(started.body.endedAt).toBeNull();
  });

  it('End Job records when the job in progress ended, once, never before its start', async () => {
    const before = await worker.agent.get('/api/job-sites/my');
    // Two presses at once: one ends the job, the other is told it already has.
    const [first, second] = await Promise.all([worker.agent.post('/api/job-sites/end'), worker.agent.post('/api/job-sites/end')]);
    const ended = [first, second].find((response) => response.status === 200)!;
    const refused = [first, second].find((response) => response.status !== 200)!;
    expect(ended.body).toMatchObject({
      jobSiteId: scheduledSite.id,
      startedAt: before.body.jobStartedAt,
      endedAt: expect.any(String),
      site: { name: 'Scheduled Site' },
    });
    expect(new Date(ended.body.endedAt).getTime()).toBeGreaterThanOrEqual(new Date(ended.body.startedAt).getTime());
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 409, message: 'The job has already ended today' });
    expect((await worker.agent.get('/api/job-sites/my')).body.jobEndedAt).toBe(ended.body.endedAt);
    const rows = await sql<{ ended_at: Date }>(databaseUrl, 'SELECT ended_at FROM job_starts WHERE started_by_id = $1', [worker.user.id]);
    expect(rows.map((row) => row.ended_at.toISOString())).toEqual([ended.body.endedAt]);

    // Start Job again keeps the day's record, ended.
    expect((await worker.agent.post('/api/job-sites/start')).body).toMatchObject({ id: ended.body.id, endedAt: ended.body.endedAt });
    // Nobody else's job is touched, and one not started cannot be ended.
    const idle = await foreman.agent.post('/api/job-sites/end');
    expect({ status: idle.status, message: idle.body.message }).toEqual({ status: 409, message: 'The job has not been started today' });
    // The database refuses an end before the start, whoever writes it.
    await expect(
      sql(databaseUrl, `UPDATE job_starts SET ended_at = started_at - interval '1 minute' WHERE started_by_id = $1`, [worker.user.id]),
    ).rejects.toThrow(/job_starts_end_after_start/);
  });
});

describe('daily inventory check', () => {
  it('refuses an incomplete checklist with a 400 saying so, and dates other than today', async () => {
    const person = await registerAs(target, 'foreman');
    expect((await person.agent.get('/api/inventory/today')).body).toEqual({ date: todayIso(), checklist: [...INVENTORY_ITEMS], check: null });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please check all items before submitting'],
      [{ items: { ...allTicked(), Paint: false } }, 'Please check all items before submitting'],
      [{ items: { Hammers: true } }, 'Please check all items before submitting'],
      [{ items: allTicked(), completed: false }, 'Please check all items before submitting'],
      [{ items: { ...allTicked(), Crowbar: true } }, 'Unknown inventory item: Crowbar'],
      [{ items: allTicked(), date: '2001-01-01' }, `The inventory check is for today (${todayIso()}) only`],
      [{ items: allTicked(), shortages: 'Nails' }, 'Shortages must be a list of lines'],
      [{ items: allTicked(), shortages: [42] }, 'Each shortage must be a line of text or { itemName, quantity, unit }'],
      [{ items: allTicked(), shortages: Array.from({ length: 51 }, () => 'x') }, 'At most 50 shortage lines'],
      [{ items: allTicked(), shortages: ['x'.repeat(201)] }, 'A shortage line must be at most 200 characters'],
      [{ items: allTicked(), shortages: [{ itemName: 'Nails' }] }, "A shortage's quantity must be a whole number from 1 to 10,000"],
      [{ items: allTicked(), shortages: [{ itemName: 'Nails', quantity: 0 }] }, "A shortage's quantity must be a whole number from 1 to 10,000"],
      [{ items: allTicked(), shortages: [{ itemName: 'Nails', quantity: 2.5 }] }, "A shortage's quantity must be a whole number from 1 to 10,000"],
      [{ items: allTicked(), shortages: [{ itemName: 'Nails', quantity: 10_001 }] }, "A shortage's quantity must be a whole number from 1 to 10,000"],
      [{ items: allTicked(), shortages: [{ itemName: ' ', quantity: 1 }] }, 'A shortage needs an item name'],
      [
        { items: allTicked(), shortages: [{ itemName: 'Nails', quantity: 1, unit: '2 boxes' }] },
        'A shortage unit is a word such as boxes or each (letters, at most 30)',
      ],
      [{ items: allTicked(), shortages: [{ itemName: 'Nails', quantity: 1, price: 1 }] }, 'Unknown shortage field: price'],
      [{ items: { ...allTicked(), Nails: false }, shortages: [{ itemName: 'Screws', quantity: 1 }] }, 'Please check all items before submitting'],
    ];
    for (const [body, message] of cases) {
      const response = await person.agent.post('/api/inventory').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect(await sql(databaseUrl, 'SELECT 1 FROM daily_inventory_checks WHERE user_id = $1', [person.user.id])).toHaveLength(0);
  });

  it('stores one check per user per day with its shortages, tells the admins, and refuses a second with 409', async () => {
    const person = await registerAs(target, 'foreman', { firstName: 'Shorty' });
    const submitted = await person.agent
      .post('/api/inventory')
      .send({ date: todayIso(), items: allTicked(), shortages: ['Nails - 3 boxes', '  ', ' Paint '], completed: true });
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ date: todayIso(), completed: true, shortages: ['Nails - 3 boxes', 'Paint'] });
    expect(Object.keys(submitted.body.items)).toHaveLength(15);
    const today = (await person.agent.get('/api/inventory/today')).body;
    expect(today.check).toMatchObject({ id: submitted.body.id, createdAt: submitted.body.createdAt });

    const adminNotes = await notificationsOf(admin.user.id);
    expect(adminNotes.some((n) => n.title === 'Inventory shortage' && n.message.includes('Shorty') && n.message.includes('Nails - 3 boxes; Paint'))).toBe(true);

    const second = await person.agent.post('/api/inventory').send({ items: allTicked() });
    expect({ status: second.status, message: second.body.message }).toEqual({ status: 409, message: 'Today’s inventory check is already complete' });
    const [row] = await sql<{ count: number }>(databaseUrl, 'SELECT count(*)::int AS count FROM daily_inventory_checks WHERE user_id = $1', [person.user.id]);
    expect(row.count).toBe(1);
  });

  it('two submissions at once store exactly one check', async () => {
    const person = await registerAs(target, 'worker');
    const responses = await Promise.all([0, 1, 2].map(() => person.agent.post('/api/inventory').send({ items: allTicked() })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await sql(databaseUrl, 'SELECT 1 FROM daily_inventory_checks WHERE user_id = $1', [person.user.id])).toHaveLength(1);
  });

  it('without shortages nobody is notified', async () => {
    const before = (await notificationsOf(admin.user.id)).length;
    const person = await registerAs(target, 'worker');
    await person.agent
      .post('/api/inventory')
      .send({ items: allTicked(), shortages: ['', ' '] })
      .expect(201);
    expect((await notificationsOf(admin.user.id)).length).toBe(before);
  });
});

describe('issues', () => {
  it('validates a report, each bad field answered with a 400 naming it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'x' }, 'Title is required'],
      [{ title: '  ', description: 'x' }, 'Title is required'],
      [{ title: 'Leak' }, 'Description is required'],
      [{ title: 'Leak', description: 'Water', severity: 'urgent' }, 'Severity must be low, medium, high or critical'],
    ];
    for (const [body, message] of cases) {
      const response = await worker.agent.post('/api/issues').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
  });

  it('files a report at the reporter’s site (medium by default) and tells the admins and that site’s foreman', async () => {
    const sockets = await Promise.all([admin, otherForeman].map((person) => openSocket(target, person.cookie)));
    try {
      const response = await worker.agent.post('/api/issues').send({ title: 'Loose scaffold', description: 'North face, level 3' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        title: 'Loose scaffold',
        severity: 'medium',
        status: 'open',
        reportedBy: { id: worker.user.id, firstName: 'Wanda' },
        jobSite: { name: 'Scheduled Site' },
      });
      // The push is the stored row, as the bell lists it (the same id and instant), and says what to refetch.
      for (const [index, person] of [admin, otherForeman].entries()) {
        const [stored] = (await person.agent.get('/api/notifications')).body as Array<Record<string, unknown>>;
        expect(stored).toMatchObject({ title: 'Issue reported', message: 'Wanda Tester reported "Loose scaffold" (medium) at Scheduled Site.', read: false });
        expect(await sockets[index].next()).toEqual({ type: 'notification', notification: stored, refresh: ['Issue'] });
      }
      const list = (await foreman.agent.get('/api/issues')).body as Array<Record<string, any>>;
      expect(list[0]).toMatchObject({ id: response.body.id, title: 'Loose scaffold' });
    } finally {
      for (const { socket } of sockets) socket.close();
    }
    // Neither another site's foreman nor the reporter is told (a push is only ever of a stored row).
    expect((await notificationsOf(foreman.user.id)).some((n) => n.message.includes('Loose scaffold'))).toBe(false);
    expect((await notificationsOf(worker.user.id)).some((n) => n.message.includes('Loose scaffold'))).toBe(false);
  });

  it('an admin’s report belongs to no site and tells every other admin: one row for the role, one small NOTIFY payload however many admins', async () => {
    // 120 more admins in the database (no socket): the payload does not grow with them.
    const others = [admin];
    while (others.length < 5) others.push(await registerAs(target, 'admin'));
    await sql(
      databaseUrl,
      `INSERT INTO users (first_name, last_name, email, phone_number, role, password_hash)
       SELECT 'Admin', 'No' || n, 'admin.fanout' || n || '@example.com', '1', 'admin', 'x' FROM generate_series(1, 120) AS n`,
    );
    const reporter = await registerAs(target, 'admin', { firstName: 'Ada', lastName: 'Boss' });
    const bystanders = [foreman, worker];
    const sockets = await Promise.all([...others, ...bystanders, reporter].map((person) => openSocket(target, person.cookie)));
    const listener = new Client({ connectionString: databaseUrl });
    const payloads: string[] = [];
    listener.on('notification', (message) => payloads.push(message.payload ?? ''));
    await listener.connect();
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    const title = `Crane ${'x'.repeat(194)}`;
    try {
      const response = await reporter.agent.post('/api/issues').send({ title, description: 'Boom cable frayed', severity: 'critical' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        title,
        severity: 'critical',
        jobSiteId: null,
        jobSite: null,
        reportedBy: { id: reporter.user.id, firstName: 'Ada' },
      });
      const admins = await sql<{ id: string }>(databaseUrl, `SELECT id FROM users WHERE role = 'admin' AND id <> $1`, [reporter.user.id]);
      // One row, addressed to the admins but the reporter.
      const stored = await sql<{ id: string; message: string }>(databaseUrl, `SELECT id, message FROM notifications WHERE message LIKE '%"Ada Boss"%'`);
      expect(stored).toEqual([{ id: expect.any(String), message: expect.any(String) }]);
      expect(await inEnglish(stored[0].message)).toBe(`Ada Boss reported "${title}" (critical).`);
      const told = await toldBy(databaseUrl, 'n.id = $1', [stored[0].id]);
      expect(told.map((row) => row.userId).sort()).toEqual(admins.map((row) => row.id).sort());
      // Each admin's open socket gets the notification event with the stored row.
      for (const index of others.keys()) {
        expect(await sockets[index].next()).toMatchObject({
          type: 'notification',
          notification: { id: stored[0].id, title: 'Issue reported', message: `Ada Boss reported "${title}" (critical).`, read: false },
          refresh: ['Issue'],
        });
      }
      // One delivery for the role, small whatever the number of admins.
      const deliveries = payloads.flatMap((payload) => JSON.parse(payload) as Array<Record<string, unknown>>).filter((delivery) => 'audience' in delivery);
      expect(deliveries).toEqual([
        {
          audience: 'admin',
          except: reporter.user.id,
          event: { type: 'notification', notification: expect.objectContaining({ id: stored[0].id }), refresh: ['Issue'] },
        },
      ]);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      for (const { socket } of sockets) socket.close();
      await listener.end();
      await sql(databaseUrl, `DELETE FROM users WHERE email LIKE 'admin.fanout%'`);
    }
    // Neither the reporter nor anyone not an admin hears of it.
    for (const index of [...bystanders.keys()].map((i) => others.length + i)) expect(sockets[index].messages).toEqual([]);
    expect(sockets[sockets.length - 1].messages).toEqual([]);
  });

  it('moves forward only, by an admin or the site’s foreman; the reporter is told over /ws', async () => {
    const issue = (await worker.agent.post('/api/issues').send({ title: 'Broken ladder', description: 'Rung 4 cracked', severity: 'high' })).body;
    const socket = await openSocket(target, worker.cookie);
    try {
      const stranger = await foreman.agent.patch(`/api/issues/${issue.id}`).send({ status: 'in_progress' });
      expect(stranger.status).toBe(403);
      const progress = await otherForeman.agent.patch(`/api/issues/${issue.id}`).send({ status: 'in_progress' });
      expect(progress.status).toBe(200);
      expect(progress.body.status).toBe('in_progress');
      const pushed = (await socket.next()) as Record<string, any>;
      expect(pushed).toMatchObject({
        type: 'notification',
        notification: { title: 'Issue updated', message: 'Your issue "Broken ladder" is now in progress.' },
        refresh: ['Issue'],
      });

      const back = await admin.agent.patch(`/api/issues/${issue.id}`).send({ status: 'open' });
      expect(back.status).toBe(409);
      expect(back.body.message).toMatch(/already in progress/);
      const resolved = await admin.agent.patch(`/api/issues/${issue.id}`).send({ status: 'resolved' });
      expect(resolved.body.status).toBe('resolved');
      expect((await admin.agent.patch(`/api/issues/${issue.id}`).send({ status: 'resolved' })).status).toBe(409);
    } finally {
      socket.socket.close();
    }
    expect((await notificationsOf(worker.user.id)).filter((n) => n.title === 'Issue updated')).toHaveLength(2);
    expect((await admin.agent.patch(`/api/issues/${NO_SUCH_ID}`).send({ status: 'resolved' })).status).toBe(404);
    const bad = await admin.agent.patch(`/api/issues/${issue.id}`).send({ status: 'closed' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'Status must be open, in_progress or resolved' });
  });

  it('counts the open issues in the database, the same count for admins and any foreman (they see the same list)', async () => {
    const openInList = async () =>
      ((await otherForeman.agent.get('/api/issues')).body as Array<{ status: string }>).filter((issue) => issue.status === 'open').length;
    const before = (await admin.agent.get('/api/issues/open-count')).body.count as number;
    expect(before).toBe(await openInList());
    // Elsewhere, by someone else, at a site neither foreman leads: still counted for both.
    const [row] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM issues WHERE status = 'open'`);
    expect(before).toBe(row.count);
    const fresh = (await worker.agent.post('/api/issues').send({ title: 'Counted', description: 'Open' })).body;
    await sql(databaseUrl, `INSERT INTO issues (title, description, status) VALUES ('Moving', 'x', 'in_progress'), ('Done', 'x', 'resolved')`);
    for (const person of [admin, foreman, otherForeman]) expect((await person.agent.get('/api/issues/open-count')).body).toEqual({ count: before + 1 });
    expect(await openInList()).toBe(before + 1);
    await admin.agent.patch(`/api/issues/${fresh.id}`).send({ status: 'in_progress' });
    expect((await foreman.agent.get('/api/issues/open-count')).body).toEqual({ count: before });
  });

  it('two people resolving at once: one succeeds', async () => {
    const issue = (await worker.agent.post('/api/issues').send({ title: 'Race', description: 'Both click' })).body;
    const responses = await Promise.all([admin.agent, otherForeman.agent].map((agent) => agent.patch(`/api/issues/${issue.id}`).send({ status: 'resolved' })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  describe('reports that arrive together (one statement each)', () => {
    let foremanA: Person;
    let foremanB: Person;
    let workerA: Person;
    let workerB: Person;
    let siteA: Record<string, any>;
    let siteB: Record<string, any>;

    beforeAll(async () => {
      [foremanA, foremanB] = [await registerAs(target, 'foreman'), await registerAs(target, 'foreman')];
      [workerA, workerB] = [await registerAs(target, 'worker'), await registerAs(target, 'worker')];
      siteA = await createSite({ name: 'Batch Site A', address: '1 A St, Chicago', foremanId: foremanA.user.id });
      siteB = await createSite({ name: 'Batch Site B', address: '2 B St, Chicago', foremanId: foremanB.user.id });
      await sql(
        databaseUrl,
        `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $5, '06:30', '07:00', '15:00'), ($3, $4, $5, '06:30', '07:00', '15:00')`,
        [workerA.user.id, siteA.id, workerB.user.id, siteB.id, todayIso()],
      );
    });

    const reportTogether = (first: [Person, string], others: Array<[Person, string]>) => {
      const report =
        ([person, title]: [Person, string]) =>
        () =>
          person.agent
            .post('/api/issues')
            .send({ title, description: 'Sent together' })
            .then((response) => response);
      return arriveTogether(databaseUrl, 'issues', report(first), others.map(report));
    };

    const toldAbout = async (title: string) => (await toldBy(databaseUrl, `n.message LIKE '%"' || $1 || '"%'`, [title])).map((row) => row.userId).sort();

    it('stores each in its own transaction, each at its own reporter’s site, each telling its own people', async () => {
      const admins = (await sql<{ id: string }>(databaseUrl, `SELECT id FROM users WHERE role = 'admin'`)).map((row) => row.id);
      const responses = await reportTogether(
        [workerA, 'Batch alone'],
        [
          [workerA, 'Batch A one'],
          [workerB, 'Batch B one'],
          [workerA, 'Batch A two'],
          [foremanA, 'Batch foreman A'],
          [admin, 'Batch admin'],
          [workerB, 'Batch B two'],
        ],
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
      expect(responses.map((response) => [response.body.title, response.body.reportedBy.id, response.body.jobSite?.id ?? null])).toEqual([
        ['Batch alone', workerA.user.id, siteA.id],
        ['Batch A one', workerA.user.id, siteA.id],
        ['Batch B one', workerB.user.id, siteB.id],
        ['Batch A two', workerA.user.id, siteA.id],
        ['Batch foreman A', foremanA.user.id, siteA.id],
        ['Batch admin', admin.user.id, null],
        ['Batch B two', workerB.user.id, siteB.id],
      ]);
      // One statement per request, so one transaction each: nothing waits to be batched with others.
      const transactions = await sql<{ count: number }>(databaseUrl, `SELECT count(DISTINCT xmin::text)::int AS count FROM issues WHERE title LIKE 'Batch %'`);
      expect(transactions).toEqual([{ count: 7 }]);
      const stored = await sql<{ id: string; job_site_id: string | null }>(
        databaseUrl,
        `SELECT id, job_site_id FROM issues WHERE id = ANY($1::uuid[]) ORDER BY created_at, title`,
        [responses.map((response) => response.body.id)],
      );
      expect(stored).toHaveLength(7);

      const everyAdminBut = (id?: string) => admins.filter((adminId) => adminId !== id);
      const expected: Array<[string, string[]]> = [
        ['Batch alone', [...everyAdminBut(), foremanA.user.id]],
        ['Batch A one', [...everyAdminBut(), foremanA.user.id]],
        ['Batch A two', [...everyAdminBut(), foremanA.user.id]],
        ['Batch B one', [...everyAdminBut(), foremanB.user.id]],
        ['Batch B two', [...everyAdminBut(), foremanB.user.id]],
        ['Batch foreman A', everyAdminBut()],
        ['Batch admin', everyAdminBut(admin.user.id)],
      ];
      for (const [title, people] of expected) expect({ title, told: await toldAbout(title) }).toEqual({ title, told: [...people].sort() });
    });

    it('a report the database refuses fails alone: the others that came with it are stored and told', async () => {
      const responses = await reportTogether(
        [workerB, 'Isolated alone'],
        [
          [workerA, 'Isolated A'],
          [workerB, 'Isolated bad \u0000 title'],
          [foremanB, 'Isolated foreman B'],
        ],
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 400, 201]);
      expect(
        (await sql<{ title: string }>(databaseUrl, `SELECT title FROM issues WHERE title LIKE 'Isolated %' ORDER BY title`)).map((row) => row.title),
      ).toEqual(['Isolated A', 'Isolated alone', 'Isolated foreman B']);
      expect(await toldAbout('Isolated A')).toContain(foremanA.user.id);
      expect(await toldAbout('Isolated foreman B')).not.toContain(foremanB.user.id);
    });
  });
});

describe('breaks', () => {
  it('starts and ends by the server clock, once, only for the owner; lists today with whole minutes', async () => {
    const person = await registerAs(target, 'worker');
    const other = await registerAs(target, 'worker');
    expect((await person.agent.get('/api/breaks/today')).body).toEqual([]);
    const before = Date.now();
    const started = await person.agent.post('/api/breaks').send({ breakType: 'meal' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ breakType: 'meal', date: todayIso(), endTime: null, durationMinutes: null });
    expect(new Date(started.body.startTime).getTime()).toBeGreaterThanOrEqual(before - 2000);

    const second = await person.agent.post('/api/breaks').send({ breakType: 'break' });
    expect({ status: second.status, message: second.body.message }).toEqual({ status: 409, message: 'You already have an active break' });
    expect((await other.agent.patch(`/api/breaks/${started.body.id}/end`)).status).toBe(404);

    // Pretend it began 17.5 minutes ago to see the whole-minute duration.
    await sql(databaseUrl, `UPDATE breaks SET start_time = now() - interval '17 minutes 30 seconds' WHERE id = $1`, [started.body.id]);
    const ended = await person.agent.patch(`/api/breaks/${started.body.id}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ id: started.body.id, durationMinutes: 17, endTime: expect.any(String) });
    const twice = await person.agent.patch(`/api/breaks/${started.body.id}/end`);
    expect({ status: twice.status, message: twice.body.message }).toEqual({ status: 409, message: 'This break has already ended' });
    expect((await person.agent.patch(`/api/breaks/${NO_SUCH_ID}/end`)).status).toBe(404);

    const today = (await person.agent.get('/api/breaks/today')).body as Array<Record<string, any>>;
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({ id: started.body.id, durationMinutes: 17 });
    expect((await other.agent.get('/api/breaks/today')).body).toEqual([]);
  });

  it('refuses a bad type, and takes the clock of the server, not a start time the browser sends', async () => {
    const person = await registerAs(target, 'foreman');
    for (const [body, message] of [
      [{}, 'Break type must be break or meal'],
      [{ breakType: 'nap' }, 'Break type must be break or meal'],
    ] as const) {
      const response = await person.agent.post('/api/breaks').send(body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const before = Date.now();
    const started = await person.agent.post('/api/breaks').send({ breakType: 'break', date: '2020-01-01', startTime: '2020-01-01T00:00:00Z' }).expect(201);
    expect(new Date(started.body.startTime).getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(started.body.date).not.toBe('2020-01-01');
  });

  it('two starts fired at once: exactly one break is active', async () => {
    const person = await registerAs(target, 'worker');
    const responses = await Promise.all([0, 1, 2, 3].map(() => person.agent.post('/api/breaks').send({ breakType: 'break' })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await sql(databaseUrl, 'SELECT 1 FROM breaks WHERE user_id = $1 AND end_time IS NULL', [person.user.id])).toHaveLength(1);
    // The database itself refuses a second active break.
    await expect(sql(databaseUrl, `INSERT INTO breaks (user_id, date) VALUES ($1, current_date)`, [person.user.id])).rejects.toThrow(
      /breaks_one_active_per_user/,
    );
  });
});
