// Timesheets, corrections and pay rates x every role. Everyone but clients reads their own week;
// everything else is an admin's. Rows run in order: an admin approves a week (200) then again
// (409), unlocks it (200) then again (409); adds an entry (201) then the same again (409, overlap).
import { sql } from './helpers';
import { describeAccessMatrix, MatrixRow, NO_SUCH_ID, only } from './support/access-matrix';

interface Ids {
  worker: string;
  entry: string;
}

const WEEK = '2026-03-04';
const adminOnly = (status = 200) => only(['admin'], status);
const ADDED = { clockIn: '2026-03-05T07:00:00Z', clockOut: '2026-03-05T08:00:00Z', reason: 'Paper timesheet' };

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: `/api/timesheets/my?week=${WEEK}`, expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: '/api/timesheets/my', expect: only(['admin', 'foreman', 'worker']) },
  { method: 'get', path: `/api/timesheets?week=${WEEK}&search=a&limit=5&offset=0`, expect: adminOnly() },
  { method: 'get', path: `/api/timesheets?needsReview=true`, expect: adminOnly() },
  { method: 'get', path: (ids) => `/api/timesheets/${ids.worker}?week=${WEEK}`, expect: adminOnly() },
  { method: 'get', path: `/api/timesheets/${NO_SUCH_ID}`, expect: adminOnly(404) },
  { method: 'get', path: `/api/timesheets/export.csv?week=${WEEK}`, expect: adminOnly() },
  { method: 'get', path: (ids) => `/api/time-entries/${ids.entry}/history`, expect: adminOnly() },
  { method: 'get', path: `/api/time-entries/${NO_SUCH_ID}/history`, expect: adminOnly(404) },
  { method: 'patch', path: (ids) => `/api/time-entries/${ids.entry}`, body: { clockOut: '2026-03-04T16:00:00Z', reason: 'Left at 4' }, expect: adminOnly() },
  { method: 'patch', path: `/api/time-entries/${NO_SUCH_ID}`, body: { clockOut: '2026-03-04T16:00:00Z', reason: 'x' }, expect: adminOnly(404) },
  { method: 'post', path: '/api/time-entries', body: { userId: '22222222-2222-4222-8222-222222222222', ...ADDED }, expect: adminOnly(201) },
  { method: 'post', path: '/api/time-entries', body: { userId: '22222222-2222-4222-8222-222222222222', ...ADDED }, expect: adminOnly(409) },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/approve`, body: { week: WEEK }, expect: adminOnly() },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/approve`, body: { week: WEEK }, expect: adminOnly(409) },
  { method: 'post', path: `/api/timesheets/${NO_SUCH_ID}/approve`, body: { week: WEEK }, expect: adminOnly(404) },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/unlock`, body: { week: WEEK, reason: 'Reopen' }, expect: adminOnly() },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/unlock`, body: { week: WEEK, reason: 'Reopen' }, expect: adminOnly(409) },
  { method: 'patch', path: (ids) => `/api/users/${ids.worker}/pay-rate`, body: { hourlyRate: '21.75' }, expect: adminOnly() },
  { method: 'patch', path: `/api/users/${NO_SUCH_ID}/pay-rate`, body: { hourlyRate: '21.75' }, expect: adminOnly(404) },
];

describeAccessMatrix(ROWS, async ({ databaseUrl }) => {
  // The worker is seeded with a known id: the matrix's bodies are static.
  const [worker] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO users (id, first_name, last_name, email, phone_number, role, password_hash)
     VALUES ('22222222-2222-4222-8222-222222222222', 'Time', 'Sheet', 'timesheet.matrix@example.com', '(312) 555-0100', 'worker', 'x') RETURNING id`,
  );
  const [entry] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO time_entries (user_id, clock_in, clock_out, source) VALUES ($1, '2026-03-04T07:00:00Z', '2026-03-04T15:00:00Z', 'self') RETURNING id`,
    [worker.id],
  );
  return { worker: worker.id, entry: entry.id };
});
