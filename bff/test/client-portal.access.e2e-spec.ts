// The client portal's rows of the authorization matrix: invoices and appointment requests.
// Ownership: a client reaching another client's invoice gets 404 (ids reveal nothing).
import { registerAs, sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  ownInvoice: string;
  othersInvoice: string;
  invoiceToPay: string;
  invoiceToVoid: string;
  request: string;
}

/** Valid but for its client (unknown): admins pass the guard and get the service's 400. */
const invoiceForNobody = { clientId: NO_SUCH_ID, description: 'Haul-off', dueDate: '2030-01-01', amount: '10.00' };
const newRequest = { requestType: 'callback', phoneNumber: '555-0100', description: 'Call me' };
const forbidden = (status: number) => ({ anonymous: 401, admin: 403, foreman: 403, worker: 403, client: status });

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/invoices', expect: only(['admin', 'client']) },
  { method: 'get', path: '/api/invoices/summary', expect: only(['admin', 'client']) },
  { method: 'post', path: '/api/invoices', body: {}, expect: only(['admin'], 400) },
  { method: 'post', path: '/api/invoices', body: invoiceForNobody, expect: only(['admin'], 400) },
  { method: 'patch', path: (ids) => `/api/invoices/${ids.invoiceToPay}`, body: { status: 'paid' }, expect: only(['admin']) },
  { method: 'patch', path: `/api/invoices/${NO_SUCH_ID}`, body: { status: 'paid' }, expect: only(['admin'], 404) },
  // The client's own unpaid invoice: refused because payment is not configured (409); another
  // client's invoice and an unknown one: 404.
  { method: 'post', path: (ids) => `/api/invoices/${ids.ownInvoice}/payment-intent`, expect: forbidden(503) },
  { method: 'post', path: (ids) => `/api/invoices/${ids.othersInvoice}/payment-intent`, expect: forbidden(404) },
  { method: 'post', path: `/api/invoices/${NO_SUCH_ID}/payment-intent`, expect: forbidden(404) },
  { method: 'post', path: (ids) => `/api/invoices/${ids.ownInvoice}/confirm-payment`, body: { paymentIntentId: 'pi_1' }, expect: forbidden(503) },
  { method: 'post', path: (ids) => `/api/invoices/${ids.othersInvoice}/confirm-payment`, body: { paymentIntentId: 'pi_1' }, expect: forbidden(404) },
  { method: 'post', path: `/api/invoices/${NO_SUCH_ID}/confirm-payment`, body: { paymentIntentId: 'pi_1' }, expect: forbidden(404) },
  { method: 'patch', path: (ids) => `/api/invoices/${ids.invoiceToVoid}`, body: { status: 'void' }, expect: only(['admin']) },
  { method: 'get', path: '/api/appointments', expect: only(['admin', 'client']) },
  { method: 'get', path: '/api/appointments?limit=5&offset=5', expect: only(['admin', 'client']) },
  { method: 'get', path: '/api/appointments/counts', expect: only(['admin', 'client']) },
  { method: 'post', path: '/api/appointments', body: newRequest, expect: only(['client'], 201) },
  { method: 'post', path: '/api/appointments', body: {}, expect: only(['client'], 400) },
  { method: 'patch', path: `/api/appointments/${NO_SUCH_ID}`, body: { status: 'declined' }, expect: only(['admin'], 404) },
  { method: 'patch', path: (ids) => `/api/appointments/${ids.request}`, body: { status: 'declined' }, expect: only(['admin']) },
  { method: 'patch', path: '/api/appointments/not-a-uuid', body: { status: 'declined' }, expect: only(['admin'], 400) },
];

describeAccessMatrix(ROWS, async ({ target, databaseUrl, people }) => {
  const other = await registerAs(target, 'client');
  const invoice = async (clientId: string, number: string) =>
    (
      await sql<{ id: string }>(
        databaseUrl,
        `INSERT INTO invoices (invoice_number, client_id, description, due_date, amount) VALUES ($1, $2, 'Work', '2030-01-01', '50.00') RETURNING id`,
        [number, clientId],
      )
    )[0].id;
  const [request] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO appointment_requests (client_id, request_type, phone_number, description) VALUES ($1, 'appointment', '555', 'Visit') RETURNING id`,
    [people.client.user.id],
  );
  return {
    ownInvoice: await invoice(people.client.user.id, 'T-1'),
    othersInvoice: await invoice(other.user.id, 'T-2'),
    invoiceToPay: await invoice(people.client.user.id, 'T-3'),
    invoiceToVoid: await invoice(other.user.id, 'T-4'),
    request: request.id,
  };
});
