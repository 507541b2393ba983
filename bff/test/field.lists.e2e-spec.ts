// The field's lists paged on the server, so a read stays bounded however many rows there are: Job
// Site Issues and Job Sites by page with their counts, the job-site pickers' lean source, an issue
// report's pushes to every admin, and today's breaks bounded.
import { TODAY_BREAKS_LIMIT } from '../src/breaks/breaks.service';
import { todayIso } from '../src/common/calendar';
import { RealtimeService } from '../src/realtime/realtime.service';
import { bootApp, createTestDatabase, openSocket, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let otherAdmin: Person;
let foreman: Person;
let worker: Person;
let client: Person;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl));
  admin = await registerAs(target, 'admin');
  otherAdmin = await registerAs(target, 'admin');
  foreman = await registerAs(target, 'foreman');
  worker = await registerAs(target, 'worker', { firstName: 'Paging', lastName: 'Reporter' });
  client = await registerAs(target, 'client');
});

afterAll(async () => target?.close());

const idsOf = (body: Array<{ id: string }>) => body.map((row) => row.id);

describe('GET /api/issues: pages, newest first, with a count', () => {
  let newestFirst: string[];

  beforeAll(async () => {
    // 7 issues: 3 share one instant (the id orders them), statuses mixed.
    await sql(
      databaseUrl,
      `INSERT INTO issues (title, description, status, reported_by_id, created_at)
       SELECT 'Issue ' || n, 'Row ' || n, (ARRAY['open', 'in_progress', 'resolved'])[1 + n % 3]::issue_status, $1,
              CASE WHEN n <= 3 THEN timestamptz '2026-03-02 08:00Z' ELSE timestamptz '2026-03-02 08:00Z' + n * interval '1 minute' END
         FROM generate_series(1, 7) AS n`,
      [worker.user.id],
    );
    newestFirst = (await sql<{ id: string }>(databaseUrl, `SELECT id FROM issues ORDER BY created_at DESC, id DESC`)).map((row) => row.id);
  });

  it('answers a page of the chosen size; the pages together are every issue once, in order', async () => {
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await foreman.agent.get(`/api/issues?page=${page}&limit=3`);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeLessThanOrEqual(3);
      pages.push(...idsOf(response.body));
    }
    expect(pages).toEqual(newestFirst);
    expect((await admin.agent.get('/api/issues?page=4&limit=3')).body).toEqual([]);
    expect((await admin.agent.get('/api/issues/count')).body).toEqual({ count: 7 });
  });

  it('keeps the issue shape: reporter and site names, and its photos', async () => {
    const [first] = (await admin.agent.get('/api/issues?limit=1')).body as Array<Record<string, any>>;
    expect(first).toMatchObject({
      id: newestFirst[0],
      title: 'Issue 7',
      reportedById: worker.user.id,
      reportedBy: { id: worker.user.id, firstName: 'Paging', lastName: 'Reporter' },
      jobSite: null,
      photos: [],
    });
    expect(Object.keys(first).sort()).toEqual([
      'createdAt',
      'description',
      'id',
      'jobSite',
      'jobSiteId',
      'photos',
      'reportedBy',
      'reportedById',
      'severity',
      'status',
      'title',
    ]);
  });

  it('filters by status, with the same count', async () => {
    for (const status of ['open', 'in_progress', 'resolved'] as const) {
      const expected = (await sql<{ id: string }>(databaseUrl, `SELECT id FROM issues WHERE status = $1 ORDER BY created_at DESC, id DESC`, [status])).map(
        (row) => row.id,
      );
      expect(idsOf((await admin.agent.get(`/api/issues?status=${status}`)).body)).toEqual(expected);
      expect((await foreman.agent.get(`/api/issues/count?status=${status}`)).body).toEqual({ count: expected.length });
    }
  });

  it('bounds the page: 50 by default, at most 100', async () => {
    await sql(databaseUrl, `INSERT INTO issues (title, description) SELECT 'Bulk ' || n, 'x' FROM generate_series(1, 120) AS n`);
    expect((await admin.agent.get('/api/issues')).body).toHaveLength(50);
    expect((await admin.agent.get('/api/issues?limit=100')).body).toHaveLength(100);
    const tooMany = await admin.agent.get('/api/issues?limit=101');
    expect({ status: tooMany.status, message: tooMany.body.message }).toEqual({ status: 400, message: 'limit must be a whole number from 1 to 100' });
    const badStatus = await admin.agent.get('/api/issues/count?status=closed');
    expect({ status: badStatus.status, message: badStatus.body.message }).toEqual({
      status: 400,
      message: 'status must be one of open, in_progress, resolved',
    });
    await sql(databaseUrl, `DELETE FROM issues WHERE title LIKE 'Bulk %'`);
  });
});

