// Every call of the product's original client, with its payload written exactly as that client
// sends it (every field it lists, including those the server decides itself and ignores, such as
// a schedule's createdById or a break's date and start time), is accepted.
import request from 'supertest';
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { bootApp, createTestDatabase, day, newestOutboxEmail, PASSWORD, Person, registerAs, resetTokenFrom, TestApp, testConfig, ADMIN_PIN } from './helpers';

let target: TestApp;
let admin: Person;
let foreman: Person;
let worker: Person;
let client: Person;
let jobSiteId: string;

beforeAll(async () => {
  target = await bootApp(testConfig(await createTestDatabase()));
  admin = await registerAs(target, 'admin');
  foreman = await registerAs(target, 'foreman');
  worker = await registerAs(target, 'worker');
  client = await registerAs(target, 'client');
});

afterAll(async () => target?.close());

const today = day(0);

/** A 2xx answer; anything else names the call and what the server said. */
function accepted(response: request.Response): void {
  if (response.status >= 300) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
}
const shippingInfo = { address: '100 N LaSalle St', city: 'Chicago', state: 'IL', zip: '60602' };

it('accepts the auth calls as the client sends them', async () => {
  const anonymous = request(target.baseUrl);
  await anonymous
    .post('/api/auth/register')
    .send({
      role: 'admin',
      email: 'spec.admin@example.com',
      firstName: 'Spec',
      lastName: 'Admin',
      phoneNumber: '(312) 555-0101',
      password: PASSWORD,
      pin: ADMIN_PIN,
    })
    .expect(accepted);
  await anonymous.post('/api/auth/login').send({ email: 'spec.admin@example.com', password: PASSWORD }).expect(accepted);
  const since = Date.now();
  await anonymous.post('/api/auth/forgot-password').send({ email: 'spec.admin@example.com' }).expect(accepted);
  const token = resetTokenFrom(await newestOutboxEmail(target.config.dataDir, 'spec.admin@example.com', since));
  await anonymous.post('/api/auth/verify-reset-token').send({ token }).expect(accepted);
  await anonymous
    .post('/api/auth/reset-password')
    .send({ token, newPassword: `${PASSWORD}2` })
    .expect(accepted);
});

it("accepts the admin's calls as the client sends them", async () => {
  const site = await admin.agent
    .post('/api/job-sites')
    .send({ name: 'Spec site', address: '1 Spec St', foremanId: foreman.user.id, status: 'active' })
    .expect(accepted);
  jobSiteId = site.body.id;
  await admin.agent.patch(`/api/job-sites/${jobSiteId}/assign-client`).send({ clientId: client.user.id }).expect(accepted);
  await admin.agent.patch(`/api/job-sites/${jobSiteId}/cost`).send({ totalCost: '186500.00', paidAmount: '20000.00' }).expect(accepted);
  await admin.agent
    .post('/api/schedules')
    .send({ workerId: worker.user.id, jobSiteId, date: day(1), meetTime: '06:45', startTime: '07:00', createdById: admin.user.id })
    .expect(accepted);
  await admin.agent
    .post('/api/vendor-prices')
    .send({ itemName: 'Nails', sku: 'NL-1', vendor: 'menards', price: '4.99', inStock: true, lastUpdated: new Date().toISOString() })
    .expect(accepted);
  await admin.agent
    .post('/api/supply-orders/compare')
    .send({ items: ['Nails'] })
    .expect(accepted);
  await admin.agent
    .post('/api/supply-orders')
    .send({ items: ['Nails'], vendor: 'menards', totalCost: '4.99', shippingInfo, status: 'pending', paymentStatus: 'pending' })
    .expect(accepted);
  await admin.agent
    .post('/api/documents')
    .send({
      title: 'Payroll January',
      description: 'Monthly payroll',
      documentType: 'payroll',
      content: { total: '1000.00' },
      fileUrl: 'https://files.example.com/p.pdf',
      metadata: { period: '2026-01' },
      category: 'financial',
    })
    .expect(accepted);
  const other = await registerAs(target, 'worker');
  await admin.agent.patch(`/api/users/${other.user.id}/role`).send({ role: 'foreman' }).expect(accepted);
});

it("accepts the crew's calls as the client sends them", async () => {
  await worker.agent
    .post('/api/time-off-requests')
    .send({ startDate: day(10), endDate: day(11), reason: 'Family' })
    .expect(accepted);
  await worker.agent.post('/api/availability').send({ dayOfWeek: 1, available: true, notes: 'Mornings' }).expect(accepted);
  await worker.agent.post('/api/messages').send({ recipientId: foreman.user.id, message: 'On my way', channelType: 'direct' }).expect(accepted);
  await foreman.agent.post('/api/issues').send({ title: 'Loose railing', description: 'East stairs', severity: 'high' }).expect(accepted);
  const items = Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));
  await foreman.agent
    .post('/api/inventory')
    .send({ date: today, items, shortages: ['Nails - 2 boxes'], completed: true })
    .expect(accepted);
  await foreman.agent.post('/api/job-sites/start').send({}).expect(accepted);
  const started = await foreman.agent.post('/api/breaks').send({ date: today, breakType: 'meal', startTime: '12:00' }).expect(accepted);
  // The server's clock decides the day and the time, whatever the client wrote.
  expect(started.body.date).toBe(today);
  await foreman.agent.patch(`/api/breaks/${started.body.id}/end`).send({}).expect(accepted);
});

it("accepts the client's calls as the client sends them", async () => {
  await client.agent
    .post('/api/appointments')
    .send({ requestType: 'appointment', phoneNumber: '(312) 555-0199', description: 'Walk-through', preferredTime: '10:00', preferredDate: day(5) })
    .expect(accepted);
  const invoice = await admin.agent
    .post('/api/invoices')
    .send({ clientId: client.user.id, jobSiteId, amount: '1200.00', description: 'Deposit', dueDate: day(30) })
    .expect(accepted);
  // Payments are not configured here: refused as such (503), never as a malformed payload.
  await client.agent.post(`/api/invoices/${invoice.body.id}/payment-intent`).expect(503);
  await client.agent.post(`/api/invoices/${invoice.body.id}/confirm-payment`).send({ paymentIntentId: 'pi_123' }).expect(503);
});
