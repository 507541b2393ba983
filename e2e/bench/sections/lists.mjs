// @ts-check
// Lists that grow stay bounded. Every GET list endpoint of the API is called as
// the role whose screen calls it, with the parameters that screen sends (the remotes' *Api.ts
// files), on the scale data; the largest response is reported, and any response carrying more
// than MAX_ROWS rows fails the figure, naming the endpoint.
import { withClient } from '../lib/database.mjs';
import { login } from '../lib/sessions.mjs';

export const title = 'lists';

const MAX_ROWS = 500;

/** What Job Site Issues and Job Sites (mf-field) ask for when they open: the first page and its total. */
export const ISSUES_SCREEN = ['/api/issues?page=1&limit=20', '/api/issues/count'];
export const JOB_SITES_SCREEN = ['/api/job-sites?page=1&limit=20', '/api/job-sites/count'];

/** Today when it is a weekday, else the coming Monday. */
function nextWeekday() {
  for (let ahead = 0; ; ahead++) {
    const date = new Date();
    date.setDate(date.getDate() + ahead);
    if (date.getDay() !== 0 && date.getDay() !== 6) return localDate(ahead);
  }
}

/** Today and the scheduling screen's last day, as the browser computes them (local calendar). */
function localDate(/** @type {number} */ daysAhead = 0) {
  const date = new Date();
  date.setDate(date.getDate() + daysAhead);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calls, by role: [path, the screen that sends it]. `{peer}` is the other person of the
 * longest conversation in the database, opened as the chat screen opens it (a page of 50).
 * @returns {Record<'admin' | 'foreman' | 'worker' | 'client', Array<[string, string]>>}
 */
function listCalls() {
  const today = localDate();
  // The Scheduling screen: each of its 7 days asks for its first page (mf-scheduling's
  // SCHEDULING_PAGE_SIZE, 50) and its total; Show more asks for the next offset.
  const schedulingDays = /** @type {Array<[string, string]>} */ (
    Array.from({ length: 7 }, (_, ahead) => [`/api/schedules/day?date=${localDate(ahead)}&limit=50&offset=0`, `Scheduling (day ${ahead + 1} of 7)`])
  );
  // The dashboard asks for today's first shifts and their total; on a weekend today is empty, so
  // the next weekday is asked for (shifts are on weekdays): the figure must not depend on the day.
  const weekday = nextWeekday();
  const dashboardDay = `/api/schedules/day?date=${weekday}&limit=5`;
  const issuesScreen = ISSUES_SCREEN.map((path) => /** @type {[string, string]} */ ([path, 'Issues (a page of 20, newest first, its total)']));
  const everyone = /** @type {Array<[string, string]>} */ ([
    ['/api/notifications', 'dashboard, bell'],
    ['/api/messages/contacts?limit=50', 'Messages, team members (first page)'],
  ]);
  return {
    admin: [
      ...everyone,
      [dashboardDay, 'dashboard (a weekday)'],
      ...schedulingDays,
      [`/api/schedules/day?date=${weekday}&limit=50&offset=850`, 'Scheduling, Show more (a late page)'],
      [`/api/schedules/grid?week=${today}&limit=50&offset=0`, 'Scheduling, Week tab (a page of 50 people)'],
      ['/api/time-off-requests', 'no screen (the history, newest first, bounded)'],
      ['/api/time-off-requests?status=pending', 'Scheduling, pending panel'],
      ...issuesScreen,
      ['/api/appointments?limit=5&offset=0', 'dashboard, appointment requests'],
      // Endpoints answering a plain array, asked with no parameters: the server's default page
      // bounds them.
      ['/api/schedules', 'no screen (the default page)'],
      ['/api/appointments', 'no screen (the default page)'],
      ['/api/users/counts', 'Team Management, counts'],
      ['/api/users?limit=50', 'Team Management, first page'],
      ['/api/users/schedulable?limit=20', 'Scheduling, Schedule Worker picker'],
      ['/api/users/workers', 'no screen (a bounded search)'],
      ['/api/users/foremen', 'Job Sites'],
      ['/api/users/clients?limit=20', 'Assign Client and Create Invoice client pickers, opened'],
      ['/api/users/clients?search=a&limit=20', 'client pickers, searched on the server'],
      ['/api/users/clients', 'no screen (the default page)'],
      ['/api/users/counts?search=a', 'Team Management, counts of a search'],
      ['/api/users?search=a&limit=50', 'Team Management, first page of a search'],
      ...JOB_SITES_SCREEN.map((path) => /** @type {[string, string]} */ ([path, 'Job Sites (a page of 20 by name, its total)'])),
      ['/api/job-sites/options?limit=20', 'Schedule Worker job-site picker, opened (Create Invoice adds a clientId: below)'],
      ['/api/job-sites/options?search=a&limit=20', 'job-site pickers, searched on the server'],
      ['/api/supply-orders', 'Supply Orders'],
      ['/api/vendor-prices', 'Supply Orders'],
      ['/api/invoices', 'Financial Documents, Invoices'],
      ['/api/documents?category=hr', 'HR Documents'],
      ['/api/documents?category=financial', 'Financial Documents'],
    ],
    foreman: [
      ...everyone,
      [dashboardDay, 'dashboard (a weekday)'],
      [`/api/schedules/my/week?from=${today}`, 'My Schedule'],
      ['/api/schedules/my', 'no screen (the default page)'],
      ['/api/time-off-requests/my', 'Time Off'],
      ...issuesScreen,
      ['/api/breaks/today', 'Time Tracking'],
      ['/api/availability', 'Availability'],
      ['/api/job-sites/my', 'My Job Site'],
      ['/api/inventory/today', 'Inventory'],
    ],
    worker: [
      ...everyone,
      [dashboardDay, 'dashboard (a weekday)'],
      [`/api/schedules/my/week?from=${today}`, 'My Schedule'],
      ['/api/time-off-requests/my', 'Time Off'],
      ['/api/availability', 'Availability'],
      ['/api/breaks/today', 'Time Tracking'],
    ],
    client: [
      ...everyone,
      ['/api/invoices', 'client home'],
      ['/api/appointments?limit=10&offset=0', 'client home'],
      ['/api/job-sites/my-sites', 'client home, work orders'],
    ],
  };
}

/**
 * Rows of a response: an array's length, or the longest array inside an object.
 * @returns {number}
 */
export function rowsIn(/** @type {unknown} */ body) {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') return Math.max(0, ...Object.values(body).map(rowsIn));
  return 0;
}

/** The two people of the longest conversation, found by SQL as every section finds it. */
async function longestConversation(/** @type {string} */ databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT a.email AS a_email, b.id AS b_id, m.messages
         FROM (SELECT LEAST(sender_id, recipient_id) AS a, GREATEST(sender_id, recipient_id) AS b, count(*)::int AS messages
                 FROM messages GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1) m
         JOIN users a ON a.id = m.a JOIN users b ON b.id = m.b`,
    );
    if (!rows[0]) throw new Error('the database holds no messages');
    return /** @type {{ a_email: string, b_id: string, messages: number }} */ (rows[0]);
  });
}

/** The client with the most job sites: Create Invoice's site picker shows one client's sites. */
async function busiestSiteClient(/** @type {string} */ databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT client_id AS id, count(*)::int AS sites FROM job_sites WHERE client_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    return /** @type {{ id: string, sites: number } | undefined} */ (rows[0]);
  });
}

/** @param {any} ctx */
export async function run(ctx) {
  /** @type {Array<{ role: string, cookie: string, path: string, screen: string }>} */
  const calls = [];
  for (const [role, paths] of Object.entries(listCalls())) {
    const [session] = await ctx.sessions(role, 1);
    for (const [path, screen] of paths) calls.push({ role, cookie: session.cookie, path, screen });
  }
  const conversation = await longestConversation(ctx.databaseUrl);
  const reader = await login(ctx.bff.url, conversation.a_email);
  calls.push({
    role: reader.email.replace(/\d*@.*/, ''),
    cookie: reader.cookie,
    path: `/api/messages/${conversation.b_id}?limit=50`,
    screen: `Messages, a conversation of ${conversation.messages.toLocaleString('en-US')}`,
  });
  const siteClient = await busiestSiteClient(ctx.databaseUrl);
  if (siteClient) {
    const [admin] = await ctx.sessions('admin', 1);
    calls.push({
      role: 'admin',
      cookie: admin.cookie,
      path: `/api/job-sites/options?clientId=${siteClient.id}&limit=20`,
      screen: `Create Invoice job-site picker, a client of ${siteClient.sites} site${siteClient.sites === 1 ? '' : 's'}`,
    });
  }

  /** @type {Array<{ call: string, rows: number, bytes: number, status: number }>} */
  const measured = [];
  for (const { role, cookie, path, screen } of calls) {
    const response = await fetch(`${ctx.bff.url}${path}`, { headers: { cookie } });
    const text = await response.text();
    const rows = response.ok ? rowsIn(JSON.parse(text)) : 0;
    measured.push({ call: `GET ${path} (${role})`, rows, bytes: Buffer.byteLength(text), status: response.status });
    console.log(
      `[bench] lists: ${String(response.status)} ${String(rows).padStart(6)} rows ${String(Buffer.byteLength(text)).padStart(9)} B  GET ${path} as ${role} (${screen})`,
    );
  }

  const answered = measured.filter((m) => m.status >= 200 && m.status < 300);
  const byRows = [...answered].sort((x, y) => y.rows - x.rows);
  const byBytes = [...answered].sort((x, y) => y.bytes - x.bytes);
  const unbounded = byRows.filter((m) => m.rows > MAX_ROWS);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const judge = (/** @type {boolean} */ ok) => (ctx.smoke ? null : ok);
  return [
    {
      figure: 'list endpoints answering 2xx',
      value: `${answered.length}/${measured.length}${
        answered.length < measured.length
          ? ` (${measured
              .filter((m) => !answered.includes(m))
              .map((m) => `${m.call}: ${m.status}`)
              .join(', ')})`
          : ''
      }`,
      target: 'all',
      pass: judge(answered.length === measured.length),
    },
    {
      figure: 'largest response (rows)',
      value: byRows[0] ? `${byRows[0].rows} rows, ${kb(byRows[0].bytes)}: ${byRows[0].call}` : 'none',
      target: `<= ${MAX_ROWS} rows`,
      pass: judge(unbounded.length === 0),
    },
    {
      figure: 'largest response (bytes)',
      value: byBytes[0] ? `${kb(byBytes[0].bytes)}, ${byBytes[0].rows} rows: ${byBytes[0].call}` : 'none',
      target: 'report',
      pass: null,
    },
    {
      figure: `responses over ${MAX_ROWS} rows`,
      value: unbounded.length ? unbounded.map((m) => `${m.call} ${m.rows}`).join('; ') : 'none',
      target: 'none',
      pass: judge(unbounded.length === 0),
    },
  ];
}
