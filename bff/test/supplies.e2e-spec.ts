// Supply orders and vendor prices: prices, comparison, order rules, status moves,
// the automatic reorder, and payment when no payment provider is configured (the default).
import { AutomaticReorderService } from '../src/supply-orders/automatic-reorder.service';
import { bootApp, createTestDatabase, notificationsSeenBy, Person, registerAs, sql, TestApp, testConfig } from './helpers';

let databaseUrl: string;
let target: TestApp;
let admin: Person;
let otherAdmin: Person;
let foreman: Person;

const SHIPPING = { address: '2150 S Canal St', city: 'Chicago', state: 'IL', zip: '60616' };

async function price(itemName: string, vendor: 'menards' | 'lowes', value: string, inStock = true, sku?: string) {
  const response = await admin.agent.post('/api/vendor-prices').send({ itemName, vendor, price: value, inStock, ...(sku ? { sku } : {}) });
  expect(response.status).toBe(201);
  return response.body;
}

const orderCount = async () => Number((await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM supply_orders'))[0].n);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { COMPANY_ADDRESS: '500 W Madison St', COMPANY_CITY: 'Chicago', COMPANY_STATE: 'IL', COMPANY_ZIP: '60661' }));
  admin = await registerAs(target, 'admin');
  otherAdmin = await registerAs(target, 'admin');
  foreman = await registerAs(target, 'foreman');
  // Both vendors have Nails and Screws; Lowe's is cheaper on Hammers but has Saws out of stock;
  // only Menards prices Paint; Level costs the same at both.
  await price('Nails', 'menards', '9.47');
  await price('Nails', 'lowes', '10.28');
  await price('Screws', 'menards', '11.99');
  await price('Screws', 'lowes', '12.48');
  await price('Hammers', 'menards', '21.98');
  await price('Hammers', 'lowes', '18.97');
  await price('Saws', 'menards', '27.98');
  await price('Saws', 'lowes', '24.49', false);
  await price('Paint', 'menards', '34.99');
  await price('Level', 'menards', '19.99');
  await price('Level', 'lowes', '19.99');
});

afterAll(async () => target?.close());

describe('vendor prices', () => {
  it('adds a price, then updates the same item and vendor in place (one row each)', async () => {
    const added = await price('Gloves', 'menards', '8.99', true, 'MEN-GLOVES');
    expect(added).toEqual({
      id: expect.any(String),
      itemName: 'Gloves',
      sku: 'MEN-GLOVES',
      vendor: 'menards',
      price: '8.99',
      inStock: true,
      lastUpdated: expect.any(String),
    });
    const updated = await admin.agent
      .post('/api/vendor-prices')
      .send({ itemName: 'Gloves', vendor: 'menards', price: 7.5, inStock: false, lastUpdated: '1999-01-01' });
    expect(updated.status).toBe(201);
    expect(updated.body).toMatchObject({ id: added.id, price: '7.50', inStock: false, sku: null });
    expect(new Date(updated.body.lastUpdated).getFullYear()).toBeGreaterThan(2000);
    const rows = await sql(databaseUrl, `SELECT price::text FROM vendor_prices WHERE item_name = 'Gloves'`);
    expect(rows).toEqual([{ price: '7.50' }]);
  });

  it('lists the database by item then vendor (menards first)', async () => {
    const response = await admin.agent.get('/api/vendor-prices');
    expect(response.status).toBe(200);
    const keys = (response.body as Array<{ itemName: string; vendor: string }>).map((row) => `${row.itemName}/${row.vendor}`);
    expect(keys.slice(0, 4)).toEqual(['Gloves/menards', 'Hammers/menards', 'Hammers/lowes', 'Level/menards']);
    expect((await admin.agent.get('/api/vendor-prices?limit=2')).body).toHaveLength(2);
  });

  it.each([
    [{ vendor: 'menards', price: '1.00' }, 'Item name is required'],
    [{ itemName: '   ', vendor: 'menards', price: '1.00' }, 'Item name is required'],
    [{ itemName: 'Tape', vendor: 'menards' }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ itemName: 'Tape', vendor: 'menards', price: '-1' }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ itemName: 'Tape', vendor: 'menards', price: '1.234' }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ itemName: 'Tape', vendor: 'menards', price: 'abc' }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ itemName: 'Tape', vendor: 'menards', price: 0.1 + 0.2 }, 'Price must be a number of at least 0 with at most 2 decimals'],
    [{ itemName: 'Tape', vendor: 'home-depot', price: '1.00' }, 'Vendor must be menards or lowes'],
  ])('refuses %j with "%s" and saves nothing', async (body, message) => {
    const response = await admin.agent.post('/api/vendor-prices').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await sql(databaseUrl, `SELECT 1 FROM vendor_prices WHERE item_name = 'Tape'`)).toEqual([]);
  });

  it('accepts a price of 0', async () => {
    expect((await price('Free Sample', 'lowes', '0')).price).toBe('0.00');
  });
});

