// The field endpoints x every role: job sites, inventory, issues, breaks.
import { INVENTORY_ITEMS } from '../src/inventory/inventory-items';
import { registerAs, sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  site: string;
  client: string;
  issue: string;
  othersBreak: string;
}

const items = Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, true]));
const crew = only(['foreman', 'worker']);

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/job-sites/my', expect: crew },
  { method: 'get', path: '/api/job-sites/my/crew', expect: only(['foreman']) },
  { method: 'get', path: '/api/job-sites/clock-sites', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/job-sites?page=2&limit=5&search=matrix', expect: only(['admin']) },
  { method: 'get', path: '/api/job-sites/count?search=matrix', expect: only(['admin']) },
  { method: 'get', path: '/api/job-sites/options?search=matrix&limit=5', expect: only(['admin']) },
  { method: 'get', path: '/api/job-sites/geocoder', expect: only(['admin']) },
  // GEOCODER_URL is unset here: 503 past the role check (the lookup itself: job-sites.geocoder.e2e-spec.ts).
  { method: 'get', path: '/api/job-sites/geocode?address=1%20Main%20St', expect: only(['admin'], 503) },
  // No site for the freshly registered crew: 404 "No Active Job Site" past the role check.
  { method: 'post', path: '/api/job-sites/start', expect: only(['foreman', 'worker'], 404) },
  // Nothing started: 409 "The job has not been started today" past the role check.
  { method: 'post', path: '/api/job-sites/end', expect: only(['foreman', 'worker'], 409) },
  { method: 'post', path: '/api/job-sites', body: { name: 'Matrix Site', address: '1 Matrix Way' }, expect: only(['admin'], 201) },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}`, body: { progressPercentage: 10 }, expect: only(['admin']) },
  { method: 'patch', path: `/api/job-sites/${NO_SUCH_ID}`, body: { progressPercentage: 10 }, expect: only(['admin'], 404) },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}/assign-client`, body: {}, expect: only(['admin'], 400) },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}/assign-client`, body: { clientId: NO_SUCH_ID }, expect: only(['admin'], 400) },
  { method: 'patch', path: `/api/job-sites/${NO_SUCH_ID}/assign-client`, body: { clientId: NO_SUCH_ID }, expect: only(['admin'], 404) },
  { method: 'patch', path: (ids) => `/api/job-sites/${ids.site}/cost`, body: { totalCost: '100.00', paidAmount: '10.00' }, expect: only(['admin']) },
  { method: 'patch', path: `/api/job-sites/${NO_SUCH_ID}/cost`, body: { totalCost: '100.00', paidAmount: '10.00' }, expect: only(['admin'], 404) },
  // A site's costs (labor rates and overtime among them): admins only.
  { method: 'get', path: (ids) => `/api/job-sites/${ids.site}/costs`, expect: only(['admin']) },
  { method: 'get', path: `/api/job-sites/${NO_SUCH_ID}/costs`, expect: only(['admin'], 404) },
  { method: 'get', path: (ids) => `/api/job-sites/${ids.site}/costs.csv`, expect: only(['admin']) },
  { method: 'get', path: `/api/job-sites/${NO_SUCH_ID}/costs.csv`, expect: only(['admin'], 404) },
  { method: 'get', path: '/api/inventory/today', expect: crew },
  { method: 'post', path: '/api/inventory', body: { items }, expect: only(['foreman', 'worker'], 201) },
  { method: 'post', path: '/api/inventory', body: { items }, expect: only(['foreman', 'worker'], 409) },
  { method: 'get', path: '/api/issues/open-count', expect: only(['admin', 'foreman']) },
  { method: 'get', path: '/api/issues?page=2&limit=5&status=open', expect: only(['admin', 'foreman']) },
  { method: 'get', path: '/api/issues/count?status=resolved', expect: only(['admin', 'foreman']) },
  { method: 'post', path: '/api/issues', body: { title: 'Matrix', description: 'Row' }, expect: only(['admin', 'foreman', 'worker'], 201) },
  {
    method: 'patch',
    path: (ids) => `/api/issues/${ids.issue}`,
    body: { status: 'in_progress' },
    expect: { anonymous: 401, admin: 200, foreman: 409, worker: 403, client: 403 },
  },
  { method: 'patch', path: `/api/issues/${NO_SUCH_ID}`, body: { status: 'resolved' }, expect: only(['admin', 'foreman'], 404) },
  { method: 'get', path: '/api/breaks/today', expect: crew },
  { method: 'post', path: '/api/breaks', body: { breakType: 'break' }, expect: only(['foreman', 'worker'], 201) },
  // Another user's break: not found for everyone allowed to end breaks.
  { method: 'patch', path: (ids) => `/api/breaks/${ids.othersBreak}/end`, expect: only(['foreman', 'worker'], 404) },
  { method: 'patch', path: `/api/breaks/${NO_SUCH_ID}/end`, expect: only(['foreman', 'worker'], 404) },
];

describeAccessMatrix(ROWS, async ({ databaseUrl, target, people }) => {
  const other = await registerAs(target, 'worker');
  const [site] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Seeded', '2 Matrix Way') RETURNING id`);
  // An issue reported by the matrix's foreman at a site they do not lead: the admin may move it,
  // the foreman (its reporter) too — after the admin moved it first, theirs is the 409 "already".
  const [issue] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO issues (title, description, reported_by_id) VALUES ('Seeded', 'Issue', $1) RETURNING id`,
    [people.foreman.user.id],
  );
  const [othersBreak] = await sql<{ id: string }>(databaseUrl, `INSERT INTO breaks (user_id, date) VALUES ($1, current_date) RETURNING id`, [other.user.id]);
  return { site: site.id, client: people.client.user.id, issue: issue.id, othersBreak: othersBreak.id };
});
