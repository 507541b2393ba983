// Reliability: rules the database keeps hold under 50 simultaneous attempts, whatever
// the interleaving: exactly one succeeds (or one row results), the rest get 409, none a 5xx.
import request from 'supertest';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { bootTwoInstances, PASSWORD, Person, registerAs, sql, TestApp, uniqueEmail } from './helpers';

const ATTEMPTS = 50;

let databaseUrl: string;
// Two instances, so the attempts race across processes' pools too, not only inside one.
let instanceA: TestApp;
let instanceB: TestApp;
let admin: Person;

beforeAll(async () => {
  ({ databaseUrl, instanceA, instanceB } = await bootTwoInstances());
  admin = await registerAs(instanceA, 'admin');
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

/** Sends `ATTEMPTS` requests at once, alternating instances, with one person's cookie. */
function race(cookie: string | null, send: (target: request.Agent | ReturnType<typeof request>, index: number) => request.Test) {
  return Promise.all(
    Array.from({ length: ATTEMPTS }, (_, index) => {
      const base = index % 2 === 0 ? instanceA.baseUrl : instanceB.baseUrl;
      const test = send(request(base), index);
      return cookie ? test.set('Cookie', cookie) : test;
    }),
  );
}

function statusCounts(responses: Array<{ status: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

it('one active break per person', async () => {
  const worker = await registerAs(instanceA, 'worker');
  const responses = await race(worker.cookie, (target) => target.post('/api/breaks').send({ breakType: 'meal' }));
  expect(statusCounts(responses)).toEqual({ 201: 1, 409: ATTEMPTS - 1 });
  const rows = await sql(databaseUrl, 'SELECT 1 FROM breaks WHERE user_id = $1 AND end_time IS NULL', [worker.user.id]);
  expect(rows).toHaveLength(1);
});

it('one inventory check per person and day', async () => {
  const foreman = await registerAs(instanceA, 'foreman');
  const items = Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));
  const responses = await race(foreman.cookie, (target) => target.post('/api/inventory').send({ items }));
  expect(statusCounts(responses)).toEqual({ 201: 1, 409: ATTEMPTS - 1 });
  const rows = await sql(databaseUrl, 'SELECT 1 FROM daily_inventory_checks WHERE user_id = $1', [foreman.user.id]);
  expect(rows).toHaveLength(1);
});

it('unique email at registration', async () => {
  const email = uniqueEmail('race');
  const responses = await race(null, (target, index) =>
    target.post('/api/auth/register').send({
      role: 'worker',
      email,
      firstName: `Racer${index}`,
      lastName: 'Tester',
      phoneNumber: '(312) 555-0100',
      password: PASSWORD,
    }),
  );
  expect(statusCounts(responses)).toEqual({ 201: 1, 409: ATTEMPTS - 1 });
  const rows = await sql(databaseUrl, 'SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  expect(rows).toHaveLength(1);
});

it('one price per item and vendor: every upsert answers with the one row', async () => {
  const responses = await race(admin.cookie, (target, index) =>
    target.post('/api/vendor-prices').send({ itemName: 'Race Nails', vendor: 'lowes', price: `${index + 1}.25`, inStock: true }),
  );
  expect(statusCounts(responses)).toEqual({ 201: ATTEMPTS });
  const ids = new Set(responses.map((response) => (response.body as { id: string }).id));
  expect(ids.size).toBe(1);
  const rows = await sql<{ price: string }>(databaseUrl, `SELECT price FROM vendor_prices WHERE item_name = 'Race Nails' AND vendor = 'lowes'`);
  expect(rows).toHaveLength(1);
  // The last write wins, and it is one of the values sent (money kept exact).
  expect(responses.map((response) => (response.body as { price: string }).price)).toContain(rows[0].price);
});
