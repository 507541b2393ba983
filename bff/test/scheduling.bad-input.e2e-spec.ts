// Scheduling's POST/PATCH endpoints under malformed bodies: a 4xx with a message, nothing changed;
// the dashboard's GETs under malformed query strings: a 400 with a message (or, reading none, a 200).
import { sql } from './helpers';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  shift: string;
  request: string;
  withdrawable: string;
  openShift: string;
  claim: string;
  swapShift: string;
  swap: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  {
    method: 'post',
    path: () => '/api/schedules',
    as: 'admin',
    fields: ['workerId', 'jobSiteId', 'date', 'meetTime', 'startTime', 'endTime', 'draft', 'repeatWeeklyUntil', 'createdById'],
  },
  { method: 'patch', path: (ids) => `/api/schedules/${ids.shift}`, as: 'admin', fields: ['workerId', 'jobSiteId', 'date', 'meetTime', 'startTime', 'endTime'] },
  { method: 'post', path: () => '/api/schedules/publish', as: 'admin', fields: ['from', 'to'] },
  { method: 'post', path: () => '/api/schedules/copy-week', as: 'admin', fields: ['fromWeek', 'toWeek'] },
  { method: 'post', path: () => '/api/time-off-requests', as: 'worker', fields: ['startDate', 'endDate', 'reason'] },
  { method: 'patch', path: (ids) => `/api/time-off-requests/${ids.request}`, as: 'admin', fields: ['status', 'reason'] },
  { method: 'post', path: (ids) => `/api/time-off-requests/${ids.withdrawable}/withdraw`, as: 'worker', fields: [], noBody: true },
  { method: 'post', path: () => '/api/availability', as: 'worker', fields: ['dayOfWeek', 'available', 'notes'] },
  { method: 'post', path: () => '/api/schedules/open', as: 'admin', fields: ['jobSiteId', 'date', 'meetTime', 'startTime', 'endTime'] },
  { method: 'post', path: (ids) => `/api/schedules/${ids.openShift}/claim`, as: 'worker', fields: [], noBody: true },
  { method: 'post', path: (ids) => `/api/schedules/${ids.openShift}/claims/${ids.claim}/reject`, as: 'admin', fields: [], noBody: true },
  { method: 'post', path: (ids) => `/api/schedules/${ids.openShift}/claims/${ids.claim}/approve`, as: 'admin', fields: [], noBody: true },
  { method: 'post', path: (ids) => `/api/schedules/${ids.swapShift}/swap-requests`, as: 'worker', fields: ['toUserId'] },
  ...(['accept', 'decline'] as const).map((step) => ({
    method: 'post' as const,
    path: (ids: Ids) => `/api/swap-requests/${ids.swap}/${step}`,
    as: 'foreman' as const,
    fields: [],
    noBody: true,
  })),
  { method: 'post', path: (ids) => `/api/swap-requests/${ids.swap}/cancel`, as: 'worker', fields: [], noBody: true },
  ...(['approve', 'reject'] as const).map((step) => ({
    method: 'post' as const,
    path: (ids: Ids) => `/api/swap-requests/${ids.swap}/${step}`,
    as: 'admin' as const,
    fields: [],
    noBody: true,
  })),
];

