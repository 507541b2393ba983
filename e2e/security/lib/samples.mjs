// A request that passes validation for each route with query or body fields: what the scanners
// start from (an injection is then tried in each field). Fields not listed here get 'x'.
import { fillPath, idFor } from './seed.mjs';

function date(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export function sampleRequests({ people, ids, siteA }) {
  const { A } = people;
  return {
    'GET /api/schedules': { query: { from: date(-7), to: date(7) } },
    'GET /api/schedules/my': { query: { from: date(-7), to: date(7) } },
    'GET /api/schedules/check': { query: { workerId: A.worker.id, date: date(2), excludeId: ids.schedules } },
    'GET /api/time-off-requests': { query: { status: 'pending' } },
    'GET /api/documents': { query: { category: 'hr' } },
    'GET /api/messages/:userId': { query: { limit: '20' } },
    'POST /api/auth/register': {
      body: {
        role: 'worker',
        email: 'sqlmap@example.com',
        firstName: 'Sql',
        lastName: 'Map',
        phoneNumber: '(312) 555-0100',
        password: 'scanner pass 1',
        pin: '1234',
      },
    },
    'POST /api/auth/login': { body: { email: A.worker.email, password: 'wrong password' } },
    'POST /api/auth/forgot-password': { body: { email: A.worker.email } },
    'POST /api/auth/verify-reset-token': { body: { token: 'abcdefabcdefabcdef' } },
    'POST /api/auth/reset-password': { body: { token: 'abcdefabcdefabcdef', newPassword: 'scanner pass 2' } },
    'PATCH /api/users/:id/role': { body: { role: 'worker' } },
    'POST /api/schedules': { body: { workerId: A.worker.id, jobSiteId: siteA.id, date: date(3), meetTime: '07:00', startTime: '07:30' } },
    'PATCH /api/schedules/:id': { body: { meetTime: '06:30' } },
    'POST /api/time-off-requests': { body: { startDate: date(60), endDate: date(61), reason: 'sqlmap' } },
    'PATCH /api/time-off-requests/:id': { body: { status: 'approved' } },
    'POST /api/availability': { body: { dayOfWeek: 2, available: true, notes: 'mornings' } },
    'POST /api/issues': { body: { title: 'Scan', description: 'sqlmap issue', severity: 'low' } },
    'PATCH /api/issues/:id': { body: { status: 'in_progress' } },
    'POST /api/breaks': { body: { breakType: 'meal' } },
    'POST /api/inventory': { body: { items: { Hammers: true }, shortages: ['Nails'], completed: true } },
    'POST /api/job-sites': { body: { name: 'Scan site', address: '3 Scan St', foremanId: A.foreman.id, status: 'active' } },
    'PATCH /api/job-sites/:id': { body: { name: 'B tower', progressPercentage: 10 } },
    'PATCH /api/job-sites/:id/assign-client': { body: { clientId: people.B.client.id } },
    'PATCH /api/job-sites/:id/cost': { body: { totalCost: '1000.00', paidAmount: '10.00' } },
    'POST /api/vendor-prices': { body: { itemName: 'Hard hat', sku: 'HH-1', vendor: 'menards', price: '12.50', inStock: true } },
    'POST /api/supply-orders/compare': { body: { items: ['Hard hat'] } },
    'POST /api/supply-orders': {
      body: { items: ['Hard hat'], vendor: 'menards', shippingInfo: { address: '1 St', city: 'Chicago', state: 'IL', zip: '60602' } },
    },
    'PATCH /api/supply-orders/:id': { body: { status: 'ordered' } },
    'POST /api/supply-orders/:id/confirm-payment': { body: { paymentIntentId: 'pi_scan' } },
    'POST /api/documents': { body: { category: 'financial', title: 'Scan', documentType: 'expense_report', description: 'sqlmap', content: '<p>x</p>' } },
    'PATCH /api/documents/:id': { body: { title: 'Scan HR', content: '<p>x</p>' } },
    'POST /api/invoices': { body: { clientId: A.client.id, jobSiteId: siteA.id, description: 'Scan', dueDate: date(5), amount: '5.00' } },
    'PATCH /api/invoices/:id': { body: { status: 'paid' } },
    'POST /api/invoices/:id/confirm-payment': { body: { paymentIntentId: 'pi_scan' } },
    'POST /api/appointments': {
      body: { requestType: 'callback', phoneNumber: '(312) 555-0100', description: 'Scan', preferredDate: date(4), preferredTime: '09:00' },
    },
    'PATCH /api/appointments/:id': { body: { status: 'declined', notes: 'scan' } },
    'POST /api/messages': { body: { recipientId: A.admin.id, message: 'scan', channelType: 'direct' } },
  };
}

/** The concrete request for a route: path with B's id, query string, JSON body (or undefined). */
export function concreteRequest(route, samples, ids) {
  const sample = samples[`${route.method.toUpperCase()} ${route.path}`] ?? {};
  const byField = (fields) => Object.fromEntries(fields.map((field) => [field.name, field.name === 'limit' ? '10' : 'x']));
  // A sample replaces the 'x' defaults whole: an optional field sent as 'x' would fail validation
  // and leave every other field tested behind a 400.
  const query = sample.query ?? byField(route.query);
  const body = sample.body ?? (route.body.length ? byField(route.body) : undefined);
  const search = new URLSearchParams(query).toString();
  return { path: `${fillPath(route.path, idFor(route.path, ids))}${search ? `?${search}` : ''}`, body };
}