describe('price comparison', () => {
  const compare = (items: string[]) => admin.agent.post('/api/supply-orders/compare').send({ items });

  it('both vendors fully available: the cheaper one is recommended, with per-item details', async () => {
    const response = await compare(['Nails', 'Screws', '', '  ']);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      menards: { totalCost: '21.46', available: true },
      lowes: { totalCost: '22.76', available: true },
      recommendation: 'menards',
      itemDetails: [
        {
          itemName: 'Nails',
          quantity: 1,
          menards: { price: '9.47', inStock: true, lineTotal: '9.47' },
          lowes: { price: '10.28', inStock: true, lineTotal: '10.28' },
          noPriceData: false,
        },
        {
          itemName: 'Screws',
          quantity: 1,
          menards: { price: '11.99', inStock: true, lineTotal: '11.99' },
          lowes: { price: '12.48', inStock: true, lineTotal: '12.48' },
          noPriceData: false,
        },
      ],
    });
  });

  it('one vendor missing an item: only the other is available', async () => {
    const { body } = await compare(['Nails', 'Paint']);
    expect(body.lowes).toEqual({ totalCost: '10.28', available: false });
    expect(body.menards).toEqual({ totalCost: '44.46', available: true });
    expect(body.recommendation).toBe('menards');
    expect(body.itemDetails[1]).toMatchObject({ itemName: 'Paint', lowes: null, noPriceData: false });
  });

  it('out of stock: the cheaper vendor is not recommended when it lacks stock', async () => {
    const { body } = await compare(['Saws', 'Hammers']);
    expect(body.lowes).toEqual({ totalCost: '43.46', available: false });
    expect(body.menards.available).toBe(true);
    expect(body.recommendation).toBe('menards');
    expect(body.itemDetails[0].lowes).toEqual({ price: '24.49', inStock: false, lineTotal: '24.49' });
  });

  it('no price data anywhere: flagged, no vendor available, no recommendation', async () => {
    const { body } = await compare(['Unobtainium']);
    expect(body).toEqual({
      menards: { totalCost: '0.00', available: false },
      lowes: { totalCost: '0.00', available: false },
      recommendation: null,
      itemDetails: [{ itemName: 'Unobtainium', quantity: 1, menards: null, lowes: null, noPriceData: true }],
    });
  });

  it('a tie recommends the default vendor, menards', async () => {
    const { body } = await compare(['Level']);
    expect(body.menards.totalCost).toBe(body.lowes.totalCost);
    expect(body.recommendation).toBe('menards');
  });

  it('compares quantities as quantity x unit price, the same item written twice counted once', async () => {
    const { body } = await admin.agent
      .post('/api/supply-orders/compare')
      .send({ items: [{ itemName: 'Nails', quantity: 2 }, 'Screws', { itemName: 'Nails', quantity: 1 }] });
    expect(body.itemDetails).toEqual([
      {
        itemName: 'Nails',
        quantity: 3,
        menards: { price: '9.47', inStock: true, lineTotal: '28.41' },
        lowes: { price: '10.28', inStock: true, lineTotal: '30.84' },
        noPriceData: false,
      },
      {
        itemName: 'Screws',
        quantity: 1,
        menards: { price: '11.99', inStock: true, lineTotal: '11.99' },
        lowes: { price: '12.48', inStock: true, lineTotal: '12.48' },
        noPriceData: false,
      },
    ]);
    expect(body.menards).toEqual({ totalCost: '40.40', available: true });
    expect(body.lowes).toEqual({ totalCost: '43.32', available: true });
  });

  it('names must match exactly', async () => {
    const { body } = await compare(['nails']);
    expect(body.itemDetails[0].noPriceData).toBe(true);
  });

  it.each([
    [42],
    [true],
    [null],
    [{ nested: 'object' }],
    ['Nails'],
    [[42]],
    [['x'.repeat(201)]],
    [Array.from({ length: 101 }, (_, i) => `Item ${i}`)],
    [[{ itemName: 'Nails' }]],
    [[{ itemName: 'Nails', quantity: 0 }]],
    [[{ itemName: 'Nails', quantity: 1.5 }]],
    [[{ itemName: 'Nails', quantity: '2' }]],
    [[{ itemName: 'Nails', quantity: 10_001 }]],
    [[{ itemName: '  ', quantity: 2 }]],
    [[{ itemName: 'Nails', quantity: 2, price: '0.01' }]],
    [[[]]],
  ])('refuses items = %j with a 400', async (items) => {
    const response = await admin.agent.post('/api/supply-orders/compare').send({ items });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('needs at least one item', async () => {
    const response = await compare(['', ' ']);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Add at least one item');
  });
});

