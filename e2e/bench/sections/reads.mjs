// @ts-check
// Authenticated reads at 100 connections, each connection a different logged-in user, every
// figure as req/s, ratio to the floor and p99.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadRow, logInAs, perConnection, withCookie } from '../lib/server-figures.mjs';
import { JOB_SITES_SCREEN } from './lists.mjs';

export const title = 'Authenticated reads (100 connections, sessions spread over many users)';

const CONNECTIONS = 100;
const TARGET = { minRatio: 0.15, maxP99: 50 };

/** A date as the BFF's local calendar writes it (YYYY-MM-DD), `daysAhead` of today. */
function localDate(daysAhead = 0) {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today when it is a weekday, else the coming Monday: the seed's shifts are on weekdays, and the
 * dashboard's figure must not depend on the day the bench runs (a Sunday's day is empty).
 */
function dashboardDay() {
  for (let ahead = 0; ; ahead++) {
    const date = new Date();
    date.setDate(date.getDate() + ahead);
    if (date.getDay() !== 0 && date.getDay() !== 6) return localDate(ahead);
  }
}

/**
 * What the admin dashboard asks for when it opens (shell/src/dashboard and the sdk's notifications):
 * counts, today's first DASHBOARD_LIST_LIMIT (5) shifts and the appointment card's first page of
 * APPOINTMENT_CARD_PAGE_SIZE (5), never whole lists.
 */
function adminDashboardPaths() {
  return [
    `/api/schedules/day?date=${dashboardDay()}&limit=5`,
    '/api/time-off-requests/pending-count',
    '/api/issues/open-count',
    '/api/notifications',
    '/api/notifications/unread-count',
    '/api/appointments?limit=5&offset=0',
  ];
}

/**
 * The largest conversations (the seed makes some of 20,000+ messages), found by SQL; both people of
 * each are logged in so the load reads them from either side.
 * @param {any} ctx
 */
async function largestConversations(ctx) {
  const require = createRequire(path.join(ctx.root, 'e2e', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `WITH pairs AS (
         SELECT LEAST(sender_id, recipient_id) AS a, GREATEST(sender_id, recipient_id) AS b, count(*)::int AS messages
           FROM messages GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5)
       SELECT ua.email AS a_email, ua.id AS a_id, ub.email AS b_email, ub.id AS b_id, pairs.messages
         FROM pairs JOIN users ua ON ua.id = pairs.a JOIN users ub ON ub.id = pairs.b
        ORDER BY pairs.messages DESC`,
    );
    if (rows.length === 0) throw new Error('reads: the database holds no messages');
    // The biggest ones: every conversation of 20,000+ messages, or the largest one (smoke scale).
    const big = rows.filter((row) => row.messages >= 20000);
    return big.length > 0 ? big : rows.slice(0, 1);
  } finally {
    await client.end();
  }
}

/**
 * One figure: `pathsFor(session)` is the cycle of GETs one connection repeats with its session.
 * @param {any} ctx
 * @param {string} figure
 * @param {Array<{ cookie: string }>} sessions
 * @param {(session: any) => string[]} pathsFor
 */
async function readFigure(ctx, figure, sessions, pathsFor) {
  if (sessions.length === 0) throw new Error(`reads: no sessions for ${figure}`);
  const result = await ctx.load({
    url: ctx.bff.url,
    connections: CONNECTIONS,
    setupClient: perConnection(sessions.length, (index) =>
      pathsFor(sessions[index]).map((requestPath) => ({ method: 'GET', path: requestPath, headers: withCookie(sessions[index].cookie) })),
    ),
  });
  return loadRow(ctx, figure, result, TARGET);
}

/** @param {any} ctx */
export async function run(ctx) {
  // The smoke seed has a few users of each role (10 admins, foremen and clients, 50 workers):
  // its connections share fewer sessions.
  const users = (/** @type {number} */ count) => (ctx.smoke ? Math.min(count, 10) : count);
  const [workers, foremen, admins] = await Promise.all([
    ctx.sessions('worker', users(CONNECTIONS)),
    ctx.sessions('foreman', users(50)),
    ctx.sessions('admin', users(20)),
  ]);
  const crew = [...workers, ...foremen];
  const rows = [];
  rows.push(await readFigure(ctx, `GET /api/auth/user (${crew.length} workers and foremen)`, crew, () => ['/api/auth/user']));
  // My Schedule asks for its counts and 7 days from the browser's today (mf-scheduling's scheduleApi).
  const myWeek = `/api/schedules/my/week?from=${localDate()}`;
  rows.push(await readFigure(ctx, `GET ${myWeek.split('?')[0]}, My Schedule (${crew.length} workers and foremen)`, crew, () => [myWeek]));
  const dashboard = adminDashboardPaths();
  rows.push(await readFigure(ctx, `admin dashboard: its ${dashboard.length} GETs mixed, one row (${admins.length} admins)`, admins, () => dashboard));

  const conversations = await largestConversations(ctx);
  /** @type {Array<{ cookie: string, otherId: string }>} */
  const readers = [];
  for (const pair of conversations) {
    readers.push({ cookie: await logInAs(ctx.bff.url, pair.a_email), otherId: pair.b_id });
    readers.push({ cookie: await logInAs(ctx.bff.url, pair.b_email), otherId: pair.a_id });
  }
  const sizes = conversations.map((pair) => pair.messages).join(', ');
  rows.push(
    await readFigure(ctx, `GET /api/messages/{userId}, newest page of conversations of ${sizes} messages`, readers, (reader) => [
      `/api/messages/${reader.otherId}?limit=50`,
    ]),
  );
  // The chat screen's other first read: its team-member list, a page of 50, recent conversations first.
  rows.push(
    await readFigure(ctx, `GET /api/messages/contacts?limit=50, first page (the same ${readers.length} people)`, readers, () => [
      '/api/messages/contacts?limit=50',
    ]),
  );
  rows.push(await readFigure(ctx, `Job Sites: GET /api/job-sites page of 20 and its count, mixed (${admins.length} admins)`, admins, () => JOB_SITES_SCREEN));
  // The admin's Timesheets page on last week (every field person worked it; the seed leaves it
  // unapproved): a page of 50 people of the 2,000 with their totals, flags, open entries, status.
  const timesheets = `/api/timesheets?week=${localDate(-7)}&limit=50&offset=0`;
  rows.push(await readFigure(ctx, `Timesheets: GET /api/timesheets, a week's first page of 50 (${admins.length} admins)`, admins, () => [timesheets]));
  // The admin's week grid (Scheduling's Week tab) on next week, which the seed fills (weekdays up to
  // three weeks ahead): the first 50 of the 2,050 field people with their shifts and hours, and the
  // day totals over all of them.
  const weekGrid = `/api/schedules/grid?week=${localDate(7)}&limit=50&offset=0`;
  rows.push(await readFigure(ctx, `Week grid: GET /api/schedules/grid, a week's first page of 50 (${admins.length} admins)`, admins, () => [weekGrid]));
  // A worker's My Timesheet on last week.
  const myTimesheet = `/api/timesheets/my?week=${localDate(-7)}`;
  rows.push(await readFigure(ctx, `GET /api/timesheets/my, My Timesheet (${crew.length} workers and foremen)`, crew, () => [myTimesheet]));
  return rows;
}