describe('GET /api/job-sites: pages by name, searched, with a count', () => {
  beforeAll(async () => {
    await sql(
      databaseUrl,
      `INSERT INTO job_sites (name, address, client_id, total_cost, paid_amount) VALUES
         ('Alder Yard', '1 Alder St', $1, '100.00', '40.00'), ('Birch Tower', '2 Birch Ave', NULL, NULL, NULL),
         ('Cedar 100% Mall', '3 Cedar Rd', $1, NULL, NULL), ('Dogwood_Depot', '4 Main St', NULL, NULL, NULL),
         ('Elm Hall', '5 Birch Ave', NULL, NULL, NULL)`,
      [client.user.id],
    );
  });

  it('answers pages by name and the total', async () => {
    const first = (await admin.agent.get('/api/job-sites?page=1&limit=2')).body as Array<Record<string, any>>;
    const second = (await admin.agent.get('/api/job-sites?page=2&limit=2')).body as Array<Record<string, any>>;
    const third = (await admin.agent.get('/api/job-sites?page=3&limit=2')).body as Array<Record<string, any>>;
    expect([...first, ...second, ...third].map((site) => site.name)).toEqual(['Alder Yard', 'Birch Tower', 'Cedar 100% Mall', 'Dogwood_Depot', 'Elm Hall']);
    expect(first[0]).toMatchObject({ totalCost: '100.00', paidAmount: '40.00', remainingBalance: '60.00', client: { id: client.user.id } });
    expect((await admin.agent.get('/api/job-sites/count')).body).toEqual({ count: 5 });
  });

  it('searches name and address, case-insensitively, % and _ taken literally', async () => {
    const names = async (query: string) => ((await admin.agent.get(`/api/job-sites?${query}`)).body as Array<{ name: string }>).map((site) => site.name);
    expect(await names('search=birch')).toEqual(['Birch Tower', 'Elm Hall']);
    expect((await admin.agent.get('/api/job-sites/count?search=BIRCH')).body).toEqual({ count: 2 });
    expect(await names(`search=${encodeURIComponent('100%')}`)).toEqual(['Cedar 100% Mall']);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual(['Cedar 100% Mall']);
    expect(await names('search=_')).toEqual(['Dogwood_Depot']);
    expect(await names(`search=${encodeURIComponent('   ')}`)).toHaveLength(5);
  });

  it('refuses a search that is repeated, too long or holds control characters', async () => {
    const cases: Array<[string, string]> = [
      ['search=a&search=b', 'search must be one text of at most 100 characters'],
      [`search=${'a'.repeat(101)}`, 'search must be one text of at most 100 characters'],
      ['search=a%00b', 'search must not contain control characters'],
    ];
    for (const path of ['/api/job-sites', '/api/job-sites/count', '/api/job-sites/options']) {
      for (const [query, message] of cases) {
        const response = await admin.agent.get(`${path}?${query}`);
        expect({ path, query, status: response.status, message: response.body.message }).toEqual({ path, query, status: 400, message });
      }
    }
  });

  it('gives the pickers a few columns of the first matches, one client’s if asked', async () => {
    const options = (await admin.agent.get('/api/job-sites/options?search=a&limit=2')).body as Array<Record<string, any>>;
    expect(options.map((site) => site.name)).toEqual(['Alder Yard', 'Birch Tower']);
    expect(options[0]).toEqual({ id: expect.any(String), name: 'Alder Yard', address: '1 Alder St', status: 'active', clientId: client.user.id });
    const clientSites = (await admin.agent.get(`/api/job-sites/options?clientId=${client.user.id}`)).body as Array<{ name: string }>;
    expect(clientSites.map((site) => site.name)).toEqual(['Alder Yard', 'Cedar 100% Mall']);
    expect((await admin.agent.get('/api/job-sites/options')).body).toHaveLength(5);
    const tooMany = await admin.agent.get('/api/job-sites/options?limit=51');
    expect({ status: tooMany.status, message: tooMany.body.message }).toEqual({ status: 400, message: 'limit must be a whole number from 1 to 50' });
    const badClient = await admin.agent.get('/api/job-sites/options?clientId=nobody');
    expect({ status: badClient.status, message: badClient.body.message }).toEqual({ status: 400, message: 'clientId must be a user id' });
  });
});

