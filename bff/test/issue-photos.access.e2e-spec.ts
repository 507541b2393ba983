// Issue photos x every role. The matrix's worker reported the issue at a site the matrix's
// foreman leads: the three of them (and admins) add photos; clients have no issues. Seeing follows
// the issue: admins and foremen read every issue, a worker only their own report.
import { sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';
import { smallPng } from './support/test-photos';

interface Ids {
  issue: string;
  photo: string;
  othersIssue: string;
  othersPhoto: string;
}

let png: Buffer;
const photo = () => ({ field: 'photo', file: png, filename: 'site.png' });
const url = (issue: string, id: string) => `/api/issues/${issue}/photos/${id}`;
const field = only(['admin', 'foreman', 'worker']);

const ROWS: MatrixRow<Ids>[] = [
  {
    method: 'post',
    path: (ids) => `/api/issues/${ids.issue}/photos`,
    get attach() {
      return photo();
    },
    expect: only(['admin', 'foreman', 'worker'], 201),
  },
  // Reported by someone else at a site nobody here leads: admins add; the foreman sees it but answers for it not (403); the worker cannot see it (404).
  {
    method: 'post',
    path: (ids) => `/api/issues/${ids.othersIssue}/photos`,
    get attach() {
      return photo();
    },
    expect: { anonymous: 401, admin: 201, foreman: 403, worker: 404, client: 403 },
  },
  {
    method: 'post',
    path: `/api/issues/${NO_SUCH_ID}/photos`,
    get attach() {
      return photo();
    },
    expect: only(['admin', 'foreman', 'worker'], 404),
  },
  { method: 'get', path: (ids) => url(ids.issue, ids.photo), expect: field },
  { method: 'get', path: (ids) => `${url(ids.issue, ids.photo)}/thumbnail`, expect: field },
  { method: 'get', path: (ids) => url(ids.othersIssue, ids.othersPhoto), expect: { anonymous: 401, admin: 200, foreman: 200, worker: 404, client: 403 } },
  {
    method: 'get',
    path: (ids) => `${url(ids.othersIssue, ids.othersPhoto)}/thumbnail`,
    expect: { anonymous: 401, admin: 200, foreman: 200, worker: 404, client: 403 },
  },
  // A photo under another issue's address is no photo of that issue.
  { method: 'get', path: (ids) => url(ids.issue, ids.othersPhoto), expect: only(['admin', 'foreman', 'worker'], 404) },
  { method: 'get', path: (ids) => url(ids.issue, NO_SUCH_ID), expect: only(['admin', 'foreman', 'worker'], 404) },
  // Ids that are no UUIDs: 400 past the role check.
  { method: 'get', path: (ids) => url(ids.issue, 'not-a-photo'), expect: only(['admin', 'foreman', 'worker'], 400) },
  { method: 'get', path: '/api/issues/1%27%20OR%201=1/photos/x/thumbnail', expect: only(['admin', 'foreman', 'worker'], 400) },
  {
    method: 'post',
    path: '/api/issues/not-an-issue/photos',
    get attach() {
      return photo();
    },
    expect: only(['admin', 'foreman', 'worker'], 400),
  },
];

describeAccessMatrix(ROWS, async ({ databaseUrl, people }) => {
  png = await smallPng(64, 48);
  const [site] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO job_sites (name, address, foreman_id) VALUES ('Matrix', '1 Matrix Way', $1) RETURNING id`,
    [people.foreman.user.id],
  );
  const [issue] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO issues (title, description, reported_by_id, job_site_id) VALUES ('Mine', 'x', $1, $2) RETURNING id`,
    [people.worker.user.id, site.id],
  );
  const [othersIssue] = await sql<{ id: string }>(databaseUrl, `INSERT INTO issues (title, description) VALUES ('Theirs', 'x') RETURNING id`);
  const photoOf = async (issueId: string) => {
    const response = await people.admin.agent.post(`/api/issues/${issueId}/photos`).attach('photo', png, 'site.png');
    if (response.status !== 201) throw new Error(`photo upload failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.id as string;
  };
  return { issue: issue.id, photo: await photoOf(issue.id), othersIssue: othersIssue.id, othersPhoto: await photoOf(othersIssue.id) };
});
