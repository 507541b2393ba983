// Every endpoint x every role against who the code says may call it (the @Allow/@Public markings
// the global guard reads, the same source as bff/test/support/access-matrix.ts's rows), and IDOR:
// each role reaching for the B people's records on every {id} route.
import fs from 'node:fs';
import path from 'node:path';
import { call } from '../lib/http.mjs';
import { ROOT } from '../lib/paths.mjs';
import { fillPath, idFor, NO_SUCH_ID, ROLES } from '../lib/seed.mjs';

const SKIP = new Set(['GET /api/logout']); // ends the caller's session: proven in bff/test (auth, security)
const CALLERS = ['anonymous', ...ROLES];

function label(route) {
  return `${route.method.toUpperCase()} ${route.path}`;
}

function allowed(route, caller) {
  if (route.roles === 'public') return true;
  return caller !== 'anonymous' && route.roles.includes(caller);
}

/** The matrix: refused callers get 401/403, allowed ones get past the guard (and never a 5xx). */
export async function checkAccessMatrix({ baseUrl, routes, people, findings }) {
  let cells = 0;
  for (const route of routes) {
    if (SKIP.has(label(route))) continue;
    for (const caller of CALLERS) {
      const cookie = caller === 'anonymous' ? undefined : people.A[caller].cookie;
      // An id that exists nowhere and an empty body: allowed callers reach validation or the
      // lookup (400/404) without changing anything; refused ones never get that far.
      const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
      const response = await call(baseUrl, route.method, fillPath(route.path, NO_SUCH_ID), { cookie, body });
      cells += 1;
      const expected = allowed(route, caller) ? 'past the guard' : caller === 'anonymous' ? 401 : 403;
      if (response.status >= 500) findings.add('matrix', label(route), `${caller}: ${response.status} server error`, 'high');
      else if (expected === 'past the guard' && (response.status === 401 || response.status === 403) && route.roles !== 'public')
        findings.add('matrix', label(route), `${caller} is allowed by @Allow but got ${response.status}`, 'medium');
      else if (expected !== 'past the guard' && response.status !== expected)
        findings.add('matrix', label(route), `${caller} should get ${expected}, got ${response.status}`, 'high');
    }
  }
  findings.covered('matrix', `${cells} cells: ${routes.length} routes x ${CALLERS.length} callers (logout skipped: bff/test)`);
  checkMatrixRowsExist({ routes, findings });
}

/** Every route should also have rows in the jest authorization matrix (bff/test/*access*.e2e-spec.ts). */
function checkMatrixRowsExist({ routes, findings }) {
  const testDir = path.join(ROOT, 'bff/test');
  const text = fs
    .readdirSync(testDir)
    .filter((file) => /access\.e2e-spec\.ts$|authorization-matrix\.e2e-spec\.ts$/.test(file))
    .map((file) => fs.readFileSync(path.join(testDir, file), 'utf8'))
    .join('\n');
  const missing = [];
  for (const route of routes) {
    // '/api/issues/:id' is written `/api/issues/${ids.issue}` or with NO_SUCH_ID in the rows.
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '\\$\\{[^}]+\\}');
    const row = new RegExp(`method: '${route.method}',\\s*path: [^\\n]*[\`'](${pattern})[\`'?]`);
    if (!row.test(text)) missing.push(label(route));
  }
  for (const route of missing) findings.add('matrix', route, 'no row in the jest authorization matrix (bff/test/*access*)', 'low');
  findings.covered('matrix rows', `${routes.length - missing.length}/${routes.length} routes have jest matrix rows`);
}

/**
 * IDOR: A people of every role call each {id} route with the B people's ids. Admins manage every
 * record; anyone else must be refused (403/404) or, for a conversation or a contact card, see only
 * their own messages.
 */
export async function checkIdor({ baseUrl, routes, people, ids, findings }) {
  let attempts = 0;
  for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
    for (const role of ROLES) {
      if (!allowed(route, role) || role === 'admin') continue;
      const id = idFor(route.path, ids);
      const body = route.method === 'get' || route.method === 'delete' ? undefined : sampleBodyFor(route);
      const response = await call(baseUrl, route.method, fillPath(route.path, id), { cookie: people.A[role].cookie, body });
      attempts += 1;
      if (route.path === '/api/messages/:userId') {
        const foreign =
          (response.json?.messages ?? response.json ?? []).filter?.((message) => ![message.senderId, message.recipientId].includes(people.A[role].id)) ?? [];
        if (foreign.length) findings.add('idor', label(route), `${role} A read ${foreign.length} messages of other people`, 'high');
        continue;
      }
      if (route.path === '/api/messages/:userId/read') continue; // marks the caller's own inbox only
      if (route.path === '/api/messages/contacts/:userId') {
        // The id is B's admin, whom every role may message: the person's card is what the caller's
        // own contact list shows. The A people never wrote to B's admin, so a last message or an
        // unread count would be B's conversation (B's worker wrote to B's admin) leaking.
        if (response.status >= 500) findings.add('idor', label(route), `${role}: ${response.status} on another user's id`, 'high');
        else if (response.status < 300 && (response.json?.lastMessage || response.json?.unreadCount)) {
          findings.add('idor', label(route), `${role} A saw a conversation of other people in the contact card`, 'high');
        }
        continue;
      }
      if (response.status >= 500) findings.add('idor', label(route), `${role}: ${response.status} on another user's id`, 'high');
      else if (response.status < 300) findings.add('idor', label(route), `${role} A acted on B's record (${response.status})`, 'high');
    }
  }
  // Lists scoped to the caller must not carry the B people's records either.
  const scopedLists = [
    ['client', '/api/invoices', ids.invoices],
    ['client', '/api/appointments', ids.appointments],
    ['client', '/api/job-sites/my-sites', ids['job-sites']],
    ['worker', '/api/schedules/my', ids.schedules],
    ['worker', '/api/time-off-requests/my', ids['time-off-requests']],
    ['worker', '/api/breaks/today', ids.breaks],
    ['foreman', '/api/notifications', ids.notifications],
    ['admin', '/api/notifications', ids.notifications],
    ['worker', '/api/notifications', ids['admins-notification']],
    ['foreman', '/api/notifications', ids['admins-notification']],
    ['client', '/api/notifications', ids['admins-notification']],
    ['client', '/api/messages/contacts', people.B.worker.id],
  ];
  for (const [role, path, foreignId] of scopedLists) {
    const response = await call(baseUrl, 'get', path, { cookie: people.A[role].cookie });
    attempts += 1;
    if (response.status >= 500) findings.add('idor', `GET ${path}`, `${role}: ${response.status}`, 'high');
    else if (response.text.includes(foreignId)) findings.add('idor', `GET ${path}`, `${role} A's list carries a B record (${foreignId})`, 'high');
  }
  findings.covered(
    'idor',
    `${attempts} attempts by non-admin roles on B-owned ids over ${routes.filter((route) => route.params.length).length} {id} routes, and ${scopedLists.length} caller-scoped lists searched for B's ids`,
  );
}

/** A body that would pass validation, so a refusal proves ownership is checked, not the input. */
function sampleBodyFor(route) {
  const samples = {
    'PATCH /api/breaks/:id/end': {},
    'PATCH /api/issues/:id': { status: 'resolved' },
    'POST /api/invoices/:id/payment-intent': {},
    'POST /api/invoices/:id/confirm-payment': { paymentIntentId: 'pi_scanner' },
    'PATCH /api/notifications/:id/read': {},
  };
  return samples[label(route)] ?? {};
}
