// Supplies' POST/PATCH endpoints under malformed bodies: a 4xx with a message, never a 500,
// nothing changed in prices, orders, the reorder ledger or payments.
import { bootApp, createTestDatabase, registerAs, sql, testConfig as testConfigFor } from './helpers';
import { BadInputEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  order: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  { method: 'post', path: () => '/api/vendor-prices', as: 'admin', fields: ['itemName', 'sku', 'vendor', 'price', 'inStock', 'lastUpdated'] },
  // items = ["a"] is a valid comparison (an unpriced item), so the wrong types of `items` are
  // checked in supplies.e2e-spec.ts instead; the framing cases run here.
  { method: 'post', path: () => '/api/supply-orders/compare', as: 'admin', fields: [] },
  {
    method: 'post',
    path: () => '/api/supply-orders',
    as: 'admin',
    fields: ['items', 'vendor', 'totalCost', 'shippingInfo', 'status', 'paymentStatus', 'jobSiteId'],
  },
  { method: 'patch', path: (ids) => `/api/supply-orders/${ids.order}`, as: 'admin', fields: ['status'] },
  { method: 'post', path: (ids) => `/api/supply-orders/${ids.order}/confirm-payment`, as: 'admin', fields: ['paymentIntentId'] },
  { method: 'post', path: () => '/api/payments/webhook', as: 'anonymous', fields: ['type', 'data'] },
];

describeBadInput(ENDPOINTS, {
  setup: async ({ databaseUrl }) => {
    await sql(databaseUrl, `INSERT INTO vendor_prices (item_name, vendor, price) VALUES ('Nails', 'menards', 1), ('Nails', 'lowes', 2)`);
    const [order] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip)
       VALUES ('{Nails}', 'menards', 1, 'a', 'b', 'c', 'd') RETURNING id`,
    );
    return { order: order.id };
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(json_build_object('item', item_name, 'vendor', vendor, 'price', price, 'sku', sku, 'stock', in_stock, 'at', last_updated) ORDER BY id) FROM vendor_prices) AS prices,
              (SELECT json_agg(json_build_object('id', id, 'status', status, 'payment', payment_status, 'intent', payment_intent_id, 'total', total_cost) ORDER BY id) FROM supply_orders) AS orders,
              (SELECT count(*) FROM automatic_reorder_items) AS reorder_items,
              (SELECT count(*) FROM notifications) AS notifications`,
    ),
});

// POST /api/supply-orders/{id}/payment-intent reads no body; without payment configuration its one
// answer is the deliberate 503 'Payment processing is not configured', whatever is sent.
describe('POST /api/supply-orders/:id/payment-intent with garbage bodies', () => {
  it('answers the same 503 with its message and changes nothing', async () => {
    const databaseUrl = await createTestDatabase();
    const target = await bootApp(testConfigFor(databaseUrl));
    try {
      const admin = await registerAs(target, 'admin');
      const [order] = await sql<{ id: string }>(
        databaseUrl,
        `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip)
         VALUES ('{Nails}', 'menards', 1, 'a', 'b', 'c', 'd') RETURNING id`,
      );
      for (const raw of ['{"broken":', '[1]', '"x"', 'null', JSON.stringify({ amount: 1 }), JSON.stringify({ padding: 'y'.repeat(200_000) })]) {
        const response = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`).set('Content-Type', 'application/json').send(raw);
        expect([400, 413, 503]).toContain(response.status);
        expect(typeof response.body.message).toBe('string');
      }
      expect(await sql(databaseUrl, 'SELECT payment_status, payment_intent_id FROM supply_orders')).toEqual([
        { payment_status: 'pending', payment_intent_id: null },
      ]);
    } finally {
      await target.close();
    }
  });
});