describe('orders', () => {
  it('creates a pending order at the vendor with the server-computed total, ignoring a browser total', async () => {
    const before = await orderCount();
    const response = await admin.agent.post('/api/supply-orders').send({
      items: ['Nails', '', 'Screws'],
      vendor: 'lowes',
      totalCost: '0.01',
      shippingInfo: SHIPPING,
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      items: ['Nails', 'Screws'],
      lines: [
        { itemName: 'Nails', quantity: 1, unitPrice: '10.28', lineTotal: '10.28' },
        { itemName: 'Screws', quantity: 1, unitPrice: '12.48', lineTotal: '12.48' },
      ],
      vendor: 'lowes',
      totalCost: '22.76',
      shippingInfo: SHIPPING,
      status: 'pending',
      paymentStatus: 'pending',
      paidAt: null,
      automatic: false,
      jobSiteId: null,
      createdAt: expect.any(String),
    });
    expect(await orderCount()).toBe(before + 1);
    const [row] = await sql(databaseUrl, 'SELECT created_by_id, total_cost::text FROM supply_orders WHERE id = $1', [response.body.id]);
    expect(row).toEqual({ created_by_id: admin.user.id, total_cost: '22.76' });
  });

  it('orders quantities: the total is quantity x unit price, stored as lines', async () => {
    const response = await admin.agent.post('/api/supply-orders').send({
      items: [
        { itemName: 'Nails', quantity: 2 },
        { itemName: 'Screws', quantity: 3 },
      ],
      vendor: 'menards',
      shippingInfo: SHIPPING,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      items: ['Nails', 'Screws'],
      lines: [
        { itemName: 'Nails', quantity: 2, unitPrice: '9.47', lineTotal: '18.94' },
        { itemName: 'Screws', quantity: 3, unitPrice: '11.99', lineTotal: '35.97' },
      ],
      totalCost: '54.91',
    });
    const rows = await sql(databaseUrl, 'SELECT item_name, quantity, unit_price::text FROM supply_order_lines WHERE supply_order_id = $1 ORDER BY position', [
      response.body.id,
    ]);
    expect(rows).toEqual([
      { item_name: 'Nails', quantity: 2, unit_price: '9.47' },
      { item_name: 'Screws', quantity: 3, unit_price: '11.99' },
    ]);
  });

  it('defaults the vendor to menards', async () => {
    const response = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'], shippingInfo: SHIPPING });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ vendor: 'menards', totalCost: '9.47' });
  });

  it('refuses unknown items, naming them', async () => {
    const before = await orderCount();
    const response = await admin.agent.post('/api/supply-orders').send({ items: ['Nails', 'Unobtainium', 'nails'], vendor: 'menards', shippingInfo: SHIPPING });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('These items are not in the price database: Unobtainium, nails');
    expect(await orderCount()).toBe(before);
  });

  it('refuses a vendor that is not fully available', async () => {
    const before = await orderCount();
    const outOfStock = await admin.agent.post('/api/supply-orders').send({ items: ['Saws', 'Nails'], vendor: 'lowes', shippingInfo: SHIPPING });
    expect(outOfStock.status).toBe(400);
    expect(outOfStock.body.message).toBe("Lowe's is not fully available for this order (no price or out of stock: Saws)");
    const missing = await admin.agent.post('/api/supply-orders').send({ items: ['Paint'], vendor: 'lowes', shippingInfo: SHIPPING });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Paint');
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['address', 'Shipping address is required'],
    ['city', 'City is required'],
    ['state', 'State is required'],
    ['zip', 'Zip is required'],
  ])('refuses a missing or blank shipping %s', async (field, message) => {
    const before = await orderCount();
    for (const shippingInfo of [
      { ...SHIPPING, [field]: undefined },
      { ...SHIPPING, [field]: '  ' },
    ]) {
      const response = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'], vendor: 'menards', shippingInfo });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses an order without shipping info or items', async () => {
    const noShipping = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'] });
    expect(noShipping.status).toBe(400);
    expect(noShipping.body.message).toBe('Shipping address, city, state and zip are all required');
    const noItems = await admin.agent.post('/api/supply-orders').send({ items: ['  '], shippingInfo: SHIPPING });
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toBe('Add at least one item');
  });

  it('lists orders newest first, with stats, and reads one order', async () => {
    const list = await admin.agent.get('/api/supply-orders');
    expect(list.status).toBe(200);
    const times = (list.body as Array<{ createdAt: string }>).map((order) => order.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const stats = await admin.agent.get('/api/supply-orders/stats');
    expect(stats.body).toEqual({ total: await orderCount(), pending: await orderCount() });
    const one = await admin.agent.get(`/api/supply-orders/${list.body[0].id}`);
    expect(one.body).toEqual(list.body[0]);
    expect((await admin.agent.get('/api/supply-orders?limit=1')).body).toHaveLength(1);
  });

  it('moves an order pending -> ordered -> delivered and refuses other moves', async () => {
    const { body: order } = await admin.agent.post('/api/supply-orders').send({ items: ['Screws'], shippingInfo: SHIPPING });
    const early = await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'delivered' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A pending order cannot be marked delivered');
    expect((await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'ordered' })).body.status).toBe('ordered');
    expect((await otherAdmin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'delivered' })).body.status).toBe('delivered');
    const cancel = await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'cancelled' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe('A delivered order cannot be marked cancelled');
    const back = await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'pending' });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('Status must be ordered, delivered or cancelled');
  });

  it('cancels a pending order but not a paid one', async () => {
    const { body: order } = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'], shippingInfo: SHIPPING });
    expect((await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'cancelled' })).body.status).toBe('cancelled');
    const { body: paid } = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'], shippingInfo: SHIPPING });
    await sql(databaseUrl, `UPDATE supply_orders SET payment_status = 'paid', paid_at = now() WHERE id = $1`, [paid.id]);
    const refused = await admin.agent.patch(`/api/supply-orders/${paid.id}`).send({ status: 'cancelled' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A paid order cannot be cancelled');
  });

  it('the database refuses an order without items or with paid but no payment time', async () => {
    await expect(
      sql(
        databaseUrl,
        `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip) VALUES ('{}', 'menards', 1, 'a', 'b', 'c', 'd')`,
      ),
    ).rejects.toThrow(/check/);
    await expect(
      sql(
        databaseUrl,
        `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip, payment_status) VALUES ('{Nails}', 'menards', 1, 'a', 'b', 'c', 'd', 'paid')`,
      ),
    ).rejects.toThrow(/check/);
  });
});

