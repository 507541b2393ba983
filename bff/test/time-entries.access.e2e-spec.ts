// The time clock's endpoints x every role. Rows run in order: each caller clocks themselves in
// (201), again (409), out (200), out again (409); then punches for a bystander worker, which
// only an admin may do (they are scheduled at none of the matrix foreman's sites).
import { sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

/** The bystander's id is in the bodies, which the matrix keeps static: seeded with a known id. */
const BYSTANDER = '11111111-1111-4111-8111-111111111111';
const clockers = only.bind(null, ['admin', 'foreman', 'worker']);
const adminOnly = (status: number) => only(['admin'], status);

const ROWS: MatrixRow<Record<string, never>>[] = [
  { method: 'get', path: '/api/time-entries/current', expect: clockers(200) },
  { method: 'post', path: '/api/time-entries/clock-in', body: {}, expect: clockers(201) },
  { method: 'post', path: '/api/time-entries/clock-in', body: {}, expect: clockers(409) },
  { method: 'get', path: '/api/time-entries/current', expect: clockers(200) },
  { method: 'post', path: '/api/time-entries/clock-out', body: {}, expect: clockers(200) },
  { method: 'post', path: '/api/time-entries/clock-out', body: {}, expect: clockers(409) },
  { method: 'post', path: '/api/time-entries/clock-in', body: { jobSiteId: NO_SUCH_ID }, expect: clockers(400) },
  { method: 'post', path: '/api/time-entries/clock-in', body: { userId: BYSTANDER }, expect: adminOnly(201) },
  { method: 'post', path: '/api/time-entries/clock-out', body: { userId: BYSTANDER }, expect: adminOnly(200) },
  { method: 'post', path: '/api/time-entries/clock-out', body: { userId: BYSTANDER }, expect: adminOnly(409) },
];

describeAccessMatrix(ROWS, async ({ databaseUrl }) => {
  await sql(
    databaseUrl,
    `INSERT INTO users (id, first_name, last_name, email, phone_number, role, password_hash)
     VALUES ($1, 'By', 'Stander', 'bystander.clock@example.com', '(312) 555-0100', 'worker', 'x')`,
    [BYSTANDER],
  );
  return {};
});
