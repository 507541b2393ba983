// The messages endpoints in the authorization matrix: every role may use them, but only with
// people in their audience; unknown people are 404, yourself and others 403.
import { registerAs, sql } from './helpers';
import { describeAccessMatrix, loggedIn, MatrixRow, NO_SUCH_ID } from './support/access-matrix';

interface Ids {
  admin: string;
  worker: string;
  client: string;
  /** A message between two other people (admin2 -> worker2): nobody in the matrix is part of it. */
  othersMessage: string;
}

const send = (recipientId: string) => ({ recipientId, message: 'Hello there', channelType: 'direct' });

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/messages/contacts', expect: loggedIn(200) },
  { method: 'get', path: '/api/messages/unread-count', expect: loggedIn(200) },
  { method: 'get', path: `/api/messages/contacts?search=a&limit=5&after=${NO_SUCH_ID}`, expect: loggedIn(200) },
  // One contact: the same audience as a conversation.
  { method: 'get', path: (ids) => `/api/messages/contacts/${ids.admin}`, expect: { anonymous: 401, admin: 403, foreman: 200, worker: 200, client: 200 } },
  { method: 'get', path: (ids) => `/api/messages/contacts/${ids.worker}`, expect: { anonymous: 401, admin: 200, foreman: 200, worker: 403, client: 403 } },
  { method: 'get', path: (ids) => `/api/messages/contacts/${ids.client}`, expect: { anonymous: 401, admin: 200, foreman: 403, worker: 200, client: 403 } },
  { method: 'get', path: `/api/messages/contacts/${NO_SUCH_ID}`, expect: loggedIn(404) },
  { method: 'get', path: '/api/messages/contacts/not-a-uuid', expect: loggedIn(400) },
  // Talking to an admin: everyone may (the admin to themself is refused).
  { method: 'get', path: (ids) => `/api/messages/${ids.admin}`, expect: { anonymous: 401, admin: 403, foreman: 200, worker: 200, client: 200 } },
  { method: 'post', path: '/api/messages', body: undefined, expect: loggedIn(400) },
  { method: 'patch', path: (ids) => `/api/messages/${ids.admin}/read`, expect: { anonymous: 401, admin: 403, foreman: 200, worker: 200, client: 200 } },
  // Talking to a worker: not a client.
  { method: 'get', path: (ids) => `/api/messages/${ids.worker}`, expect: { anonymous: 401, admin: 200, foreman: 200, worker: 403, client: 403 } },
  { method: 'patch', path: (ids) => `/api/messages/${ids.worker}/read`, expect: { anonymous: 401, admin: 200, foreman: 200, worker: 403, client: 403 } },
  // Talking to a client: admins and workers only (a foreman's audience has no clients).
  { method: 'get', path: (ids) => `/api/messages/${ids.client}`, expect: { anonymous: 401, admin: 200, foreman: 403, worker: 200, client: 403 } },
  // Another conversation's message as a cursor: it is not in this conversation, so not found.
  {
    method: 'get',
    path: (ids) => `/api/messages/${ids.admin}?before=${ids.othersMessage}`,
    expect: { anonymous: 401, admin: 403, foreman: 404, worker: 404, client: 404 },
  },
  { method: 'get', path: `/api/messages/${NO_SUCH_ID}`, expect: loggedIn(404) },
  { method: 'patch', path: `/api/messages/${NO_SUCH_ID}/read`, expect: loggedIn(404) },
  { method: 'get', path: '/api/messages/not-a-uuid', expect: loggedIn(400) },
];

// POST rows need the ids in their bodies, so they are built in a second matrix below.
describeAccessMatrix(ROWS, async ({ target, databaseUrl, people }) => {
  const admin2 = await registerAs(target, 'admin');
  const worker2 = await registerAs(target, 'worker');
  const [message] = await sql<{ id: string }>(
    databaseUrl,
    `INSERT INTO messages (sender_id, recipient_id, message) VALUES ($1, $2, 'between others') RETURNING id`,
    [admin2.user.id, worker2.user.id],
  );
  return { admin: people.admin.user.id, worker: people.worker.user.id, client: people.client.user.id, othersMessage: message.id };
});

describe('POST /api/messages by recipient', () => {
  // describeAccessMatrix takes static bodies; the ids exist only after setup, so each row's body
  // is made from a getter on the shared ids.
  const ids = {} as Ids;
  const rows: MatrixRow<Ids>[] = [
    {
      method: 'post',
      path: '/api/messages',
      get body() {
        return send(ids.admin);
      },
      expect: { anonymous: 401, admin: 403, foreman: 201, worker: 201, client: 201 },
    },
    {
      method: 'post',
      path: '/api/messages',
      get body() {
        return send(ids.worker);
      },
      expect: { anonymous: 401, admin: 201, foreman: 201, worker: 403, client: 403 },
    },
    {
      method: 'post',
      path: '/api/messages',
      get body() {
        return send(ids.client);
      },
      expect: { anonymous: 401, admin: 201, foreman: 403, worker: 201, client: 403 },
    },
    { method: 'post', path: '/api/messages', body: send(NO_SUCH_ID), expect: loggedIn(404) },
  ] as MatrixRow<Ids>[];
  describeAccessMatrix(rows, async ({ people }) => {
    Object.assign(ids, { admin: people.admin.user.id, worker: people.worker.user.id, client: people.client.user.id });
    return ids;
  });
});
