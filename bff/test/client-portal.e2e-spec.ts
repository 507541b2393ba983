// The client portal's rules: invoices, card payments, appointment requests and each client's own
// work orders, on a real PostgreSQL and a real HTTP stand-in for Stripe.
import request from 'supertest';
import { bootApp, createTestDatabase, openSocket, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import type Stripe from 'stripe';
import { InvoicesService } from '../src/invoices/invoices.service';
import { FakeIntent, FakeStripe, startFakeStripe } from './support/fake-stripe';

let databaseUrl: string;
let plain: TestApp; // payment not configured (the default)
let paying: TestApp; // STRIPE_* set, pointed at the fake Stripe
let stripe: FakeStripe;
let admin: Person;
let clientA: Person;
let clientB: Person;
let worker: Person;
const siteOf: Record<string, string> = {};
const year = new Date().getFullYear();

async function jobSite(name: string, clientId: string | null, cost: [string, string] | null = null): Promise<string> {
  const [row] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address, client_id, progress_percentage, estimated_completion_date, total_cost, paid_amount)
     VALUES ($1, '1 Test St, Chicago, IL', $2, 40, '2030-06-01', $3, $4) RETURNING id`,
    [name, clientId, cost?.[0] ?? null, cost?.[1] ?? null],
  );
  return row.id;
}

async function createInvoice(body: Record<string, unknown>) {
  return admin.agent.post('/api/invoices').send({ description: 'Demolition, phase 1', dueDate: '2030-01-15', amount: '100.00', ...body });
}

/** The same session, on the app whose payments are configured. */
function onPaying(person: Person, method: 'get' | 'post', path: string) {
  return request(paying.baseUrl)[method](path).set('Cookie', person.cookie);
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  stripe = await startFakeStripe();
  plain = await bootApp(testConfig(databaseUrl));
  paying = await bootApp(testConfig(databaseUrl, { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_API_URL: stripe.url }));
  admin = await registerAs(plain, 'admin');
  clientA = await registerAs(plain, 'client', { firstName: 'Angela', lastName: 'Able', phoneNumber: '(312) 555-0001' });
  clientB = await registerAs(plain, 'client', { firstName: 'Bob', lastName: 'Baker' });
  worker = await registerAs(plain, 'worker');
  siteOf.A = await jobSite('Able Residence Teardown', clientA.user.id, ['186500.00', '74600.50']);
  siteOf.B = await jobSite('Baker Garage', clientB.user.id);
});

afterAll(async () => {
  await plain?.close();
  await paying?.close();
  await stripe?.close();
});

describe('invoices: admins create them, clients read their own', () => {
  const ids: Record<string, string> = {};

  it('numbers new invoices INV-<year>-0001, 0002, ... and notifies the client', async () => {
    const socket = await openSocket(plain, clientA.cookie);
    const first = await createInvoice({ clientId: clientA.user.id, jobSiteId: siteOf.A, amount: '0.10' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      invoiceNumber: `INV-${year}-0001`,
      clientId: clientA.user.id,
      jobSite: { id: siteOf.A, name: 'Able Residence Teardown' },
      description: 'Demolition, phase 1',
      dueDate: '2030-01-15',
      amount: '0.10',
      status: 'unpaid',
      paidAt: null,
      client: { id: clientA.user.id, firstName: 'Angela', lastName: 'Able', email: clientA.email },
    });
    ids.a1 = first.body.id;
    const pushed = (await socket.next()) as { type: string; notification: { title: string; message: string }; refresh: string[] };
    expect(pushed).toMatchObject({ type: 'notification', refresh: ['Invoice'], notification: { title: 'New invoice' } });
    expect(pushed.notification.message).toBe(`Invoice INV-${year}-0001 for $0.10 is due Jan 15, 2030.`);
    socket.socket.close();

    const second = await createInvoice({ clientId: clientA.user.id, amount: '0.2', dueDate: '2020-03-01' });
    expect(second.body).toMatchObject({ invoiceNumber: `INV-${year}-0002`, amount: '0.20', jobSite: null });
    ids.a2 = second.body.id;
    const forB = await createInvoice({ clientId: clientB.user.id, amount: '999.99' });
    ids.b1 = forB.body.id;
    expect(forB.body.invoiceNumber).toBe(`INV-${year}-0003`);
  });

  it('gives concurrent creations distinct numbers', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => createInvoice({ clientId: clientB.user.id, amount: '1.00' })));
    expect(made.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(made.map((response) => response.body.invoiceNumber)).size).toBe(4);
    await sql(databaseUrl, `DELETE FROM invoices WHERE id = ANY($1)`, [made.map((response) => response.body.id)]);
  });

  it('refuses bad invoices with readable messages and creates nothing', async () => {
    const [{ before }] = await sql<{ before: number }>(databaseUrl, 'SELECT count(*)::int AS before FROM invoices');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ clientId: clientA.user.id, description: '  ' }, 'Description is required'],
      [{ clientId: clientA.user.id, dueDate: '' }, 'Due date is required'],
      [{ clientId: clientA.user.id, dueDate: '2030-02-30' }, 'Due date must be a date written YYYY-MM-DD'],
      [{ clientId: clientA.user.id, amount: '12.345' }, 'Amount must be a positive dollar amount with at most 2 decimals (e.g. 1250.00)'],
      [{ clientId: clientA.user.id, amount: '0.00' }, 'Amount must be a positive dollar amount with at most 2 decimals (e.g. 1250.00)'],
      [{ clientId: clientA.user.id, amount: 12.5 }, 'Amount must be a positive dollar amount with at most 2 decimals (e.g. 1250.00)'],
      [{ clientId: clientA.user.id, amount: '12345678901.00' }, 'Amount must be a positive dollar amount with at most 2 decimals (e.g. 1250.00)'],
      [{ clientId: 'nope' }, 'Client is required'],
      [{ clientId: worker.user.id }, 'The selected client does not exist'],
      [{ clientId: '00000000-0000-4000-8000-000000000000' }, 'The selected client does not exist'],
      [{ clientId: clientA.user.id, jobSiteId: siteOf.B }, 'The job site does not belong to this client'],
    ];
    for (const [body, message] of cases) {
      const response = await createInvoice(body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
    }
    const [{ after }] = await sql<{ after: number }>(databaseUrl, 'SELECT count(*)::int AS after FROM invoices');
    expect(after).toBe(before);
  });

  it('keeps clients apart: each lists only their own, and another client’s invoice is not found', async () => {
    const listA = (await clientA.agent.get('/api/invoices')).body as Array<Record<string, unknown>>;
    expect(listA.map((invoice) => invoice.id)).toEqual([ids.a1, ids.a2]); // by due date, newest first
    expect(listA[0]).not.toHaveProperty('client');
    const listB = (await clientB.agent.get('/api/invoices')).body as Array<Record<string, unknown>>;
    expect(listB.map((invoice) => invoice.id)).toEqual([ids.b1]);
    const all = (await admin.agent.get('/api/invoices')).body as Array<Record<string, unknown>>;
    expect(all.map((invoice) => invoice.id).sort()).toEqual([ids.a1, ids.a2, ids.b1].sort());
    expect((await admin.agent.get('/api/invoices?limit=1')).body).toHaveLength(1);

    for (const path of [`/api/invoices/${ids.b1}/payment-intent`]) {
      const response = await clientA.agent.post(path);
      expect([response.status, response.body.message]).toEqual([404, 'Invoice not found']);
    }
    const confirm = await clientA.agent.post(`/api/invoices/${ids.b1}/confirm-payment`).send({ paymentIntentId: 'pi_123' });
    expect([confirm.status, confirm.body.message]).toEqual([404, 'Invoice not found']);
  });

  it('sums unpaid and paid exactly on the server, per client (admins: everyone)', async () => {
    expect((await clientA.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '0.30', unpaidCount: 2, totalPaid: '0.00', paidCount: 0 });
    expect((await clientB.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '999.99', unpaidCount: 1, totalPaid: '0.00', paidCount: 0 });
    expect((await admin.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '1000.29', unpaidCount: 3, totalPaid: '0.00', paidCount: 0 });
  });

  it('lets admins mark an unpaid invoice paid by hand or void it, once, telling the client', async () => {
    const paid = await admin.agent.patch(`/api/invoices/${ids.a2}`).send({ status: 'paid' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await clientA.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '0.10', unpaidCount: 1, totalPaid: '0.20', paidCount: 1 });
    const again = await admin.agent.patch(`/api/invoices/${ids.a2}`).send({ status: 'void' });
    expect([again.status, again.body.message]).toEqual([409, 'Only unpaid invoices can be marked paid or void']);
    const badStatus = await admin.agent.patch(`/api/invoices/${ids.b1}`).send({ status: 'unpaid' });
    expect([badStatus.status, badStatus.body.message]).toEqual([400, 'Status must be paid or void']);
    const missing = await admin.agent.patch('/api/invoices/00000000-0000-4000-8000-000000000000').send({ status: 'paid' });
    expect([missing.status, missing.body.message]).toEqual([404, 'Invoice not found']);

    const voided = await admin.agent.patch(`/api/invoices/${ids.b1}`).send({ status: 'void' });
    expect(voided.body).toMatchObject({ status: 'void', paidAt: null });
    expect((await clientB.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '0.00', unpaidCount: 0, totalPaid: '0.00', paidCount: 0 });
    const titles = ((await clientA.agent.get('/api/notifications')).body as Array<{ title: string }>).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['New invoice', 'Invoice paid']));
  });

  it('without payment configured, Pay Now is refused with the reason and nothing changes', async () => {
    const intent = await clientA.agent.post(`/api/invoices/${ids.a1}/payment-intent`);
    expect([intent.status, intent.body.message]).toEqual([503, 'Payment processing is not configured']);
    const confirm = await clientA.agent.post(`/api/invoices/${ids.a1}/confirm-payment`).send({ paymentIntentId: 'pi_123' });
    expect([confirm.status, confirm.body.message]).toEqual([503, 'Payment processing is not configured']);
    expect((await request(plain.baseUrl).get('/api/config')).body.stripePublishableKey).toBeNull();
    const [row] = await sql<{ status: string }>(databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [ids.a1]);
    expect(row.status).toBe('unpaid');
  });

  it('with payment configured, pays only with an intent Stripe says succeeded for this invoice’s amount', async () => {
    const created = await onPaying(clientA, 'post', `/api/invoices/${ids.a1}/payment-intent`);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/), paymentIntentId: expect.stringMatching(/^pi_/), amount: '0.10' });
    const intent = stripe.intents.get(created.body.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 10, currency: 'usd', metadata: { kind: 'invoice', invoiceId: ids.a1 }, description: `Invoice INV-${year}-0001` });

    const confirm = (paymentIntentId: string) => onPaying(clientA, 'post', `/api/invoices/${ids.a1}/confirm-payment`).send({ paymentIntentId });
    const notYet = await confirm(intent.id);
    expect([notYet.status, notYet.body.message]).toEqual([400, 'The payment has not succeeded (status: requires_payment_method)']);

    const cheaper = stripe.add({ amount: 5, amount_received: 5, status: 'succeeded', metadata: { kind: 'invoice', invoiceId: ids.a1 } });
    expect((await confirm(cheaper.id)).body.message).toBe('The payment does not match this invoice');
    const forAnother = stripe.add({ amount: 10, amount_received: 10, status: 'succeeded', metadata: { kind: 'invoice', invoiceId: ids.a2 } });
    expect((await confirm(forAnother.id)).body.message).toBe('The payment does not match this invoice');
    const unknown = await confirm('pi_doesnotexist');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'The payment could not be verified with the payment provider']);
    expect((await sql<{ status: string }>(databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [ids.a1]))[0].status).toBe('unpaid');

    Object.assign(intent, { status: 'succeeded', amount_received: 10 });
    const paid = await confirm(intent.id);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: ids.a1, status: 'paid', paidAt: expect.any(String) });
    const again = await confirm(intent.id);
    expect([again.status, again.body.status]).toEqual([200, 'paid']);
    const twice = await onPaying(clientA, 'post', `/api/invoices/${ids.a1}/payment-intent`);
    expect([twice.status, twice.body.message]).toEqual([409, 'This invoice is not awaiting payment']);
    expect((await clientA.agent.get('/api/invoices/summary')).body).toEqual({ outstandingBalance: '0.00', unpaidCount: 0, totalPaid: '0.30', paidCount: 2 });
    const [row] = await sql<{ payment_intent_id: string }>(databaseUrl, 'SELECT payment_intent_id FROM invoices WHERE id = $1', [ids.a1]);
    expect(row.payment_intent_id).toBe(intent.id);
    const adminNotes = (await admin.agent.get('/api/notifications')).body as Array<{ title: string; message: string }>;
    expect(adminNotes).toContainEqual(expect.objectContaining({ title: 'Invoice paid', message: `Invoice INV-${year}-0001 ($0.10) was paid by card.` }));
  });

  it('settles an invoice from a webhook’s intent only when the intent pays it exactly, once', async () => {
    const created = await createInvoice({ clientId: clientA.user.id, amount: '42.00' });
    const invoiceId = created.body.id as string;
    const invoices = paying.app.get(InvoicesService);
    const intent = (fields: Partial<FakeIntent>) =>
      stripe.add({
        amount: 4200,
        amount_received: 4200,
        status: 'succeeded',
        metadata: { kind: 'invoice', invoiceId },
        ...fields,
      }) as unknown as Stripe.PaymentIntent;
    expect(await invoices.settleIntent(intent({ amount: 4100, amount_received: 4100 }))).toBe(false);
    expect(await invoices.settleIntent(intent({ status: 'processing' }))).toBe(false);
    expect(await invoices.settleIntent(intent({ metadata: { kind: 'supply-order', invoiceId } }))).toBe(false);
    expect(await invoices.settleIntent(intent({ metadata: { kind: 'invoice', invoiceId: 'not-a-uuid' } }))).toBe(false);
    const good = intent({});
    expect(await invoices.settleIntent(good)).toBe(true);
    expect(await invoices.settleIntent(good)).toBe(false);
    const [row] = await sql<{ status: string; payment_intent_id: string }>(databaseUrl, 'SELECT status, payment_intent_id FROM invoices WHERE id = $1', [
      invoiceId,
    ]);
    expect(row).toEqual({ status: 'paid', payment_intent_id: good.id });
  });
});

describe('work orders: a client’s own job sites with their costs', () => {
  it('lists only the caller’s sites, with Cost, Paid and Remaining computed by the server', async () => {
    const mine = (await clientA.agent.get('/api/job-sites/my-sites')).body as Array<Record<string, unknown>>;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: siteOf.A,
      status: 'active',
      progressPercentage: 40,
      estimatedCompletionDate: '2030-06-01',
      totalCost: '186500.00',
      paidAmount: '74600.50',
      remainingBalance: '111899.50',
    });
    const theirs = (await clientB.agent.get('/api/job-sites/my-sites')).body as Array<Record<string, unknown>>;
    expect(theirs.map((site) => site.id)).toEqual([siteOf.B]);
  });
});

describe('appointment requests', () => {
  let requestId: string;

  it('answers a bad request with a 400 naming the field and creates nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ requestType: 'meeting' }, 'Request type must be appointment or callback'],
      [{ phoneNumber: ' ' }, 'Phone number is required'],
      [{ description: '' }, 'Description is required'],
      [{ preferredDate: '2030-13-01' }, 'Preferred date must be a date written YYYY-MM-DD'],
      [{ preferredTime: '25:00' }, 'Preferred time must be a time written HH:mm'],
    ];
    for (const [override, message] of cases) {
      const body = { requestType: 'callback', phoneNumber: '(312) 555-0001', description: 'Please call about phase 2', ...override };
      const response = await clientA.agent.post('/api/appointments').send(body);
      expect({ override, status: response.status, message: response.body.message }).toEqual({ override, status: 400, message });
    }
    expect(await sql(databaseUrl, 'SELECT 1 FROM appointment_requests')).toHaveLength(0);
  });

  it('creates a pending request for the client and tells the admins', async () => {
    const created = await clientA.agent.post('/api/appointments').send({
      requestType: 'callback',
      phoneNumber: ' (312) 555-0001 ',
      description: 'Please call about phase 2',
      preferredDate: '2030-02-01',
      preferredTime: '09:30',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      clientId: clientA.user.id,
      requestType: 'callback',
      phoneNumber: '(312) 555-0001',
      description: 'Please call about phase 2',
      preferredDate: '2030-02-01',
      preferredTime: '09:30',
      status: 'pending',
      scheduledDate: null,
      notes: null,
      createdAt: expect.any(String),
    });
    requestId = created.body.id;
    const bare = await clientB.agent
      .post('/api/appointments')
      .send({ requestType: 'appointment', phoneNumber: '555', description: 'Site visit', preferredDate: null, preferredTime: '' });
    expect(bare.body).toMatchObject({ preferredDate: null, preferredTime: null, status: 'pending' });
    const adminNotes = (await admin.agent.get('/api/notifications')).body as Array<{ title: string; message: string }>;
    expect(adminNotes.map((n) => n.title)).toEqual(expect.arrayContaining(['New callback request', 'New appointment request']));
  });

  it('keeps clients apart and shows admins every request with who asked', async () => {
    const listA = (await clientA.agent.get('/api/appointments')).body as Array<Record<string, unknown>>;
    expect(listA.map((item) => item.id)).toEqual([requestId]);
    const listB = (await clientB.agent.get('/api/appointments')).body as Array<Record<string, unknown>>;
    expect(listB).toHaveLength(1);
    expect(listB[0].id).not.toBe(requestId);
    const all = (await admin.agent.get('/api/appointments')).body as Array<Record<string, any>>;
    expect(all).toHaveLength(2);
    expect(all.find((item) => item.id === requestId)?.client).toEqual({ id: clientA.user.id, firstName: 'Angela', lastName: 'Able', email: clientA.email });
  });

  it('lets an admin confirm with a date and notes, once; the client is told and sees it', async () => {
    const noDate = await admin.agent.patch(`/api/appointments/${requestId}`).send({ status: 'confirmed' });
    expect([noDate.status, noDate.body.message]).toEqual([400, 'Scheduled date is required to confirm a request']);
    const badDate = await admin.agent.patch(`/api/appointments/${requestId}`).send({ status: 'confirmed', scheduledDate: 'tomorrow' });
    expect([badDate.status, badDate.body.message]).toEqual([400, 'Scheduled date must be a date and time (ISO 8601)']);
    const missing = await admin.agent.patch('/api/appointments/00000000-0000-4000-8000-000000000000').send({ status: 'declined' });
    expect([missing.status, missing.body.message]).toEqual([404, 'Appointment request not found']);

    const socket = await openSocket(plain, clientA.cookie);
    const confirmed = await admin.agent
      .patch(`/api/appointments/${requestId}`)
      .send({ status: 'confirmed', scheduledDate: '2030-02-01T15:30:00.000Z', notes: '  Maria will call.  ' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', scheduledDate: '2030-02-01T15:30:00.000Z', notes: 'Maria will call.' });
    const pushed = (await socket.next()) as { notification: { title: string; message: string }; refresh: string[] };
    expect(pushed.refresh).toEqual(['Appointment']);
    expect(pushed.notification.title).toBe('Appointment confirmed');
    expect(pushed.notification.message).toMatch(/^Your callback request is confirmed for .+2030.+ Maria will call\.$/);
    socket.socket.close();

    const seen = (await clientA.agent.get('/api/appointments')).body as Array<Record<string, unknown>>;
    expect(seen[0]).toMatchObject({ status: 'confirmed', scheduledDate: '2030-02-01T15:30:00.000Z' });
    const twice = await admin.agent.patch(`/api/appointments/${requestId}`).send({ status: 'declined' });
    expect([twice.status, twice.body.message]).toEqual([409, 'This request has already been answered']);
  });

  it('lets an admin decline, and the database refuses a confirmed request without a date', async () => {
    const [other] = (await clientB.agent.get('/api/appointments')).body as Array<{ id: string }>;
    const declined = await admin.agent.patch(`/api/appointments/${other.id}`).send({ status: 'declined', notes: 'We do not work on garages.' });
    expect(declined.body).toMatchObject({ status: 'declined', scheduledDate: null, notes: 'We do not work on garages.' });
    await expect(sql(databaseUrl, `UPDATE appointment_requests SET status = 'confirmed', scheduled_date = NULL WHERE id = $1`, [other.id])).rejects.toThrow(
      /appointment_requests_confirmed_has_date/,
    );
  });

  it('pages the lists (20 unless `limit`, at most 100; `offset` goes on) and counts what they page through', async () => {
    // 45 more of Angela's, a minute apart, every third one still pending.
    await sql(
      databaseUrl,
      `INSERT INTO appointment_requests (client_id, request_type, phone_number, description, status, scheduled_date, answered_at, created_at)
       SELECT $1, 'appointment', '555', 'Paged ' || g, CASE WHEN g % 3 = 0 THEN 'pending' ELSE 'confirmed' END::appointment_status,
              CASE WHEN g % 3 = 0 THEN NULL ELSE now() + interval '30 days' END, CASE WHEN g % 3 = 0 THEN NULL ELSE now() END,
              now() - make_interval(mins => g)
         FROM generate_series(1, 45) AS g`,
      [clientA.user.id],
    );
    const countsA = await clientA.agent.get('/api/appointments/counts');
    expect([countsA.status, countsA.body]).toEqual([200, { total: 46, pending: 15 }]);
    expect((await clientB.agent.get('/api/appointments/counts')).body).toEqual({ total: 1, pending: 0 });
    const [everyone] = await sql<{ total: number; pending: number }>(
      databaseUrl,
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM appointment_requests`,
    );
    expect((await admin.agent.get('/api/appointments/counts')).body).toEqual(everyone);

    expect((await clientA.agent.get('/api/appointments')).body).toHaveLength(20);
    const pages: Array<{ id: string; clientId: string; createdAt: string; client?: unknown }> = [];
    for (let offset = 0; offset < 46; offset += 15) pages.push(...(await clientA.agent.get(`/api/appointments?limit=15&offset=${offset}`)).body);
    expect(pages).toHaveLength(46);
    expect(new Set(pages.map((request) => request.id)).size).toBe(46);
    expect(pages.every((request) => request.clientId === clientA.user.id && request.client === undefined)).toBe(true);
    const created = pages.map((request) => request.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    // Admins: pending first, newest first, every client's, each with who asked.
    const adminPage = (await admin.agent.get(`/api/appointments?limit=100`)).body as Array<{ status: string; createdAt: string; client: { id: string } }>;
    expect(adminPage).toHaveLength(everyone.total);
    const pendingCount = adminPage.findIndex((request) => request.status !== 'pending');
    expect(pendingCount).toBe(everyone.pending);
    expect(adminPage.slice(pendingCount).every((request) => request.status !== 'pending')).toBe(true);
    expect(adminPage.every((request) => typeof request.client.id === 'string')).toBe(true);
    expect((await admin.agent.get(`/api/appointments?limit=100&offset=${everyone.total}`)).body).toEqual([]);
    const tooMany = await admin.agent.get('/api/appointments?limit=101');
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'limit must be a whole number from 1 to 100']);
  });
});
