// The calendar feed's rows of the authorization matrix. The address is the session's own (those
// who have My Schedule: foremen and workers); the feed needs no session at all: its token is the
// key, so everyone, logged in or not, reads a live address and no one a dead one.
import { registerAs } from './helpers';
import { all, describeAccessMatrix, MatrixRow, only } from './support/access-matrix';

interface Ids {
  feed: string;
}

const ROWS: MatrixRow<Ids>[] = [
  { method: 'get', path: '/api/calendar/feed-url', expect: only(['foreman', 'worker']) },
  { method: 'post', path: '/api/calendar/feed-url/regenerate', expect: only(['foreman', 'worker']) },
  { method: 'get', path: (ids) => ids.feed, expect: all(200) },
  { method: 'get', path: `/api/calendar/${'x'.repeat(43)}.ics`, expect: all(404) },
];

describeAccessMatrix(ROWS, async ({ target }) => {
  // Someone else's address: the rows' own regenerates leave it alone.
  const owner = await registerAs(target, 'worker');
  const response = await owner.agent.get('/api/calendar/feed-url');
  if (response.status !== 200) throw new Error(`feed-url failed: ${response.status}`);
  return { feed: new URL(response.body.url as string).pathname };
});