const QUERIES: BadQueryEndpoint[] = [
  { path: '/api/schedules/day?date=2026-03-02&limit=5&offset=5', as: 'admin', required: ['date'], optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
  { path: '/api/schedules/day?date=2026-03-02', as: 'worker', required: ['date'], optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
  { path: '/api/schedules/my/week?from=2026-03-02', as: 'worker', required: ['from'] },
  {
    path: '/api/schedules?from=2026-03-02&to=2026-03-08&limit=50&offset=50',
    as: 'admin',
    optional: ['from', 'to', 'limit', 'offset'],
    accepts: { offset: ['0'] },
  },
  { path: '/api/schedules/my?from=2026-03-02&limit=50&offset=0', as: 'foreman', optional: ['from', 'to', 'limit', 'offset'], accepts: { offset: ['0'] } },
  { path: '/api/time-off-requests/pending-count', as: 'admin', noQuery: true },
  { path: '/api/schedules/open?limit=5&offset=5', as: 'worker', optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
  { path: '/api/schedules/open/posted?limit=5&offset=5', as: 'admin', optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
  // search takes any text up to 100 characters: only the limit gets garbage here.
  { path: '/api/swap-requests/coworkers?search=a&limit=5', as: 'worker', optional: ['limit'] },
  { path: '/api/swap-requests?limit=5&offset=5', as: 'admin', optional: ['limit', 'offset'], accepts: { offset: ['0'] } },
  { path: '/api/swap-requests/my', as: 'foreman', noQuery: true },
  {
    path: '/api/schedules/grid?week=2026-03-04&search=a&jobSiteId=6f1c2a3e-0b7d-4c1e-9a2f-3d4e5f6a7b8c&limit=50&offset=0',
    as: 'admin',
    required: ['week'],
    optional: ['search', 'jobSiteId', 'limit', 'offset'],
    accepts: { search: ['', 'abc', '-1', '0', '1.5', '99999999999999999999', "1' OR '1'='1", '%00'], offset: ['0'] },
  },
];

describeBadInput(ENDPOINTS, {
  queries: QUERIES,
  setup: async ({ databaseUrl, people }) => {
    const [site] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Bad Input Site', '1 Noise Rd') RETURNING id`);
    const [shift] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time) VALUES ($1, $2, CURRENT_DATE + 1, '06:00', '06:30', '14:30') RETURNING id`,
      [people.worker.user.id, site.id],
    );
    const [request, withdrawable] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO time_off_requests (user_id, start_date, end_date) VALUES ($1, CURRENT_DATE + 20, CURRENT_DATE + 21), ($1, CURRENT_DATE + 30, CURRENT_DATE + 30) RETURNING id`,
      [people.worker.user.id],
    );
    const [openShift] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO open_shifts (job_site_id, date, meet_time, start_time, end_time) VALUES ($1, CURRENT_DATE + 2, '06:00', '06:30', '14:30') RETURNING id`,
      [site.id],
    );
    const [claim] = await sql<{ id: string }>(databaseUrl, `INSERT INTO open_shift_claims (open_shift_id, user_id) VALUES ($1, $2) RETURNING id`, [
      openShift.id,
      people.foreman.user.id,
    ]);
    const [swapShift, offeredShift] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time)
       VALUES ($1, $2, CURRENT_DATE + 3, '06:00', '06:30', '14:30'), ($1, $2, CURRENT_DATE + 4, '06:00', '06:30', '14:30') RETURNING id`,
      [people.worker.user.id, site.id],
    );
    const [swap] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO swap_requests (schedule_id, from_user_id, to_user_id) VALUES ($1, $2, $3) RETURNING id`,
      [offeredShift.id, people.worker.user.id, people.foreman.user.id],
    );
    return {
      shift: shift.id,
      request: request.id,
      withdrawable: withdrawable.id,
      openShift: openShift.id,
      claim: claim.id,
      swapShift: swapShift.id,
      swap: swap.id,
    };
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(s ORDER BY s.id) FROM schedules s) AS schedules,
              (SELECT json_agg(r ORDER BY r.id) FROM time_off_requests r) AS requests,
              (SELECT json_agg(a ORDER BY a.id) FROM availability a) AS availability,
              (SELECT json_agg(o ORDER BY o.id) FROM open_shifts o) AS open_shifts,
              (SELECT json_agg(c ORDER BY c.id) FROM open_shift_claims c) AS claims,
              (SELECT json_agg(w ORDER BY w.id) FROM swap_requests w) AS swaps,
              (SELECT count(*) FROM notifications) AS notifications`,
    ),
});
