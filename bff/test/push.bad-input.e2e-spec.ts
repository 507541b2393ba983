// POST /api/push/subscriptions under garbage bodies: a 400 with a message, never a 500, nothing
// stored. The reads take no query. Malformed keys and endpoints one by one: push.e2e-spec.ts.
import { sql } from './helpers';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

const ENDPOINTS: BadInputEndpoint<Record<string, never>>[] = [
  { method: 'post', path: () => '/api/push/subscriptions', as: 'worker', fields: ['endpoint', 'expirationTime', 'keys'], accepts: { expirationTime: [null] } },
];

const QUERIES: BadQueryEndpoint[] = [
  { path: '/api/push/subscriptions', as: 'worker', noQuery: true },
  { path: '/api/push/vapid-public-key', as: 'client', noQuery: true },
];

describeBadInput(ENDPOINTS, {
  queries: QUERIES,
  setup: async () => ({}),
  fingerprint: (databaseUrl) => sql(databaseUrl, `SELECT (SELECT json_agg(p ORDER BY p.id) FROM push_subscriptions p) AS subscriptions`),
});
