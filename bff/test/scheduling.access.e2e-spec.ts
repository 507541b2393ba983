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
  seriesShift: string;
  request: string;
  withdrawable: string;
  openShift: string;
  /** An open shift the worker has a pending claim of. */
  claimedShift: string;
  rejectable: { shift: string; claim: string };
  approvable: { shift: string; claim: string };
  doomedOpenShift: string;
  /** The worker's shift to offer, and swap requests from the worker to the foreman in each state a row needs. */
  swapShift: string;
  offered: { accept: string; decline: string; cancel: string };
  accepted: { approve: string; reject: string };
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
  // A weekly series: its own people's days far off (the first admin's request makes it; the rest are refused before).
  {
    method: 'post',
    path: '/api/schedules',
    body: { workerId: '__worker__', jobSiteId: '__site__', date: day(300), meetTime: '06:00', startTime: '06:30', repeatWeeklyUntil: day(314) },
    expect: only(['admin'], 201),
  },
  { method: 'delete', path: (ids) => `/api/schedules/${ids.seriesShift}/onward`, expect: only(['admin']) },
  { method: 'delete', path: `/api/schedules/${NO_SUCH_ID}/onward`, expect: only(['admin'], 404) },
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
  // Open shifts: admins post, list and decide; workers and foremen see theirs and claim.
  {
    method: 'post',
    path: '/api/schedules/open',
    body: { jobSiteId: '__site__', date: day(3), meetTime: '06:00', startTime: '06:30' },
    expect: only(['admin'], 201),
  },
  { method: 'get', path: '/api/schedules/open', expect: only(['foreman', 'worker']) },
  { method: 'get', path: '/api/schedules/open?limit=5&offset=0', expect: only(['foreman', 'worker']) },
  { method: 'get', path: '/api/schedules/open/posted', expect: only(['admin']) },
  { method: 'post', path: (ids) => `/api/schedules/${ids.openShift}/claim`, expect: only(['foreman', 'worker'], 201) },
  { method: 'post', path: `/api/schedules/${NO_SUCH_ID}/claim`, expect: only(['foreman', 'worker'], 404) },
  // Only the claimant withdraws their claim: another foreman does not find it.
  {
    method: 'delete',
    path: (ids) => `/api/schedules/${ids.claimedShift}/claim`,
    expect: { anonymous: 401, admin: 403, foreman: 404, worker: 204, client: 403 },
  },
  { method: 'post', path: (ids) => `/api/schedules/${ids.rejectable.shift}/claims/${ids.rejectable.claim}/reject`, expect: only(['admin']) },
  { method: 'post', path: (ids) => `/api/schedules/${ids.approvable.shift}/claims/${ids.approvable.claim}/approve`, expect: only(['admin']) },
  { method: 'post', path: `/api/schedules/${NO_SUCH_ID}/claims/${NO_SUCH_ID}/approve`, expect: only(['admin'], 404) },
  { method: 'post', path: `/api/schedules/${NO_SUCH_ID}/claims/${NO_SUCH_ID}/reject`, expect: only(['admin'], 404) },
  { method: 'delete', path: (ids) => `/api/schedules/open/${ids.doomedOpenShift}`, expect: only(['admin'], 204) },
  { method: 'delete', path: `/api/schedules/open/${NO_SUCH_ID}`, expect: only(['admin'], 404) },
  // Swaps: only a shift's own worker offers it (a foreman does not find the worker's shift); only
  // the coworker answers, only the offerer cancels (anyone else: 404); admins decide.
  {
    method: 'post',
    path: (ids) => `/api/schedules/${ids.swapShift}/swap-requests`,
    body: { toUserId: '__foreman__' },
    expect: { anonymous: 401, admin: 403, foreman: 404, worker: 201, client: 403 },
  },
  { method: 'get', path: '/api/swap-requests/coworkers?search=a&limit=5', expect: only(['foreman', 'worker']) },
  { method: 'get', path: '/api/swap-requests/my', expect: only(['foreman', 'worker']) },
  { method: 'get', path: '/api/swap-requests?limit=5&offset=0', expect: only(['admin']) },
  {
    method: 'post',
    path: (ids) => `/api/swap-requests/${ids.offered.accept}/accept`,
    expect: { anonymous: 401, admin: 403, foreman: 200, worker: 404, client: 403 },
  },
  {
    method: 'post',
    path: (ids) => `/api/swap-requests/${ids.offered.decline}/decline`,
    expect: { anonymous: 401, admin: 403, foreman: 200, worker: 404, client: 403 },
  },
  {
    method: 'post',
    path: (ids) => `/api/swap-requests/${ids.offered.cancel}/cancel`,
    expect: { anonymous: 401, admin: 403, foreman: 404, worker: 200, client: 403 },
  },
  { method: 'post', path: `/api/swap-requests/${NO_SUCH_ID}/accept`, expect: only(['foreman', 'worker'], 404) },
  { method: 'post', path: (ids) => `/api/swap-requests/${ids.accepted.approve}/approve`, expect: only(['admin']) },
  { method: 'post', path: (ids) => `/api/swap-requests/${ids.accepted.reject}/reject`, expect: only(['admin']) },
  { method: 'post', path: `/api/swap-requests/${NO_SUCH_ID}/approve`, expect: only(['admin'], 404) },
  { method: 'post', path: '/api/availability', body: { dayOfWeek: 3, available: false, notes: 'Dentist' }, expect: only(['foreman', 'worker']) },
];

