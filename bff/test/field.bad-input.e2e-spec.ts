// The field's POST/PATCH endpoints under malformed bodies: a 4xx with a message, never a 500,
// nothing changed in job sites, job starts, inventory checks, issues, breaks or time entries.
import { registerAs, sql } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';
import { BadInputEndpoint, describeBadInput } from './support/bad-input';

/** A site with a fixed id, so the costs GETs can join the query sweep (they read no query). */
const COSTED_SITE = '00000000-0000-4000-8000-00000000c057';

interface Ids {
  site: string;
  issue: string;
  activeBreak: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  {
    method: 'post',
    path: () => '/api/job-sites',
    as: 'admin',
    fields: ['name', 'address', 'foremanId', 'status', 'latitude', 'longitude', 'geofenceRadiusMeters'],
  },
  // progressPercentage and estimatedCompletionDate are left out: 42 and null are valid values for them
  // (their refusals are checked in field.e2e-spec.ts).
  {
    method: 'patch',
    path: (ids) => `/api/job-sites/${ids.site}`,
    as: 'admin',
    fields: ['name', 'address', 'status', 'latitude', 'longitude', 'geofenceRadiusMeters'],
  },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}/assign-client`, as: 'admin', fields: ['clientId'] },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}/cost`, as: 'admin', fields: ['totalCost', 'paidAmount'] },
  // Start Job reads where the caller is (it clocks them in); the worker has no inventory check, so
  // a well-formed body is a 404 or 409 too, and no job starts nor entry opens.
  { method: 'post', path: () => '/api/job-sites/start', as: 'worker', fields: ['latitude', 'longitude', 'accuracy'] },
  // End Job reads where the caller is (it clocks them out); nothing is in progress for the worker: a 409 at best.
  { method: 'post', path: () => '/api/job-sites/end', as: 'worker', fields: ['latitude', 'longitude', 'accuracy'] },
  { method: 'post', path: () => '/api/inventory', as: 'worker', fields: ['date', 'items', 'shortages', 'completed'] },
  { method: 'post', path: () => '/api/issues', as: 'worker', fields: ['title', 'description', 'severity'] },
  { method: 'patch', path: (ids) => `/api/issues/${ids.issue}`, as: 'admin', fields: ['status'] },
  // The worker already has an active break, so a well-formed start would be a 409 too.
  { method: 'post', path: () => '/api/breaks', as: 'worker', fields: ['breakType', 'occurredAt'] },
  // Another person's break: a 404 even when the body is right; garbage in occurredAt is a 400 first.
  { method: 'patch', path: (ids) => `/api/breaks/${ids.activeBreak}/end`, as: 'foreman', fields: ['occurredAt'] },
];

describeBadInput(ENDPOINTS, {
  queries: [
    { path: '/api/issues/open-count', as: 'foreman', noQuery: true },
    { path: '/api/issues?page=1&limit=20&status=open', as: 'foreman', optional: ['page', 'limit', 'status'] },
    { path: '/api/issues/count?status=open', as: 'admin', optional: ['status'] },
    // search takes any text (its refusals are in field.lists.e2e-spec.ts): only the numbers and ids get garbage here.
    { path: '/api/job-sites?page=1&limit=20&search=yard', as: 'admin', optional: ['page', 'limit'] },
    { path: '/api/job-sites/count?search=yard', as: 'admin' },
    { path: '/api/job-sites/geocoder', as: 'admin', noQuery: true },
    { path: '/api/job-sites/my/crew', as: 'foreman', noQuery: true },
    { path: '/api/job-sites/clock-sites', as: 'worker', noQuery: true },
    { path: `/api/job-sites/options?search=yard&limit=20&clientId=${NO_SUCH_ID}&status=active`, as: 'admin', optional: ['limit', 'clientId', 'status'] },
    { path: `/api/job-sites/${COSTED_SITE}/costs`, as: 'admin', noQuery: true },
    { path: `/api/job-sites/${COSTED_SITE}/costs.csv`, as: 'admin', noQuery: true },
  ],
  setup: async ({ databaseUrl, target, people }) => {
    const bystander = await registerAs(target, 'worker');
    const [site] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Bad Input Site', '1 Bad Way') RETURNING id`);
    await sql(databaseUrl, `INSERT INTO job_sites (id, name, address) VALUES ($1, 'Costed Site', '2 Bad Way')`, [COSTED_SITE]);
    const [issue] = await sql<{ id: string }>(databaseUrl, `INSERT INTO issues (title, description) VALUES ('Seeded', 'Issue') RETURNING id`);
    // The foreman ends someone else's break: always 404, never a change.
    const [activeBreak] = await sql<{ id: string }>(databaseUrl, `INSERT INTO breaks (user_id, date) VALUES ($1, current_date) RETURNING id`, [
      bystander.user.id,
    ]);
    await sql(databaseUrl, `INSERT INTO breaks (user_id, date) VALUES ($1, current_date)`, [people.worker.user.id]);
    return { site: site.id, issue: issue.id, activeBreak: activeBreak.id };
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(to_jsonb(j) ORDER BY id) FROM job_sites j) AS sites,
              (SELECT json_agg(json_build_object('id', id, 'ended', ended_at) ORDER BY id) FROM job_starts) AS starts,
              (SELECT count(*) FROM daily_inventory_checks) AS checks,
              (SELECT json_agg(json_build_object('id', id, 'status', status) ORDER BY id) FROM issues) AS issues,
              (SELECT json_agg(json_build_object('id', id, 'end', end_time) ORDER BY id) FROM breaks) AS breaks,
              (SELECT json_agg(to_jsonb(t) ORDER BY id) FROM time_entries t) AS entries`,
    ),
});
