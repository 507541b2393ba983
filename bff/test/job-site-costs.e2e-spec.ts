// What a job site costs: labor from its time entries (meal breaks unpaid, each person's rate, the
// overtime premium on the entry that crossed 40 hours, open entries not costed, people without a
// rate counted apart), materials from the supply orders naming it (cancelled ones left out), the
// CSV of the labor breakdown; supply orders naming a site; the site's geofence radius.
import { AutomaticReorderService } from '../src/supply-orders/automatic-reorder.service';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let siteA: string;
let siteB: string;
let heldSite: string;
let rated: Person;
let unrated: Person;
let foreman: Person;

const SHIPPING = { address: '2150 S Canal St', city: 'Chicago', state: 'IL', zip: '60616' };

/** A local time on a date, as the server's calendar reads it. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00`);

async function entry(userId: string, jobSiteId: string, clockIn: Date, clockOut: Date | null): Promise<void> {
  await sql(databaseUrl, `INSERT INTO time_entries (user_id, job_site_id, clock_in, clock_out, source) VALUES ($1, $2, $3, $4, 'admin')`, [
    userId,
    jobSiteId,
    clockIn,
    clockOut,
  ]);
}

async function pause(userId: string, breakType: 'break' | 'meal', start: Date, end: Date): Promise<void> {
  await sql(databaseUrl, `INSERT INTO breaks (user_id, date, break_type, start_time, end_time) VALUES ($1, $2, $3, $4, $5)`, [
    userId,
    start.toISOString().slice(0, 10),
    breakType,
    start,
    end,
  ]);
}

async function order(body: Record<string, unknown>) {
  return admin.agent.post('/api/supply-orders').send({ items: [{ itemName: 'Nails', quantity: 2 }], vendor: 'menards', shippingInfo: SHIPPING, ...body });
}

const orderCount = async () => Number((await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM supply_orders'))[0].n);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { COMPANY_ADDRESS: '500 W Madison St', COMPANY_CITY: 'Chicago', COMPANY_STATE: 'IL', COMPANY_ZIP: '60661' }));
  admin = await registerAs(target, 'admin');
  foreman = await registerAs(target, 'foreman');
  rated = await registerAs(target, 'worker', { firstName: '=HYPERLINK("http://x")', lastName: 'Rated' });
  unrated = await registerAs(target, 'worker', { firstName: 'Nora', lastName: 'Unrated' });
  await sql(databaseUrl, `UPDATE users SET hourly_rate = '20.00' WHERE id = $1`, [rated.user.id]);
  [{ id: siteA }, { id: siteB }, { id: heldSite }] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address, status, foreman_id) VALUES ('Site A', '1 A St', 'active', $1), ('Site B', '2 B St', 'active', NULL), ('Held', '3 C St', 'on_hold', NULL)
     RETURNING id`,
    [foreman.user.id],
  );
  for (const vendor of ['menards', 'lowes']) {
    expect((await admin.agent.post('/api/vendor-prices').send({ itemName: 'Nails', vendor, price: '9.47', inStock: true })).status).toBe(201);
  }
});

afterAll(async () => target?.close());

describe('supply orders naming a job site', () => {
  it('stores the site of an order and answers it in the order', async () => {
    const placed = await order({ jobSiteId: siteA });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ jobSiteId: siteA, totalCost: '18.94' });
    expect((await admin.agent.get(`/api/supply-orders/${placed.body.id}`)).body.jobSiteId).toBe(siteA);
    const none = await order({});
    expect(none.body.jobSiteId).toBeNull();
  });

  it("offers only active sites to New Order's picker (options?status=active)", async () => {
    const active = await admin.agent.get('/api/job-sites/options?status=active&limit=50');
    expect(active.status).toBe(200);
    expect(active.body.map((site: { id: string }) => site.id).sort()).toEqual([siteA, siteB].sort());
    expect((await admin.agent.get('/api/job-sites/options?status=on_hold')).body.map((site: { id: string }) => site.id)).toEqual([heldSite]);
  });

  it('refuses a site that is not active, does not exist or is no id, and places nothing', async () => {
    const before = await orderCount();
    for (const jobSiteId of [heldSite, NO_SUCH_ID, 'site-a', 42]) {
      const refused = await order({ jobSiteId });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual(expect.any(String));
    }
    expect(await orderCount()).toBe(before);
  });

  it("names the reporting foreman's site of the day on an automatic reorder", async () => {
    const reorder = target.app.get(AutomaticReorderService);
    const result = await reorder.reorderForShortages({
      date: '2030-01-07',
      shortages: [{ itemName: 'Nails', quantity: 1, unit: null }],
      unreadable: [],
      reportedById: foreman.user.id,
    });
    expect(result.orders.map((placed) => placed.jobSiteId)).toEqual([siteA]);
    const anonymous = await reorder.reorderForShortages({
      date: '2030-01-08',
      shortages: [{ itemName: 'Nails', quantity: 1, unit: null }],
      unreadable: [],
      reportedById: null,
    });
    expect(anonymous.orders.map((placed) => placed.jobSiteId)).toEqual([null]);
    // Those two automatic orders are cancelled: the site's materials below are the admin's order only.
    await sql(databaseUrl, `UPDATE supply_orders SET status = 'cancelled' WHERE automatic`);
  });
});

describe('GET /api/job-sites/:id/costs', () => {
  beforeAll(async () => {
    // Week of Sunday 2026-03-01. The rated worker: 4 x 9 h at site B, then Friday at site A
    // 07:00-17:45 with a 60-minute meal (unpaid) and a 15-minute rest (paid): 9:45 worked, which
    // crosses 40 hours: 4:00 regular and 5:45 overtime, all of it site A's.
    for (const date of ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']) await entry(rated.user.id, siteB, at(date, '07:00'), at(date, '16:00'));
    await entry(rated.user.id, siteA, at('2026-03-06', '07:00'), at('2026-03-06', '17:45'));
    await pause(rated.user.id, 'meal', at('2026-03-06', '12:00'), at('2026-03-06', '13:00'));
    await pause(rated.user.id, 'break', at('2026-03-06', '10:00'), at('2026-03-06', '10:15'));
    // The worker without a rate: 4:30 at site A.
    await entry(unrated.user.id, siteA, at('2026-03-03', '08:00'), at('2026-03-03', '12:30'));
    // Still clocked in at site A: not costed, counted as open.
    await entry(rated.user.id, siteA, new Date(Date.now() - 3_600_000), null);
    // A cancelled order for site A is left out.
    const cancelled = await order({ jobSiteId: siteA });
    expect((await admin.agent.patch(`/api/supply-orders/${cancelled.body.id}`).send({ status: 'cancelled' })).status).toBe(200);
    expect((await admin.agent.patch(`/api/job-sites/${siteA}/cost`).send({ totalCost: '500.00', paidAmount: '0.00' })).status).toBe(200);
  });

  it('adds up labor with the overtime premium, materials, spent and remaining, as exact decimal strings', async () => {
    const response = await admin.agent.get(`/api/job-sites/${siteA}/costs`);
    expect(response.status).toBe(200);
    // Straight: 9.75 h x $20 = $195.00; premium: 5.75 h x $10 = $57.50.
    expect(response.body).toMatchObject({
      jobSiteId: siteA,
      laborMinutes: 585 + 270,
      overtimeMinutes: 345,
      unratedMinutes: 270,
      openEntries: 1,
      laborCost: '252.50',
      overtimeCost: '57.50',
      materialsCost: '18.94',
      totalCost: '500.00',
      spent: '271.44',
      remaining: '228.56',
    });
    expect(response.body.weeks).toEqual([
      expect.objectContaining({
        userId: rated.user.id,
        weekStart: '2026-03-01',
        weekEnd: '2026-03-07',
        hourlyRate: '20.00',
        minutes: 585,
        overtimeMinutes: 345,
        straightCost: '195.00',
        overtimeCost: '57.50',
        laborCost: '252.50',
      }),
      expect.objectContaining({ userId: unrated.user.id, weekStart: '2026-03-01', hourlyRate: null, minutes: 270, overtimeMinutes: 0, laborCost: '0.00' }),
    ]);
  });

  it("costs site B's straight time only: the overtime fell on site A", async () => {
    const response = await admin.agent.get(`/api/job-sites/${siteB}/costs`);
    expect(response.body).toMatchObject({
      laborMinutes: 2160,
      overtimeMinutes: 0,
      laborCost: '720.00',
      materialsCost: '0.00',
      totalCost: null,
      remaining: null,
    });
  });

  it('answers the breakdown as CSV, a name that looks like a formula defused', async () => {
    const response = await admin.agent.get(`/api/job-sites/${siteA}/costs.csv`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.text.split('\r\n')).toEqual([
      '"week_start","week_end","last_name","first_name","hourly_rate","hours","overtime_hours","straight_cost","overtime_cost","labor_cost"',
      `"2026-03-01","2026-03-07","Rated","'=HYPERLINK(""http://x"")","20.00","9.75","5.75","195.00","57.50","252.50"`,
      '"2026-03-01","2026-03-07","Unrated","Nora","","4.50","0.00","0.00","0.00","0.00"',
      '',
    ]);
  });

  it('answers 404 for no such site and 400 for a path that is no id', async () => {
    expect((await admin.agent.get(`/api/job-sites/${NO_SUCH_ID}/costs`)).status).toBe(404);
    expect((await admin.agent.get(`/api/job-sites/not-a-site/costs`)).status).toBe(400);
    expect((await admin.agent.get(`/api/job-sites/not-a-site/costs.csv`)).status).toBe(400);
  });
});

describe('the geofence radius on the job site form', () => {
  it('is 300 m unless given, answered in the JSON, and editable from 50 to 5,000', async () => {
    const created = await admin.agent.post('/api/job-sites').send({ name: 'Radius', address: '9 R St' });
    expect(created.body.geofenceRadiusMeters).toBe(300);
    const wide = await admin.agent.post('/api/job-sites').send({ name: 'Wide', address: '9 W St', geofenceRadiusMeters: 5000 });
    expect(wide.body.geofenceRadiusMeters).toBe(5000);
    const edited = await admin.agent.patch(`/api/job-sites/${created.body.id}`).send({ geofenceRadiusMeters: 50 });
    expect(edited.status).toBe(200);
    expect(edited.body.geofenceRadiusMeters).toBe(50);
    for (const geofenceRadiusMeters of [49, 5001, 120.5, '300', null]) {
      const refused = await admin.agent.patch(`/api/job-sites/${created.body.id}`).send({ geofenceRadiusMeters });
      expect(refused.status).toBe(400);
    }
    const [row] = await sql<{ radius: number }>(databaseUrl, 'SELECT geofence_radius_meters AS radius FROM job_sites WHERE id = $1', [created.body.id]);
    expect(row.radius).toBe(50);
  });
});
