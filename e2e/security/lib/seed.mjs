// Two people per role ("A" who scans, "B" whose records the IDOR check reaches for) and a little
// of everything, created through the API as the app's users would, so every {id} route has a target.
import { ADMIN_PIN, FOREMAN_PIN } from './server.mjs';
import { call, sessionCookieFrom } from './http.mjs';

export const ROLES = ['admin', 'foreman', 'worker', 'client'];
export const PASSWORD = 'scanner pass 1';
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

function isoDate(daysFromToday) {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export async function registerPerson(baseUrl, role, label) {
  const email = `${role}.${label.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const body = {
    role,
    email,
    firstName: `${role[0].toUpperCase()}${role.slice(1)}${label}`,
    lastName: 'Scanner',
    phoneNumber: '(312) 555-0199',
    password: PASSWORD,
    ...(role === 'admin' ? { pin: ADMIN_PIN } : role === 'foreman' ? { pin: FOREMAN_PIN } : {}),
  };
  const response = await call(baseUrl, 'post', '/api/auth/register', { body });
  if (response.status !== 201) throw new Error(`register ${role} ${label}: ${response.status} ${response.text}`);
  return { role, label, email, password: PASSWORD, id: response.json.id, cookie: sessionCookieFrom(response.response) };
}

async function must(response, what) {
  const result = await response;
  if (result.status >= 300) throw new Error(`seeding ${what}: ${result.status} ${result.text}`);
  return result.json;
}

/**
 * @returns {Promise<{ people: Record<'A'|'B', Record<string, any>>, ids: Record<string, string> }>}
 * `ids` are records owned by (or about) the B people, keyed by the route folder they are reached under.
 */
export async function seed(baseUrl) {
  const people = { A: {}, B: {} };
  for (const label of ['A', 'B']) for (const role of ROLES) people[label][role] = await registerPerson(baseUrl, role, label);
  const { A, B } = people;
  const as = (person) => (method, path, body) => must(call(baseUrl, method, path, { body, cookie: person.cookie }), `${method} ${path}`);
  const admin = as(A.admin);

  const siteB = await admin('post', '/api/job-sites', { name: 'B tower', address: '1 B St, Chicago', foremanId: B.foreman.id, status: 'active' });
  await admin('patch', `/api/job-sites/${siteB.id}/assign-client`, { clientId: B.client.id });
  const siteA = await admin('post', '/api/job-sites', { name: 'A yard', address: '2 A Ave, Chicago', foremanId: A.foreman.id, status: 'active' });
  await admin('patch', `/api/job-sites/${siteA.id}/assign-client`, { clientId: A.client.id });
  const scheduleB = await admin('post', '/api/schedules', {
    workerId: B.worker.id,
    jobSiteId: siteB.id,
    date: isoDate(0),
    meetTime: '07:00',
    startTime: '07:30',
  });
  await admin('post', '/api/schedules', { workerId: A.worker.id, jobSiteId: siteA.id, date: isoDate(0), meetTime: '07:00', startTime: '07:30' });
  const timeOffB = await as(B.worker)('post', '/api/time-off-requests', { startDate: isoDate(30), endDate: isoDate(31), reason: 'B family visit' });
  const breakB = await as(B.worker)('post', '/api/breaks', { breakType: 'break' });
  const issueB = await as(B.foreman)('post', '/api/issues', { title: 'B issue', description: 'At the B tower', severity: 'low' });
  const appointmentB = await as(B.client)('post', '/api/appointments', {
    requestType: 'callback',
    phoneNumber: '(312) 555-0100',
    description: 'B wants a call',
  });
  const invoiceB = await admin('post', '/api/invoices', {
    clientId: B.client.id,
    jobSiteId: siteB.id,
    description: 'B demolition',
    dueDate: isoDate(14),
    amount: '1250.00',
  });
  await admin('post', '/api/vendor-prices', { itemName: 'Hard hat', vendor: 'menards', price: '12.50', inStock: true });
  const orderB = await as(B.admin)('post', '/api/supply-orders', {
    items: ['Hard hat'],
    vendor: 'menards',
    shippingInfo: { address: '1 B St', city: 'Chicago', state: 'IL', zip: '60602' },
  });
  const documentB = await as(B.admin)('post', '/api/documents', { category: 'financial', title: 'B ledger', documentType: 'expense_report' });
  const [hrDocument] = await must(call(baseUrl, 'get', '/api/documents?category=hr', { cookie: A.admin.cookie }), 'hr documents');
  await as(B.worker)('post', '/api/messages', { recipientId: B.admin.id, message: 'B private note' });
  // B's worker's own notification (their new shift); the admins' notifications are one row for
  // every admin (A's admin sees them by design), so B's admin's newest is the one no other role may see.
  const [notificationB] = await must(call(baseUrl, 'get', '/api/notifications', { cookie: B.worker.cookie }), 'notifications');
  const [adminsNotification] = await must(call(baseUrl, 'get', '/api/notifications', { cookie: B.admin.cookie }), 'admin notifications');
  if (!notificationB || !adminsNotification) throw new Error("seeding notifications: B's worker or admin was told nothing");

  const ids = {
    'job-sites': siteB.id,
    schedules: scheduleB.id,
    'time-off-requests': timeOffB.id,
    breaks: breakB.id,
    issues: issueB.id,
    appointments: appointmentB.id,
    invoices: invoiceB.id,
    'supply-orders': orderB.id,
    documents: hrDocument?.id ?? documentB.id,
    'financial-document': documentB.id,
    notifications: notificationB.id,
    'admins-notification': adminsNotification.id,
    users: B.worker.id,
    messages: B.admin.id,
  };
  return { people, ids, siteA };
}

/** The B-owned id a route's `:param` points at (by the route's first path segment after /api). */
export function idFor(routePath, ids) {
  const folder = routePath.split('/')[2];
  return ids[folder] ?? NO_SUCH_ID;
}

export function fillPath(routePath, id) {
  return routePath.replace(/:[A-Za-z]+/g, id);
}
