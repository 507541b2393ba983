// Web Push's rows of the authorization matrix: every logged-in person manages their own devices
// (anyone may have notifications pushed), nobody another's (404, as for a row that is not there).
// The push service admitted is `push.invalid` (a name that never resolves): nothing here sends.
import { randomBytes } from 'node:crypto';
import { registerAs, sql } from './helpers';
import { describeAccessMatrix, loggedIn, MatrixRow, NO_SUCH_ID } from './support/access-matrix';

interface Ids {
  someoneElses: string;
}

/** A browser's public key (a point of P-256), made once for the file. */
const P256DH = 'BKFoTLaI_hdbkO4g0puVWIt16cnVBmYyCczJ6tTlJ28trAlv0NbWMbrjkgLpdzTo0ITC2wAIMxWMviSG4dToy-o';

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/push/vapid-public-key', expect: loggedIn(200) },
  { method: 'get', path: '/api/push/subscriptions', expect: loggedIn(200) },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    body: {
      endpoint: `https://push.invalid/send/${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: { p256dh: P256DH, auth: randomBytes(16).toString('base64url') },
    },
    expect: loggedIn(201),
  },
  { method: 'delete', path: (ids) => `/api/push/subscriptions/${ids.someoneElses}`, expect: loggedIn(404) },
  { method: 'delete', path: `/api/push/subscriptions/${NO_SUCH_ID}`, expect: loggedIn(404) },
];

describeAccessMatrix(
  ROWS,
  async ({ target, databaseUrl }) => {
    // The device of someone who is none of the matrix's callers: none of them may remove it.
    const owner = await registerAs(target, 'worker');
    const created = await owner.agent
      .post('/api/push/subscriptions')
      .send({ endpoint: 'https://push.invalid/send/kept', expirationTime: null, keys: { p256dh: P256DH, auth: randomBytes(16).toString('base64url') } });
    if (created.status !== 201) throw new Error(`subscribe failed: ${created.status} ${JSON.stringify(created.body)}`);
    const [row] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM push_subscriptions WHERE id = $1`, [created.body.id]);
    if (row.count !== 1) throw new Error('the subscription was not stored');
    return { someoneElses: created.body.id as string };
  },
  { PUSH_ENDPOINT_HOSTS: 'push.invalid' },
);