describe('payment without configuration (the default)', () => {
  it('publishes no key and refuses to start a payment, saying payment is not configured, changing nothing', async () => {
    expect((await admin.agent.get('/api/config')).body.stripePublishableKey).toBeNull();
    const { body: order } = await admin.agent.post('/api/supply-orders').send({ items: ['Nails'], shippingInfo: SHIPPING });
    const response = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
    expect(response.status).toBe(503);
    expect(response.body.message).toBe('Payment processing is not configured');
    const confirm = await admin.agent.post(`/api/supply-orders/${order.id}/confirm-payment`).send({ paymentIntentId: 'pi_123' });
    expect(confirm.status).toBe(503);
    const webhook = await admin.agent
      .post('/api/payments/webhook')
      .set('Stripe-Signature', 't=1,v1=abc')
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1"}');
    expect(webhook.status).toBe(503);
    const [row] = await sql(databaseUrl, 'SELECT payment_status, payment_intent_id FROM supply_orders WHERE id = $1', [order.id]);
    expect(row).toEqual({ payment_status: 'pending', payment_intent_id: null });
  });
});

describe('automatic reorder', () => {
  const reorder = () => target.app.get(AutomaticReorderService);
  const adminNotes = (userId: string) => notificationsSeenBy(databaseUrl, userId);
  const short = (itemName: string, quantity = 1, unit: string | null = null) => ({ itemName, quantity, unit });
  const report = (date: string, shortages: ReturnType<typeof short>[], reportedById: string | null = null, unreadable: string[] = []) =>
    reorder().reorderForShortages({ date, shortages, unreadable, reportedById });
  const linesOf = (orderId: string) =>
    sql(databaseUrl, 'SELECT item_name, quantity, unit_price::text FROM supply_order_lines WHERE supply_order_id = $1 ORDER BY position', [orderId]);

  it('orders the quantities found short at the recommended vendor, to the company address, and tells every admin', async () => {
    const result = await report(
      '2026-03-02',
      [short('nails ', 2, 'boxes'), short('Screws'), short('Duct tape', 3, 'rolls'), short('NAILS', 1)],
      foreman.user.id,
      ['???'],
    );
    expect(result.unmatched).toEqual(['Duct tape (3 rolls)']);
    expect(result.alreadyOrdered).toEqual([]);
    expect(result.orders).toHaveLength(1);
    expect(result.orders[0]).toMatchObject({
      items: ['Nails', 'Screws'],
      lines: [
        { itemName: 'Nails', quantity: 3, unitPrice: '9.47', lineTotal: '28.41' },
        { itemName: 'Screws', quantity: 1, unitPrice: '11.99', lineTotal: '11.99' },
      ],
      vendor: 'menards',
      totalCost: '40.40',
      status: 'pending',
      paymentStatus: 'pending',
      automatic: true,
      shippingInfo: { address: '500 W Madison St', city: 'Chicago', state: 'IL', zip: '60661' },
    });
    for (const person of [admin, otherAdmin]) {
      const [note] = await adminNotes(person.user.id);
      expect(note.title).toBe('Automatic supply order');
      expect(note.message).toBe(
        `The inventory check of 2026-03-02 by Foreman Tester reported shortages. Ordered 3 x Nails, 1 x Screws at Menards for $40.40 (order ${result.orders[0].id.slice(0, 8)}). Not in the price database: Duct tape (3 rolls). Could not read: ???.`,
      );
    }
    expect(await adminNotes(foreman.user.id)).toEqual([]);
  });

  it('later and simultaneous reports of the day add their quantities to the pending order: one order per item and day', async () => {
    const before = await orderCount();
    const [{ supply_order_id: first }] = await sql<{ supply_order_id: string }>(
      databaseUrl,
      `SELECT supply_order_id FROM automatic_reorder_items WHERE inventory_date = '2026-03-02' AND item_name = 'Nails'`,
    );
    const again = await report('2026-03-02', [short('Nails', 2), short('Screws')]);
    expect(again).toMatchObject({
      orders: [],
      added: [
        { itemName: 'Nails', quantity: 2, orderId: first },
        { itemName: 'Screws', quantity: 1, orderId: first },
      ],
      alreadyOrdered: [],
    });
    expect(await linesOf(first)).toEqual([
      { item_name: 'Nails', quantity: 5, unit_price: '9.47' },
      { item_name: 'Screws', quantity: 2, unit_price: '11.99' },
    ]);
    expect((await admin.agent.get(`/api/supply-orders/${first}`)).body.totalCost).toBe('71.33');
    expect(await orderCount()).toBe(before);

    const concurrent = await Promise.all([1, 2, 3].map((n) => report('2026-03-02', [short('Nails'), short('Hammers', n)])));
    const placed = concurrent.flatMap((r) => r.orders);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ items: ['Hammers'], vendor: 'lowes' });
    expect(await linesOf(placed[0].id)).toEqual([{ item_name: 'Hammers', quantity: 6, unit_price: '18.97' }]);
    expect((await admin.agent.get(`/api/supply-orders/${placed[0].id}`)).body.totalCost).toBe('113.82');
    expect((await linesOf(first))[0]).toEqual({ item_name: 'Nails', quantity: 8, unit_price: '9.47' });
    expect(await orderCount()).toBe(before + 1);
    const nextDay = await report('2026-03-03', [short('Nails')]);
    expect(nextDay.orders).toHaveLength(1);
  });

  it('an order an admin has acted on is not changed or repeated: the item is named as already ordered', async () => {
    const first = await report('2026-03-06', [short('Level', 2)]);
    const orderId = first.orders[0].id;
    expect((await admin.agent.patch(`/api/supply-orders/${orderId}`).send({ status: 'ordered' })).status).toBe(200);
    const before = await orderCount();
    const later = await report('2026-03-06', [short('Level', 4)]);
    expect(later).toMatchObject({ orders: [], added: [], alreadyOrdered: ['Level'] });
    expect(await linesOf(orderId)).toEqual([{ item_name: 'Level', quantity: 2, unit_price: '19.99' }]);
    expect(await orderCount()).toBe(before);
    const [note] = await adminNotes(admin.user.id);
    expect(note.message).toContain('Already ordered today, not ordered again: Level.');
  });

  it('splits items by vendor when no vendor has them all in stock, never ordering out-of-stock ones', async () => {
    await price('Brushes', 'lowes', '6.98');
    await price('Rare Bits', 'menards', '3.00', false);
    const result = await report('2026-03-04', [short('Paint'), short('Brushes', 2), short('Rare Bits')]);
    expect(result.orders.map((order) => [order.vendor, order.items, order.totalCost])).toEqual([
      ['menards', ['Paint'], '34.99'],
      ['lowes', ['Brushes'], '13.96'],
    ]);
    expect(result.outOfStock).toEqual(['Rare Bits']);
    const [note] = await adminNotes(admin.user.id);
    expect(note.message).toContain('Out of stock at both vendors: Rare Bits.');
  });

  it('shortages matching nothing order nothing and still tell the admins', async () => {
    const before = await orderCount();
    const result = await report('2026-03-05', [short('Duct tape')]);
    expect(result.orders).toEqual([]);
    expect(await orderCount()).toBe(before);
    const [note] = await adminNotes(admin.user.id);
    expect(note).toEqual({
      id: expect.any(String),
      title: 'Shortages not reordered',
      message: 'The inventory check of 2026-03-05 reported shortages. Not in the price database: Duct tape (1).',
    });
  });
});
