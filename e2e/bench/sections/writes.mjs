// @ts-check
// Writes at 50 connections: each connection is a different user, so the
// one-active-break rule and the chat audience rules are not what is measured.
import { JSON_HEADERS, loadRow, perConnection, withCookie } from '../lib/server-figures.mjs';

export const title = 'Writes (50 connections, one user per connection)';

const CONNECTIONS = 50;
const TARGET = { maxP99: 100 };

/**
 * Ends whatever break these users have running (the seed or an earlier run may leave one), so
 * every POST /api/breaks of the load starts from no active break.
 * @param {string} baseUrl
 * @param {Array<{ cookie: string }>} sessions
 */
async function endActiveBreaks(baseUrl, sessions) {
  for (const { cookie } of sessions) {
    const response = await fetch(`${baseUrl}/api/breaks/today`, { headers: { cookie } });
    if (!response.ok) throw new Error(`writes: GET /api/breaks/today answered ${response.status}`);
    /** @type {Array<{ id: string, endTime: string | null }>} */
    const breaks = await response.json();
    for (const active of breaks.filter((entry) => entry.endTime === null)) {
      const ended = await fetch(`${baseUrl}/api/breaks/${active.id}/end`, { method: 'PATCH', headers: { cookie } });
      // 409 "already ended": a load request still in flight when the load stopped ended it first.
      if (!ended.ok && ended.status !== 409) throw new Error(`writes: ending break ${active.id} answered ${ended.status}`);
    }
  }
}

/**
 * Clocks these users out when they are clocked in (an earlier run or a stopped connection may leave
 * an entry open), so every clock-in of the load starts from none open.
 * @param {string} baseUrl
 * @param {Array<{ cookie: string }>} sessions
 */
async function clockOutAll(baseUrl, sessions) {
  for (const { cookie } of sessions) {
    const response = await fetch(`${baseUrl}/api/time-entries/clock-out`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: '{}' });
    // 409: none open.
    if (!response.ok && response.status !== 409) throw new Error(`writes: clock-out answered ${response.status}`);
  }
}

/** @param {any} ctx */
export async function run(ctx) {
  // The smoke seed has 50 workers, more than the smoke needs.
  const workers = await ctx.sessions('worker', ctx.smoke ? 10 : CONNECTIONS);
  if (workers.length < 2) throw new Error('writes: needs at least two workers');
  // One user per connection: with fewer users (smoke scale) fewer connections.
  const connections = Math.min(CONNECTIONS, workers.length);
  const rows = [];

  // Worker i writes to worker i+1 (a worker's audience includes the other workers).
  const messages = await ctx.load({
    url: ctx.bff.url,
    connections,
    setupClient: perConnection(workers.length, (index) => [
      {
        method: 'POST',
        path: '/api/messages',
        headers: withCookie(workers[index].cookie, JSON_HEADERS),
        body: JSON.stringify({ recipientId: workers[(index + 1) % workers.length].userId, message: `Bench message from connection ${index}` }),
      },
    ]),
  });
  rows.push(loadRow(ctx, `POST /api/messages (${connections} connections)`, messages, TARGET));

  await endActiveBreaks(ctx.bff.url, workers);
  // Start then end, over and over: the end's path carries the id the start answered with.
  const breaks = await ctx.load({
    url: ctx.bff.url,
    connections,
    // The warm-up stops connections between a start and its end.
    afterWarmup: () => endActiveBreaks(ctx.bff.url, workers),
    setupClient: perConnection(workers.length, (index) => [
      {
        method: 'POST',
        path: '/api/breaks',
        headers: withCookie(workers[index].cookie, JSON_HEADERS),
        body: JSON.stringify({ breakType: 'break' }),
        onResponse: (/** @type {number} */ status, /** @type {string} */ body, /** @type {any} */ context) => {
          context.breakId = status === 201 ? JSON.parse(body).id : undefined;
        },
      },
      {
        method: 'PATCH',
        headers: withCookie(workers[index].cookie),
        setupRequest: (/** @type {any} */ request, /** @type {any} */ context) => ({ ...request, path: `/api/breaks/${context.breakId}/end` }),
      },
    ]),
  });
  await endActiveBreaks(ctx.bff.url, workers);
  rows.push(loadRow(ctx, `POST /api/breaks + PATCH /api/breaks/:id/end (${connections} connections)`, breaks, TARGET));

  await clockOutAll(ctx.bff.url, workers);
  // Clock in then out, over and over, each connection its own worker: the one-open-entry index,
  // the no-overlap constraint and the approved-week trigger on every punch.
  const punches = await ctx.load({
    url: ctx.bff.url,
    connections,
    // The warm-up stops connections between a clock-in and its clock-out.
    afterWarmup: () => clockOutAll(ctx.bff.url, workers),
    setupClient: perConnection(workers.length, (index) => [
      { method: 'POST', path: '/api/time-entries/clock-in', headers: withCookie(workers[index].cookie, JSON_HEADERS), body: '{}' },
      { method: 'POST', path: '/api/time-entries/clock-out', headers: withCookie(workers[index].cookie, JSON_HEADERS), body: '{}' },
    ]),
  });
  await clockOutAll(ctx.bff.url, workers);
  rows.push(loadRow(ctx, `POST /api/time-entries/clock-in + clock-out (${connections} connections)`, punches, TARGET));

  const issues = await ctx.load({
    url: ctx.bff.url,
    connections,
    setupClient: perConnection(workers.length, (index) => [
      {
        method: 'POST',
        path: '/api/issues',
        headers: withCookie(workers[index].cookie, JSON_HEADERS),
        body: JSON.stringify({ title: 'Bench: loose railing', description: `Reported by bench connection ${index}`, severity: 'low' }),
      },
    ]),
  });
  rows.push(loadRow(ctx, `POST /api/issues (${connections} connections)`, issues, TARGET));
  return rows;
}
