// Malformed bodies to the client portal's POST/PATCH endpoints: a 4xx with a message, nothing
// changed; its paged GETs under malformed query strings: a 400 with a message (or, reading none, a 200).
import { registerAs, sql } from './helpers';
import { describeBadInput } from './support/bad-input';

interface Ids {
  invoice: string;
  request: string;
}

describeBadInput<Ids>(
  [
    { method: 'post', path: () => '/api/invoices', as: 'admin', fields: ['clientId', 'jobSiteId', 'description', 'dueDate', 'amount'] },
    { method: 'patch', path: (ids) => `/api/invoices/${ids.invoice}`, as: 'admin', fields: ['status'] },
    { method: 'post', path: (ids) => `/api/invoices/${ids.invoice}/payment-intent`, as: 'client', fields: [], noBody: true },
    { method: 'post', path: (ids) => `/api/invoices/${ids.invoice}/confirm-payment`, as: 'client', fields: ['paymentIntentId'] },
    { method: 'post', path: () => '/api/appointments', as: 'client', fields: ['requestType', 'phoneNumber', 'description', 'preferredDate', 'preferredTime'] },
    { method: 'patch', path: (ids) => `/api/appointments/${ids.request}`, as: 'admin', fields: ['status', 'scheduledDate', 'notes'] },
  ],
  {
    queries: [
      { path: '/api/appointments?limit=5&offset=5', as: 'admin', optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
      { path: '/api/appointments?limit=10', as: 'client', optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
      { path: '/api/appointments/counts', as: 'client', noQuery: true },
    ],
    setup: async ({ target, databaseUrl, people }) => {
      await registerAs(target, 'client');
      const [invoice] = await sql<{ id: string }>(
        databaseUrl,
        `INSERT INTO invoices (invoice_number, client_id, description, due_date, amount) VALUES ('T-1', $1, 'Work', '2030-01-01', '50.00') RETURNING id`,
        [people.client.user.id],
      );
      const [request] = await sql<{ id: string }>(
        databaseUrl,
        `INSERT INTO appointment_requests (client_id, request_type, phone_number, description) VALUES ($1, 'callback', '555', 'Call') RETURNING id`,
        [people.client.user.id],
      );
      return { invoice: invoice.id, request: request.id };
    },
    fingerprint: async (databaseUrl) =>
      sql(
        databaseUrl,
        `SELECT (SELECT json_agg(i ORDER BY i.id) FROM invoices i) AS invoices,
                (SELECT json_agg(a ORDER BY a.id) FROM appointment_requests a) AS appointments,
                (SELECT count(*)::int FROM notifications) AS notifications`,
      ),
  },
);
