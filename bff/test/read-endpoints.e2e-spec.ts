// The dashboard's read side, on the seeded demo company.
import request from 'supertest';
import { DEMO_PASSWORD } from '../src/database/seed/demo-seed';
import { bootApp, createTestDatabase, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
const agents: Record<string, ReturnType<typeof request.agent>> = {};
const ids: Record<string, string> = {};

async function login(email: string): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(target.baseUrl);
  const response = await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
  if (response.status !== 200) throw new Error(`demo login ${email}: ${response.status}`);
  ids[email.split('@')[0]] = response.body.id;
  return agent;
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { SEED_DEMO: 'true' }));
  for (const name of ['admin', 'foreman', 'worker1', 'worker2', 'client']) agents[name] = await login(`${name}@groundwork.demo`);
});

afterAll(async () => target?.close());

it('seeded the demo company once', async () => {
  const [counts] = await sql<Record<string, number>>(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM job_sites) AS sites,
            (SELECT count(*)::int FROM vendor_prices) AS prices, (SELECT count(*)::int FROM invoices) AS invoices,
            (SELECT count(*)::int FROM vendor_prices WHERE NOT in_stock) AS out_of_stock`,
  );
  expect(counts).toMatchObject({ users: 6, sites: 2, prices: 30, invoices: 4 });
  expect(counts.out_of_stock).toBeGreaterThan(0);
  const again = await bootApp(testConfig(databaseUrl, { SEED_DEMO: 'true' }));
  await again.close();
  expect(await sql(databaseUrl, 'SELECT 1 FROM users')).toHaveLength(6);
});

describe('schedules', () => {
  it('admin sees all, ordered by date then start time, with job site and worker', async () => {
    const response = await agents.admin.get('/api/schedules');
    expect(response.status).toBe(200);
    const items = response.body as Array<Record<string, any>>;
    expect(items.length).toBeGreaterThan(0);
    const keys = items.map((item) => `${item.date} ${item.startTime}`);
    expect([...keys].sort()).toEqual(keys);
    expect(items[0]).toEqual({
      id: expect.any(String),
      workerId: expect.any(String),
      jobSiteId: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      meetTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      lengthMinutes: expect.any(Number),
      draft: false,
      seriesId: null,
      createdById: ids.admin,
      createdAt: expect.any(String),
      jobSite: { id: expect.any(String), name: expect.any(String), address: expect.any(String) },
      worker: { id: expect.any(String), firstName: expect.any(String), lastName: expect.any(String) },
    });
  });

  it('/my returns only the caller’s schedules and honours from/to', async () => {
    const mine = (await agents.worker1.get('/api/schedules/my')).body as Array<Record<string, any>>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((item) => item.workerId === ids.worker1)).toBe(true);
    const first = mine[0].date as string;
    const ranged = (await agents.worker1.get(`/api/schedules/my?from=${first}&to=${first}`)).body as Array<Record<string, any>>;
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((item) => item.date === first)).toBe(true);
    expect((await agents.worker1.get('/api/schedules/my?from=2999-01-01')).body).toEqual([]);
  });
});

describe('time-off requests', () => {
  it('admin sees all with the requester, a worker only their own', async () => {
    const all = (await agents.admin.get('/api/time-off-requests')).body as Array<Record<string, any>>;
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ userId: ids.worker2, status: 'pending', reason: 'Family event', user: { id: ids.worker2, firstName: 'Patrick' } });
    const own = (await agents.worker2.get('/api/time-off-requests/my')).body as Array<Record<string, any>>;
    expect(own).toHaveLength(1);
    expect(Object.keys(own[0]).sort()).toEqual(['createdAt', 'decisionReason', 'endDate', 'id', 'reason', 'startDate', 'status', 'userId']);
    expect((await agents.worker1.get('/api/time-off-requests/my')).body).toEqual([]);
  });
});

it('issues list for admin and foreman', async () => {
  const issues = (await agents.foreman.get('/api/issues')).body as Array<Record<string, any>>;
  expect(issues).toHaveLength(1);
  expect(issues[0]).toMatchObject({ title: 'Damaged dumpster gate', severity: 'high', status: 'open', reportedById: ids.foreman });
});

describe('notifications', () => {
  it('lists only the caller’s, newest first, with a limit', async () => {
    const list = (await agents.admin.get('/api/notifications')).body as Array<Record<string, any>>;
    expect(list.length).toBe(3);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'id', 'message', 'read', 'subject', 'title']);
    const times = list.map((n) => n.createdAt as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await agents.admin.get('/api/notifications?limit=1')).body).toHaveLength(1);
  });

  it('marks one read; someone else’s is 404 and stays unread', async () => {
    const [unread] = ((await agents.worker1.get('/api/notifications')).body as Array<Record<string, any>>).filter((n) => !n.read);
    const other = await agents.worker2.patch(`/api/notifications/${unread.id}/read`);
    expect(other.status).toBe(404);
    const [row] = await sql<{ read: boolean }>(databaseUrl, 'SELECT read FROM notifications WHERE id = $1', [unread.id]);
    expect(row.read).toBe(false);
    const before = (await agents.worker1.get('/api/notifications/unread-count')).body.count as number;
    const own = await agents.worker1.patch(`/api/notifications/${unread.id}/read`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: unread.id, read: true });
    expect((await agents.worker1.get('/api/notifications/unread-count')).body).toEqual({ count: before - 1 });
  });
});

describe('users', () => {
  it('admin sees everyone with email and phone', async () => {
    const users = (await agents.admin.get('/api/users')).body as Array<Record<string, any>>;
    expect(users).toHaveLength(6);
    expect(users[0]).toHaveProperty('email');
    expect(users[0]).toHaveProperty('phoneNumber');
    expect((await agents.admin.get('/api/users/workers')).body).toHaveLength(3);
    expect((await agents.admin.get('/api/users/foremen')).body).toHaveLength(1);
    expect((await agents.admin.get('/api/users/clients')).body).toHaveLength(1);
  });

  it.each([
    ['client', ['admin']],
    ['foreman', ['admin', 'worker', 'worker', 'worker']],
    ['worker1', ['admin', 'client', 'foreman', 'worker', 'worker']],
  ])('%s is refused /api/users and sees only the messaging audience in the chat, never themself, without contact details', async (who, roles) => {
    expect((await agents[who].get('/api/users')).status).toBe(403);
    const contacts = (await agents[who].get('/api/messages/contacts')).body as Array<{ user: Record<string, any> }>;
    expect(contacts.map((contact) => contact.user.role).sort()).toEqual(roles);
    expect(contacts.some((contact) => contact.user.id === ids[who])).toBe(false);
    for (const { user } of contacts) {
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('phoneNumber');
    }
  });
});

it('GET /api/config answers the company name', async () => {
  expect((await request(target.baseUrl).get('/api/config')).body).toEqual({ companyName: 'Groundwork', stripePublishableKey: null });
});

describe('job sites', () => {
  it('admin lists every site with foreman and client names and the derived remaining balance', async () => {
    const sites = (await agents.admin.get('/api/job-sites')).body as Array<Record<string, any>>;
    expect(sites.map((site) => site.name)).toEqual(['Oak Park Bungalow Renovation', 'Riverside Warehouse Deconstruction']);
    expect(sites[1]).toMatchObject({
      status: 'active',
      foreman: { firstName: 'Darnell' },
      client: { firstName: 'Angela', lastName: 'Brooks' },
      totalCost: '186500.00',
      paidAmount: '74600.00',
      remainingBalance: '111900.00',
      progressPercentage: 45,
    });
    expect(sites[0].client).toBeNull();
  });

  it('a client reads only their own sites', async () => {
    const mine = (await agents.client.get('/api/job-sites/my-sites')).body as Array<Record<string, any>>;
    expect(mine.map((site) => site.name)).toEqual(['Riverside Warehouse Deconstruction']);
    const [other] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO users (first_name, last_name, email, phone_number, role, password_hash) VALUES ('Other', 'Client', 'other.client@example.com', '1', 'client', 'x') RETURNING id`,
    );
    await sql(databaseUrl, `INSERT INTO job_sites (name, address, client_id) VALUES ('Someone else''s site', '1 Main St', $1)`, [other.id]);
    expect(((await agents.client.get('/api/job-sites/my-sites')).body as unknown[]).length).toBe(1);
  });
});
