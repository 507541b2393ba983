// @ts-check
// Logged-in sessions of distinct scale-seed users, made through POST /api/auth/login as a browser
// would, a few logins at a time (each costs an argon2 verification), kept per role for the run.
import { EMAIL_DOMAIN, PASSWORD } from './seed-steps.mjs';
import { withClient } from './database.mjs';

const ROLES = ['admin', 'foreman', 'worker', 'client'];
const CONCURRENT_LOGINS = 6;

/** @typedef {{ userId: string, email: string, cookie: string }} Session */

/** One login; the cookie is the `groundwork.sid=...` pair the BFF set. */
export async function login(/** @type {string} */ baseUrl, /** @type {string} */ email, password = PASSWORD) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('groundwork.sid='));
  if (!cookie) throw new Error(`login of ${email} set no groundwork.sid cookie`);
  const user = /** @type {{ id: string }} */ (await response.json());
  return /** @type {Session} */ ({ userId: user.id, email, cookie });
}

/** `sessions(role, count)` for the ctx: the first `count` users of the role, logged in once each. */
export function sessionPool(/** @type {string} */ baseUrl, /** @type {string} */ databaseUrl) {
  /** @type {Map<string, Session[]>} */
  const cache = new Map();
  /** @type {Map<string, number>} */
  const seeded = new Map();
  return async function sessions(/** @type {string} */ role, /** @type {number} */ count) {
    if (!ROLES.includes(role)) throw new Error(`sessions: unknown role ${role} (one of ${ROLES.join(', ')})`);
    if (!seeded.has(role)) seeded.set(role, await seededCount(databaseUrl, role));
    const available = /** @type {number} */ (seeded.get(role));
    if (count > available) throw new Error(`sessions('${role}', ${count}): the database holds only ${available} seeded ${role}s`);
    const have = cache.get(role) ?? [];
    cache.set(role, have);
    let next = have.length + 1;
    const worker = async () => {
      while (next <= count) {
        const n = next++;
        have[n - 1] = await login(baseUrl, `${role}${n}@${EMAIL_DOMAIN}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_LOGINS }, worker));
    return have.slice(0, count);
  };
}

/** How many users of the role the scale seed made (role1..roleN). */
function seededCount(/** @type {string} */ databaseUrl, /** @type {string} */ role) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM users WHERE role = $1 AND email LIKE '%@' || $2`, [role, EMAIL_DOMAIN]);
    return /** @type {number} */ (rows[0].n);
  });
}
