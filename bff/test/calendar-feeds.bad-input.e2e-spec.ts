// The calendar address routes under garbage: they read no body and no query (a regenerate still
// makes a new address, nothing else changes). Malformed feed addresses: calendar-feeds.e2e-spec.ts.
import { sql } from './helpers';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

const ENDPOINTS: BadInputEndpoint<Record<string, never>>[] = [
  { method: 'post', path: () => '/api/calendar/feed-url/regenerate', as: 'worker', fields: [], noBody: true },
];

const QUERIES: BadQueryEndpoint[] = [{ path: '/api/calendar/feed-url', as: 'worker', noQuery: true }];

describeBadInput(ENDPOINTS, {
  queries: QUERIES,
  setup: async () => ({}),
  fingerprint: (databaseUrl) =>
    sql(databaseUrl, `SELECT (SELECT count(*) FROM calendar_feeds) AS feeds, (SELECT json_agg(s ORDER BY s.id) FROM schedules s) AS schedules`),
});
