// The daily inventory check feeds the automatic reorder: shortages that match priced items become
// one pending supply order per day, shipped to the company; the rest are named to the admins.
import request from 'supertest';
import { todayIso } from '../src/common/calendar';
import { DEMO_PASSWORD } from '../src/database/seed/demo-seed';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { bootApp, createTestDatabase, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;

async function login(email: string): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(target.baseUrl);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

const allTicked = () => Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, true]));

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { SEED_DEMO: 'true', COMPANY_ADDRESS: '400 W Erie St', COMPANY_CITY: 'Chicago', COMPANY_STATE: 'IL', COMPANY_ZIP: '60654' }));
});

afterAll(async () => target?.close());

it('orders the priced shortages once a day and tells the admins what it could not order', async () => {
  const foreman = await login('foreman@groundwork.demo');
  await foreman.post('/api/inventory').send({ items: allTicked(), shortages: ['Hammers', 'Unobtainium widgets'] }).expect(201);

  const orders = await sql(databaseUrl, `SELECT items, status, payment_status, automatic, shipping_address, shipping_zip FROM supply_orders WHERE automatic`);
  expect(orders).toEqual([
    { items: ['Hammers'], status: 'pending', payment_status: 'pending', automatic: true, shipping_address: '400 W Erie St', shipping_zip: '60654' },
  ]);
  const admin = await login('admin@groundwork.demo');
  const notes = (await admin.get('/api/notifications')).body as Array<{ title: string; message: string }>;
  expect(notes.find((note) => note.title === 'Automatic supply order')?.message).toContain('Not in the price database: Unobtainium widgets');
  expect(notes.find((note) => note.title === 'Inventory shortage')?.message).toContain('Hammers');

  // A second report of the same day for the same item makes no second order.
  const worker = await login('worker1@groundwork.demo');
  await worker.post('/api/inventory').send({ items: allTicked(), shortages: ['Hammers'], date: todayIso() }).expect(201);
  expect(await sql(databaseUrl, `SELECT 1 FROM supply_orders WHERE automatic`)).toHaveLength(1);
});