// The POST bodies need ids that exist only after setup: fill them in then.
const postBodies = [ROWS[2].body, ROWS[4].body] as Array<Record<string, unknown>>;
const openShiftBody = ROWS.find((row) => row.path === '/api/schedules/open' && row.method === 'post')!.body as Record<string, unknown>;
const swapBody = ROWS.find((row) => (row.body as { toUserId?: string } | undefined)?.toUserId === '__foreman__')!.body as Record<string, unknown>;

describeAccessMatrix(ROWS, async ({ databaseUrl, people }) => {
  const [site] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Matrix Site', '1 Grid Rd') RETURNING id`);
  const shifts = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, $3, '06:00', '06:30', '09:00'), ($1, $2, $3, '12:00', '12:30', '17:30'), ($1, $2, $3, '18:00', '18:30', '20:00') RETURNING id`,
    [people.worker.user.id, site.id, day(1)],
  );
  const [request, withdrawable] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO time_off_requests (user_id, start_date, end_date) VALUES ($1, $2, $2), ($1, $3, $3) RETURNING id`,
    [people.worker.user.id, day(50), day(60)],
  );
  for (const body of postBodies) Object.assign(body, { workerId: people.worker.user.id, jobSiteId: site.id });
  Object.assign(openShiftBody, { jobSiteId: site.id });
  const openShifts = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO open_shifts (job_site_id, date, meet_time, start_time, end_time)
     SELECT $1, CURRENT_DATE + d, '07:00', '07:00', '08:00' FROM generate_series(4, 8) AS d ORDER BY d RETURNING id`,
    [site.id],
  );
  // The worker's shifts to offer (10:00 to 11:00: clear of the open shifts the worker is given above).
  const swapShifts = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time)
     SELECT $1, $2, CURRENT_DATE + d, '10:00', '10:00', '11:00' FROM generate_series(10, 15) AS d ORDER BY d RETURNING id`,
    [people.worker.user.id, site.id],
  );
  const swaps = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO swap_requests (schedule_id, from_user_id, to_user_id, status)
     SELECT s.id, $2, $3, CASE WHEN s.n > 4 THEN 'accepted' ELSE 'offered' END
       FROM unnest($1::uuid[]) WITH ORDINALITY AS s (id, n) WHERE s.n > 1 ORDER BY s.n RETURNING id`,
    [swapShifts.map((shift) => shift.id), people.worker.user.id, people.foreman.user.id],
  );
  Object.assign(swapBody, { toUserId: people.foreman.user.id });
  const [, rejectable, approvable] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO open_shift_claims (open_shift_id, user_id) VALUES ($1, $4), ($2, $5), ($3, $4) RETURNING id`,
    [openShifts[1].id, openShifts[2].id, openShifts[3].id, people.worker.user.id, people.foreman.user.id],
  );
  return {
    openShift: openShifts[0].id,
    claimedShift: openShifts[1].id,
    rejectable: { shift: openShifts[2].id, claim: rejectable.id },
    approvable: { shift: openShifts[3].id, claim: approvable.id },
    doomedOpenShift: openShifts[4].id,
    swapShift: swapShifts[0].id,
    offered: { accept: swaps[0].id, decline: swaps[1].id, cancel: swaps[2].id },
    accepted: { approve: swaps[3].id, reject: swaps[4].id },
    workerId: people.worker.user.id,
    siteId: site.id,
    shift: shifts[0].id,
    doomedShift: shifts[1].id,
    seriesShift: shifts[2].id,
    request: request.id,
    withdrawable: withdrawable.id,
  };
});
