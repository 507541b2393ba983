// Supplies' rows of the authorization matrix: every endpoint x every role. Supply orders and the
// price database are the company's purchasing, admin only; unknown ids are 404.
import { sql } from './helpers';
import { all, describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  order: string;
}

const SHIPPING = { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' };
const PRICE = { itemName: 'Matrix Nails', vendor: 'menards', price: '1.00', inStock: true };
const ORDER = { items: ['Matrix Nails'], vendor: 'menards', shippingInfo: SHIPPING };

export const MATRIX: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/vendor-prices', expect: only(['admin']) },
  { method: 'post', path: '/api/vendor-prices', body: PRICE, expect: only(['admin'], 201) },
  { method: 'get', path: '/api/supply-orders', expect: only(['admin']) },
  { method: 'get', path: '/api/supply-orders/stats', expect: only(['admin']) },
  { method: 'post', path: '/api/supply-orders/compare', body: { items: ['Matrix Nails'] }, expect: only(['admin']) },
  { method: 'post', path: '/api/supply-orders', body: ORDER, expect: only(['admin'], 201) },
  { method: 'get', path: (ids) => `/api/supply-orders/${ids.order}`, expect: only(['admin']) },
  { method: 'get', path: `/api/supply-orders/${NO_SUCH_ID}`, expect: only(['admin'], 404) },
  // Payment is not configured here: the admin learns so (503), everyone else is refused first.
  { method: 'post', path: (ids) => `/api/supply-orders/${ids.order}/payment-intent`, expect: only(['admin'], 503) },
  { method: 'post', path: `/api/supply-orders/${NO_SUCH_ID}/payment-intent`, expect: only(['admin'], 404) },
  { method: 'post', path: (ids) => `/api/supply-orders/${ids.order}/confirm-payment`, body: { paymentIntentId: 'pi_123' }, expect: only(['admin'], 503) },
  { method: 'post', path: `/api/supply-orders/${NO_SUCH_ID}/confirm-payment`, body: { paymentIntentId: 'pi_123' }, expect: only(['admin'], 404) },
  { method: 'patch', path: `/api/supply-orders/${NO_SUCH_ID}`, body: { status: 'ordered' }, expect: only(['admin'], 404) },
  // Runs once per caller: only the admin's call moves the order (pending -> ordered).
  { method: 'patch', path: (ids) => `/api/supply-orders/${ids.order}`, body: { status: 'ordered' }, expect: only(['admin']) },
  // Stripe calls the webhook without a session; its signature is the authentication.
  { method: 'post', path: '/api/payments/webhook', body: { type: 'payment_intent.succeeded' }, expect: all(400) },
];

describeAccessMatrix(MATRIX, async ({ databaseUrl }) => {
  await sql(databaseUrl, `INSERT INTO vendor_prices (item_name, vendor, price) VALUES ('Matrix Nails', 'menards', 1)`);
  const [order] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO supply_orders (items, vendor, total_cost, shipping_address, shipping_city, shipping_state, shipping_zip)
     VALUES ('{Matrix Nails}', 'menards', 1, 'a', 'b', 'c', 'd') RETURNING id`,
  );
  return { order: order.id };
});
