// Timesheets, corrections and pay rates under malformed bodies and query strings: a 4xx with a
// message, never a 500, nothing changed (entries, their trail, approvals, rates, notifications).
import { sql } from './helpers';
import { BadInputEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  worker: string;
  entry: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  {
    method: 'patch',
    path: (ids) => `/api/time-entries/${ids.entry}`,
    as: 'admin',
    fields: ['clockIn', 'clockOut', 'jobSiteId', 'reason'],
    accepts: { jobSiteId: [null] },
  },
  { method: 'post', path: () => '/api/time-entries', as: 'admin', fields: ['userId', 'jobSiteId', 'clockIn', 'clockOut', 'reason'] },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/approve`, as: 'admin', fields: ['week'] },
  { method: 'post', path: (ids) => `/api/timesheets/${ids.worker}/unlock`, as: 'admin', fields: ['week', 'reason'] },
  { method: 'patch', path: (ids) => `/api/users/${ids.worker}/pay-rate`, as: 'admin', fields: ['hourlyRate'], accepts: { hourlyRate: [null, 42] } },
];

describeBadInput(ENDPOINTS, {
  queries: [
    { path: '/api/timesheets/my?week=2026-03-04', as: 'worker', optional: ['week'] },
    {
      path: '/api/timesheets?week=2026-03-04&search=a&limit=5&offset=0&needsReview=true',
      as: 'admin',
      optional: ['week', 'search', 'limit', 'offset', 'needsReview'],
      accepts: { search: ['', 'abc', '-1', '0', '1.5', '99999999999999999999', "1' OR '1'='1", '%00'], offset: ['0'], limit: [] },
    },
    { path: '/api/timesheets/export.csv?week=2026-03-04', as: 'admin', optional: ['week'] },
  ],
  setup: async ({ databaseUrl, people }) => {
    const [entry] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO time_entries (user_id, clock_in, clock_out, source) VALUES ($1, '2026-03-04T07:00:00Z', '2026-03-04T15:00:00Z', 'self') RETURNING id`,
      [people.worker.user.id],
    );
    return { worker: people.worker.user.id, entry: entry.id };
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(to_jsonb(t) ORDER BY id) FROM time_entries t) AS entries,
              (SELECT count(*) FROM time_entry_changes) AS changes,
              (SELECT count(*) FROM timesheet_approvals) AS approvals,
              (SELECT count(*) FROM timesheet_week_changes) AS week_changes,
              (SELECT json_agg(hourly_rate ORDER BY id) FROM users) AS rates,
              (SELECT count(*) FROM notifications) AS notifications`,
    ),
});
