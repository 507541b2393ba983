// Stripe's signed webhook pays an invoice too (kind 'invoice'), by the same rule as the client's
// confirm-payment: only an intent that succeeded for exactly the invoice's amount.
import Stripe from 'stripe';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { FakeStripe, startFakeStripe } from './support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_invoicesecret1';
const stripe = new Stripe('sk_test_fake123');

let databaseUrl: string;
let target: TestApp;
let fake: FakeStripe;
let admin: Person;
let client: Person;

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
  client = await registerAs(target, 'client');
});

afterAll(async () => {
  await target?.close();
  await fake?.close();
});

function postEvent(intent: object) {
  const payload = JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return admin.agent.post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
}

const statusOf = async (id: string) => (await sql<{ status: string }>(databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [id]))[0].status;

it('marks the invoice paid from a signed succeeded event for its amount, and ignores one for another amount', async () => {
  const invoice = (
    await admin.agent.post('/api/invoices').send({ clientId: client.user.id, description: 'Site survey', dueDate: '2030-01-15', amount: '250.00' }).expect(201)
  ).body;
  const { paymentIntentId } = (await client.agent.post(`/api/invoices/${invoice.id}/payment-intent`).expect(200)).body;

  const short = fake.add({ amount: 100, amount_received: 100, status: 'succeeded', metadata: { kind: 'invoice', invoiceId: invoice.id } });
  expect((await postEvent(short)).status).toBe(200);
  expect(await statusOf(invoice.id)).toBe('unpaid');

  const response = await postEvent(fake.succeed(paymentIntentId));
  expect(response.body).toEqual({ received: true, outcome: 'handled' });
  expect(await statusOf(invoice.id)).toBe('paid');
});

it('lets Stripe.js load under the Content Security Policy only when payments are configured', async () => {
  const configured = (await admin.agent.get('/api/config')).headers['content-security-policy'];
  expect(configured).toContain("script-src 'self' https://js.stripe.com");
  expect(configured).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
  const plain = await bootApp(testConfig(databaseUrl));
  try {
    const header = (await fetch(`${plain.baseUrl}/api/config`)).headers.get('content-security-policy');
    expect(header).not.toContain('stripe');
  } finally {
    await plain.close();
  }
});
