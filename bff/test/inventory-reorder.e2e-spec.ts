// The daily inventory check feeds the automatic reorder: items marked short and shortage lines
// that match priced items become pending supply orders for the quantity found short, one line per
// item and day however many checks report it; the rest are named to the admins.
import request from 'supertest';
import { todayIso } from '../src/common/calendar';
import { DEMO_PASSWORD } from '../src/database/seed/demo-seed';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { bootApp, createTestDatabase, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;

async function login(email: string): Promise<ReturnType<typeof request.agent>> {
  const agent = request.agent(target.baseUrl);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  return agent;
}

const allTicked = () => Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, true]));
const allBut = (...short: string[]) => Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, !short.includes(item)]));

/** The automatic orders' lines: item, quantity, unit price. */
const automaticLines = () =>
  sql(
    databaseUrl,
    `SELECT line.item_name, line.quantity, line.unit_price::text FROM supply_order_lines line
       JOIN supply_orders o ON o.id = line.supply_order_id WHERE o.automatic ORDER BY line.item_name`,
  );

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(
    testConfig(databaseUrl, { SEED_DEMO: 'true', COMPANY_ADDRESS: '400 W Erie St', COMPANY_CITY: 'Chicago', COMPANY_STATE: 'IL', COMPANY_ZIP: '60654' }),
  );
});

afterAll(async () => target?.close());

it('the demo orders have their lines: one of each item, adding up to their totals', async () => {
  const orders = await sql<{ total: string; sum: string }>(
    databaseUrl,
    `SELECT o.total_cost::text AS total, sum(line.quantity * line.unit_price)::numeric(12,2)::text AS sum
       FROM supply_orders o JOIN supply_order_lines line ON line.supply_order_id = o.id GROUP BY o.id`,
  );
  expect(orders).toHaveLength(2);
  for (const order of orders) expect(order.sum).toBe(order.total);
});

it('orders the quantities found short, once a day per item, and tells the admins what it could not order', async () => {
  const foreman = await login('foreman@groundwork.demo');
  const check = await foreman.post('/api/inventory').send({
    // Nails is marked short with a quantity instead of being ticked.
    items: allBut('Nails'),
    shortages: [{ itemName: 'Nails', quantity: 2, unit: 'boxes' }, '  hammers - 1 box ', '3 Safety Vests', 'Unobtainium widgets', '!!!'],
  });
  expect(check.status).toBe(201);
  expect(check.body.items.Nails).toBe(false);
  expect(check.body.shortages).toEqual(['Nails - 2 boxes', 'hammers - 1 box', '3 Safety Vests', 'Unobtainium widgets', '!!!']);

  const orders = await sql(
    databaseUrl,
    `SELECT items, status, payment_status, automatic, shipping_address, shipping_zip, total_cost::text FROM supply_orders WHERE automatic`,
  );
  // Menards has both in stock and is cheaper: 2 x 9.47 + 1 x 18.97.
  expect(orders).toEqual([
    {
      items: ['Nails', 'Hammers'],
      status: 'pending',
      payment_status: 'pending',
      automatic: true,
      shipping_address: '400 W Erie St',
      shipping_zip: '60654',
      total_cost: '37.91',
    },
  ]);
  expect(await automaticLines()).toEqual([
    { item_name: 'Hammers', quantity: 1, unit_price: '18.97' },
    { item_name: 'Nails', quantity: 2, unit_price: '9.47' },
  ]);
  const admin = await login('admin@groundwork.demo');
  const notes = (await admin.get('/api/notifications')).body as Array<{ title: string; message: string }>;
  const ordered = notes.find((note) => note.title === 'Automatic supply order')?.message;
  expect(ordered).toContain('Ordered 2 x Nails, 1 x Hammers at Menards for $37.91');
  expect(ordered).toContain('Not in the price database: Safety Vests (3), Unobtainium widgets (1).');
  expect(ordered).toContain('Could not read: !!!.');
  expect(notes.find((note) => note.title === 'Inventory shortage')?.message).toContain('Nails - 2 boxes');

  // The admin sees the order's lines.
  const [listed] = (await admin.get('/api/supply-orders?limit=1')).body as Array<{ automatic: boolean; lines: unknown[] }>;
  expect(listed).toMatchObject({
    automatic: true,
    lines: [
      { itemName: 'Nails', quantity: 2, unitPrice: '9.47', lineTotal: '18.94' },
      { itemName: 'Hammers', quantity: 1, unitPrice: '18.97', lineTotal: '18.97' },
    ],
  });

  // A later check of the same day adds its quantity to the same pending order.
  const worker = await login('worker1@groundwork.demo');
  await worker
    .post('/api/inventory')
    .send({ items: allTicked(), shortages: ['NAILS - 3'], date: todayIso() })
    .expect(201);
  expect(await sql(databaseUrl, `SELECT 1 FROM supply_orders WHERE automatic`)).toHaveLength(1);
  expect(await automaticLines()).toEqual([
    { item_name: 'Hammers', quantity: 1, unit_price: '18.97' },
    { item_name: 'Nails', quantity: 5, unit_price: '9.47' },
  ]);
  expect((await sql(databaseUrl, `SELECT total_cost::text AS total FROM supply_orders WHERE automatic`))[0]).toEqual({ total: '66.32' });
});

it('two checks at the same moment order each item once, their quantities summed', async () => {
  const [a, b] = await Promise.all([registerAs(target, 'worker'), registerAs(target, 'worker')]);
  const [first, second] = await Promise.all([
    a.agent.post('/api/inventory').send({ items: allBut('Paint'), shortages: [{ itemName: 'Paint', quantity: 2, unit: 'each' }, '4 Brushes'] }),
    b.agent.post('/api/inventory').send({ items: allBut('Paint'), shortages: [{ itemName: 'paint', quantity: 3 }, 'Brushes - 1'] }),
  ]);
  expect([first.status, second.status]).toEqual([201, 201]);
  const lines = await sql(
    databaseUrl,
    `SELECT line.item_name, line.quantity FROM supply_order_lines line JOIN supply_orders o ON o.id = line.supply_order_id
      WHERE o.automatic AND line.item_name IN ('Paint', 'Brushes') ORDER BY line.item_name`,
  );
  expect(lines).toEqual([
    { item_name: 'Brushes', quantity: 5 },
    { item_name: 'Paint', quantity: 5 },
  ]);
  expect(await sql(databaseUrl, `SELECT item_name FROM automatic_reorder_items WHERE item_name IN ('Paint', 'Brushes') ORDER BY item_name`)).toEqual([
    { item_name: 'Brushes' },
    { item_name: 'Paint' },
  ]);
});

it('an unticked item must be marked short; a line naming it counts', async () => {
  const person = await registerAs(target, 'worker');
  const refused = await person.agent.post('/api/inventory').send({ items: allBut('Screws'), shortages: [{ itemName: 'Nails', quantity: 1 }] });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('Please check all items before submitting');
  const accepted = await person.agent.post('/api/inventory').send({ items: allBut('Screws'), shortages: ['2 boxes of screws'] });
  expect(accepted.status).toBe(201);
});
