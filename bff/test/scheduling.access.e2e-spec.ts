// Scheduling's rows of the authorization matrix: schedules, time-off requests, availability.
// Schedules and decisions are admin-only; a worker's requests and availability are their own
// (the session decides whose, so no other user's row can even be named).
import { day, sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  workerId: string;
  siteId: string;
  shift: string;
  doomedShift: string;
  request: string;
  withdrawable: string;
}

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: (ids) => `/api/schedules/check?workerId=${ids.workerId}&date=${day(1)}`, expect: only(['admin']) },
  { method: 'get', path: `/api/schedules/check?workerId=${NO_SUCH_ID}&date=${day(1)}`, expect: only(['admin'], 404) },
  {
    method: 'post',
    path: '/api/schedules',
    body: { workerId: '__worker__', jobSiteId: '__site__', date: day(2), meetTime: '06:00', startTime: '06:30' },
    expect: only(['admin'], 201),
  },
  { method: 'patch', path: (ids) => `/api/schedules/${ids.shift}`, body: { startTime: '08:00' }, expect: only(['admin']) },
  { method: 'post', path: '/api/schedules/publish', body: { from: day(400), to: day(401) }, expect: only(['admin']) },
  // The week grid and Copy a week: the admin's plan, everyone's shifts and drafts.
  { method: 'get', path: `/api/schedules/grid?week=${day(1)}&limit=50&offset=0`, expect: only(['admin']) },
  { method: 'get', path: (ids) => `/api/schedules/grid?week=${day(1)}&jobSiteId=${ids.siteId}&search=a`, expect: only(['admin']) },
  { method: 'post', path: '/api/schedules/copy-week', body: { fromWeek: day(1), toWeek: day(421) }, expect: only(['admin']) },
  { method: 'patch', path: `/api/schedules/${NO_SUCH_ID}`, body: { startTime: '08:00' }, expect: only(['admin'], 404) },
  { method: 'delete', path: `/api/schedules/${NO_SUCH_ID}`, expect: only(['admin'], 404) },
  { method: 'delete', path: (ids) => `/api/schedules/${ids.doomedShift}`, expect: only(['admin'], 204) },
  { method: 'get', path: '/api/time-off-requests?status=pending', expect: only(['admin']) },
  { method: 'get', path: '/api/time-off-requests/pending-count', expect: only(['admin']) },
  // Everyone with a schedule reads a day: the admin's across everyone, the others their own.
  { method: 'get', path: `/api/schedules/day?date=${day(1)}&limit=1`, expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: `/api/schedules/day?date=${day(1)}&limit=1&offset=1`, expect: only(['admin', 'foreman', 'worker']) },
  // My Schedule: the session decides whose counts and week.
  { method: 'get', path: `/api/schedules/my/week?from=${day(0)}`, expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: `/api/schedules?from=${day(0)}&to=${day(6)}&limit=10&offset=0`, expect: only(['admin']) },
  { method: 'post', path: '/api/time-off-requests', body: { startDate: day(40), endDate: day(41) }, expect: only(['foreman', 'worker'], 201) },
  // The requester cannot decide their own request: deciding is the admin's.
  { method: 'patch', path: (ids) => `/api/time-off-requests/${ids.request}`, body: { status: 'approved' }, expect: only(['admin']) },
  { method: 'patch', path: `/api/time-off-requests/${NO_SUCH_ID}`, body: { status: 'approved' }, expect: only(['admin'], 404) },
  // Only the requester withdraws: another foreman or worker does not find it, the others may not withdraw at all.
  {
    method: 'post',
    path: (ids) => `/api/time-off-requests/${ids.withdrawable}/withdraw`,
    expect: { anonymous: 401, admin: 403, foreman: 404, worker: 200, client: 403 },
  },
  { method: 'post', path: `/api/time-off-requests/${NO_SUCH_ID}/withdraw`, expect: { anonymous: 401, admin: 403, foreman: 404, worker: 404, client: 403 } },
  { method: 'get', path: '/api/availability', expect: only(['foreman', 'worker']) },
  { method: 'post', path: '/api/availability', body: { dayOfWeek: 3, available: false, notes: 'Dentist' }, expect: only(['foreman', 'worker']) },
];

// The POST body needs ids that exist only after setup: fill them in then.
const postBody = ROWS[2].body as Record<string, unknown>;

describeAccessMatrix(ROWS, async ({ databaseUrl, people }) => {
  const [site] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Matrix Site', '1 Grid Rd') RETURNING id`);
  const shifts = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:00', '06:30', '09:00'), ($1, $2, $3, '12:00', '12:30', '17:30') RETURNING id`,
    [people.worker.user.id, site.id, day(1)],
  );
  const [request, withdrawable] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO time_off_requests (user_id, start_date, end_date) VALUES ($1, $2, $2), ($1, $3, $3) RETURNING id`,
    [people.worker.user.id, day(50), day(60)],
  );
  Object.assign(postBody, { workerId: people.worker.user.id, jobSiteId: site.id });
  return {
    workerId: people.worker.user.id,
    siteId: site.id,
    shift: shifts[0].id,
    doomedShift: shifts[1].id,
    request: request.id,
    withdrawable: withdrawable.id,
  };
});
