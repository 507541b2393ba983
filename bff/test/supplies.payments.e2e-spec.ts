// Paying a supply order with Stripe configured: the intent is made for the order's own total, and
// the order is paid only by a signed webhook or a confirmation that asks Stripe itself. Stripe's
// API is a local double (support/fake-stripe.ts); webhooks are signed with the stripe package's own
// test-header helper.
import Stripe from 'stripe';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { FakeStripe, startFakeStripe } from './support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_testsecret123';
const SHIPPING = { address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601' };
const stripe = new Stripe('sk_test_fake123');

let databaseUrl: string;
let target: TestApp;
let fake: FakeStripe;
let admin: Person;

beforeAll(async () => {
  fake = await startFakeStripe();
  databaseUrl = await createTestDatabase();
  target = await bootApp(
    testConfig(databaseUrl, {
      STRIPE_SECRET_KEY: 'sk_test_fake123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    }),
  );
  admin = await registerAs(target, 'admin');
  for (const [vendor, value] of [
    ['menards', '12.34'],
    ['lowes', '15.00'],
  ] as const) {
    await admin.agent.post('/api/vendor-prices').send({ itemName: 'Drills', vendor, price: value, inStock: true });
  }
});

afterAll(async () => {
  await target?.close();
  await fake?.close();
});

async function newOrder(): Promise<{ id: string }> {
  const response = await admin.agent.post('/api/supply-orders').send({ items: ['Drills'], vendor: 'menards', totalCost: '0.50', shippingInfo: SHIPPING });
  expect(response.status).toBe(201);
  return response.body;
}

const paymentOf = async (id: string) =>
  (
    await sql<{ payment_status: string; paid: boolean; payment_intent_id: string | null }>(
      databaseUrl,
      'SELECT payment_status, paid_at IS NOT NULL AS paid, payment_intent_id FROM supply_orders WHERE id = $1',
      [id],
    )
  )[0];

function signedEvent(type: string, intent: object, secret = WEBHOOK_SECRET): { payload: string; header: string } {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type, data: { object: intent } });
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const postWebhook = (payload: string, header?: string) => {
  const call = admin.agent.post('/api/payments/webhook').set('Content-Type', 'application/json');
  return (header ? call.set('Stripe-Signature', header) : call).send(payload);
};

it('publishes the key and makes an intent for the order total, reusing it on a second Pay Now', async () => {
  expect((await admin.agent.get('/api/config')).body.stripePublishableKey).toBe('pk_test_fake123');
  const order = await newOrder();
  const first = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  expect(first.status).toBe(200);
  expect(first.body).toEqual({
    orderId: order.id,
    paymentIntentId: expect.stringMatching(/^pi_/),
    clientSecret: expect.stringContaining('_secret_'),
    amount: '12.34',
  });
  const intent = fake.intents.get(first.body.paymentIntentId)!;
  expect(intent).toMatchObject({ amount: 1234, currency: 'usd', metadata: { kind: 'supply_order', orderId: order.id } });
  const second = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  expect(second.body.paymentIntentId).toBe(first.body.paymentIntentId);
  expect((await paymentOf(order.id)).payment_intent_id).toBe(first.body.paymentIntentId);
});

it('confirmation marks the order paid only once Stripe says the intent succeeded', async () => {
  const order = await newOrder();
  const { body } = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  const early = await admin.agent.post(`/api/supply-orders/${order.id}/confirm-payment`).send({ paymentIntentId: body.paymentIntentId });
  expect(early.status).toBe(400);
  expect(early.body.message).toBe('The payment has not been completed');
  expect((await paymentOf(order.id)).payment_status).toBe('pending');

  fake.succeed(body.paymentIntentId);
  const confirmed = await admin.agent.post(`/api/supply-orders/${order.id}/confirm-payment`).send({ paymentIntentId: body.paymentIntentId });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toMatchObject({ id: order.id, paymentStatus: 'paid', paidAt: expect.any(String) });
  const again = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('This order is already paid');
});

it('refuses to confirm with an intent made for another order or unknown to Stripe', async () => {
  const order = await newOrder();
  const other = await newOrder();
  const { body } = await admin.agent.post(`/api/supply-orders/${other.id}/payment-intent`);
  fake.succeed(body.paymentIntentId);
  const wrong = await admin.agent.post(`/api/supply-orders/${order.id}/confirm-payment`).send({ paymentIntentId: body.paymentIntentId });
  expect(wrong.status).toBe(400);
  expect(wrong.body.message).toBe('This payment is not for this order');
  const unknown = await admin.agent.post(`/api/supply-orders/${order.id}/confirm-payment`).send({ paymentIntentId: 'pi_nosuch' });
  expect(unknown.status).toBe(400);
  expect(unknown.body.message).toBe('Unknown payment');
  expect((await paymentOf(order.id)).payment_status).toBe('pending');
});

it('a webhook signed with the secret marks the order paid (once) and tells its creator', async () => {
  const order = await newOrder();
  const { body } = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  const intent = fake.succeed(body.paymentIntentId);
  const { payload, header } = signedEvent('payment_intent.succeeded', intent);
  const response = await postWebhook(payload, header);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ received: true, outcome: 'handled' });
  expect(await paymentOf(order.id)).toMatchObject({ payment_status: 'paid', paid: true });
  expect((await postWebhook(payload, header)).status).toBe(200);
  const notes = await sql(databaseUrl, `SELECT title FROM notifications WHERE user_id = $1 AND title = 'notifications.supplyOrders.paid.title'`, [
    admin.user.id,
  ]);
  expect(notes).toHaveLength(1);
});

