// The messages endpoints under malformed bodies: a 4xx with a message, never a 500, no message
// stored and none marked read.
import { sql } from './helpers';
import { NO_SUCH_ID } from './support/access-matrix';
import { BadInputEndpoint, BadQueryEndpoint, describeBadInput } from './support/bad-input';

interface Ids {
  admin: string;
}

const ENDPOINTS: BadInputEndpoint<Ids>[] = [
  { method: 'post', path: () => '/api/messages', as: 'worker', fields: ['recipientId', 'message', 'channelType'] },
  { method: 'patch', path: (ids) => `/api/messages/${ids.admin}/read`, as: 'worker', fields: [], noBody: true },
];

const QUERIES: BadQueryEndpoint[] = [
  { path: `/api/messages/contacts?limit=10&after=${NO_SUCH_ID}`, as: 'worker', optional: ['limit', 'after'] },
  { path: '/api/messages/unread-count', as: 'worker', noQuery: true },
];

describeBadInput(ENDPOINTS, {
  queries: QUERIES,
  setup: async ({ databaseUrl, people }) => {
    // An unread message to the worker from someone else, so a wrongly accepted PATCH would show.
    await sql(databaseUrl, `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'unread')`, [
      people.foreman.user.id,
      people.worker.user.id,
    ]);
    return { admin: people.admin.user.id };
  },
  fingerprint: (databaseUrl) => sql(databaseUrl, `SELECT count(*) AS messages, count(*) FILTER (WHERE read_at IS NOT NULL) AS read FROM messages`),
});
