// The time clock's POSTs under malformed bodies: a 4xx with a message, never a 500, no entry
// or break changed. The worker is clocked in and the foreman is not, so even a well-formed punch
// is a 409 here (clock-in for the worker, clock-out for the foreman).
import { sql } from './helpers';
import { BadInputEndpoint, describeBadInput } from './support/bad-input';

const PUNCH_FIELDS = ['userId', 'latitude', 'longitude', 'accuracy', 'occurredAt'];

const ENDPOINTS: BadInputEndpoint<Record<string, never>>[] = [
  // accuracy 42 is a valid accuracy: still the 409 of a second clock-in.
  { method: 'post', path: () => '/api/time-entries/clock-in', as: 'worker', fields: ['jobSiteId', ...PUNCH_FIELDS] },
  { method: 'post', path: () => '/api/time-entries/clock-out', as: 'foreman', fields: PUNCH_FIELDS },
];

describeBadInput(ENDPOINTS, {
  queries: [{ path: '/api/time-entries/current', as: 'worker', noQuery: true }],
  setup: async ({ people }) => {
    await people.worker.agent.post('/api/time-entries/clock-in').send({}).expect(201);
    return {};
  },
  fingerprint: (databaseUrl) =>
    sql(
      databaseUrl,
      `SELECT (SELECT json_agg(to_jsonb(t) ORDER BY id) FROM time_entries t) AS entries,
              (SELECT json_agg(json_build_object('id', id, 'end', end_time) ORDER BY id) FROM breaks) AS breaks,
              (SELECT count(*) FROM notifications) AS notifications`,
    ),
});