describe('an issue report tells every admin at once', () => {
  it('pushes the notification to each admin’s socket and stores one each', async () => {
    const sockets = await Promise.all([admin, otherAdmin].map((person) => openSocket(target, person.cookie)));
    try {
      const response = await worker.agent.post('/api/issues').send({ title: 'Pushed', description: 'To both admins', severity: 'high' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        title: 'Pushed',
        description: 'To both admins',
        severity: 'high',
        status: 'open',
        reportedBy: { id: worker.user.id, firstName: 'Paging' },
        jobSite: null,
      });
      const [stored] = await sql<Record<string, any>>(databaseUrl, `SELECT id, created_at FROM issues WHERE id = $1`, [response.body.id]);
      expect(new Date(response.body.createdAt).getTime()).toBe(stored.created_at.getTime());
      for (const socket of sockets) {
        expect(await socket.next()).toMatchObject({
          type: 'notification',
          notification: { title: 'Issue reported', message: 'Paging Reporter reported "Pushed" (high).', read: false },
          refresh: ['Issue'],
        });
      }
    } finally {
      for (const { socket } of sockets) socket.close();
    }
  });

  it('packs many users’ events into few NOTIFY payloads and still delivers each one', async () => {
    const socket = await openSocket(target, admin.cookie);
    try {
      // ~60 events of ~400 bytes: more than one 7,900-byte payload (the event's userId carries its index and the padding).
      const events = Array.from({ length: 60 }, (_, index) => ({
        userId: admin.user.id,
        event: { type: 'chat' as const, userId: `${index}:${'p'.repeat(300)}` },
      }));
      await target.app.get(RealtimeService).toUsers(events);
      const received: unknown[] = [];
      for (let index = 0; index < events.length; index++) received.push(await socket.next());
      expect(received.map((event) => Number((event as { userId: string }).userId.split(':')[0]))).toEqual(events.map((_, index) => index));
    } finally {
      socket.socket.close();
    }
  });
});

describe("GET /api/breaks/today: today's newest breaks, bounded", () => {
  it('answers the newest TODAY_BREAKS_LIMIT oldest first, the active break included', async () => {
    const looper = await registerAs(target, 'worker');
    await sql(
      databaseUrl,
      `INSERT INTO breaks (user_id, date, break_type, start_time, end_time)
       SELECT $1, $2::date, 'break', now() - (200 - n) * interval '1 minute', now() - (200 - n) * interval '1 minute' + interval '30 seconds'
         FROM generate_series(1, ${TODAY_BREAKS_LIMIT + 20}) AS n`,
      [looper.user.id, todayIso()],
    );
    expect((await looper.agent.post('/api/breaks').send({ breakType: 'meal' })).status).toBe(201);
    const response = await looper.agent.get('/api/breaks/today');
    expect(response.status).toBe(200);
    const body = response.body as Array<{ startTime: string; endTime: string | null }>;
    expect(body).toHaveLength(TODAY_BREAKS_LIMIT);
    expect(body[body.length - 1].endTime).toBeNull();
    const starts = body.map((entry) => Date.parse(entry.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // The oldest shown is the 22nd of the day: the 21 oldest are the ones left out.
    const [{ start }] = await sql<{ start: Date }>(
      databaseUrl,
      `SELECT start_time AS start FROM breaks WHERE user_id = $1 ORDER BY start_time OFFSET 21 LIMIT 1`,
      [looper.user.id],
    );
    expect(starts[0]).toBe(start.getTime());
  });
});