it('refuses a forged, missing or stale signature and changes nothing', async () => {
  const order = await newOrder();
  const intent = {
    id: 'pi_forged',
    object: 'payment_intent',
    status: 'succeeded',
    amount: 1234,
    amount_received: 1234,
    currency: 'usd',
    metadata: { kind: 'supply_order', orderId: order.id },
  };
  const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_notthesecret');
  const refused = await postWebhook(forged.payload, forged.header);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe('Invalid webhook signature');
  expect((await postWebhook(forged.payload)).status).toBe(400);
  const genuine = signedEvent('payment_intent.succeeded', intent);
  const tampered = await postWebhook(genuine.payload.replace('1234', '1'), genuine.header);
  expect(tampered.status).toBe(400);
  const stale = JSON.stringify({ type: 'payment_intent.succeeded', data: { object: intent } });
  const oldHeader = stripe.webhooks.generateTestHeaderString({ payload: stale, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
  expect((await postWebhook(stale, oldHeader)).status).toBe(400);
  expect(await paymentOf(order.id)).toMatchObject({ payment_status: 'pending', paid: false });
});

it('a genuine event for a wrong amount, an unknown order or another kind pays nothing', async () => {
  const order = await newOrder();
  const short = signedEvent('payment_intent.succeeded', {
    id: 'pi_short',
    object: 'payment_intent',
    status: 'succeeded',
    amount: 1,
    amount_received: 1,
    currency: 'usd',
    metadata: { kind: 'supply_order', orderId: order.id },
  });
  expect((await postWebhook(short.payload, short.header)).body).toEqual({ received: true, outcome: 'handled' });
  expect((await paymentOf(order.id)).payment_status).toBe('pending');
  const noOrder = signedEvent('payment_intent.succeeded', {
    id: 'pi_x',
    object: 'payment_intent',
    status: 'succeeded',
    amount: 1,
    currency: 'usd',
    metadata: { kind: 'supply_order', orderId: 'not-a-uuid' },
  });
  expect((await postWebhook(noOrder.payload, noOrder.header)).status).toBe(200);
  const invoice = signedEvent('payment_intent.succeeded', {
    id: 'pi_y',
    object: 'payment_intent',
    status: 'succeeded',
    amount: 1,
    currency: 'usd',
    metadata: { kind: 'something_else' },
  });
  expect((await postWebhook(invoice.payload, invoice.header)).body).toEqual({ received: true, outcome: 'ignored' });
  const other = signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
  expect((await postWebhook(other.payload, other.header)).body).toEqual({ received: true, outcome: 'ignored' });
});

it('a failed payment marks the order failed, and Pay Now can start again', async () => {
  const order = await newOrder();
  const { body } = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  const intent = { ...fake.intents.get(body.paymentIntentId)!, status: 'requires_payment_method' };
  const failed = signedEvent('payment_intent.payment_failed', intent);
  expect((await postWebhook(failed.payload, failed.header)).status).toBe(200);
  expect((await paymentOf(order.id)).payment_status).toBe('failed');
  const retry = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  expect(retry.status).toBe(200);
});

it('a cancelled order cannot be paid', async () => {
  const order = await newOrder();
  await admin.agent.patch(`/api/supply-orders/${order.id}`).send({ status: 'cancelled' });
  const response = await admin.agent.post(`/api/supply-orders/${order.id}/payment-intent`);
  expect(response.status).toBe(409);
  expect(response.body.message).toBe('A cancelled order cannot be paid');
});
