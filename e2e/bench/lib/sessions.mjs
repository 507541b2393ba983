// @ts-check
// Logged-in sessions of distinct scale-seed users, made through POST /api/auth/login as a browser
// would, a few logins at a time (each costs an argon2 verification), kept per role for the run.
import { EMAIL_DOMAIN, PASSWORD } from '../seed-scale.mjs';

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
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('groundwork.sid='));
  if (!cookie) throw new Error(`login of ${email} set no groundwork.sid cookie`);
  const user = /** @type {{ id: string }} */ (await response.json());
  return /** @type {Session} */ ({ userId: user.id, email, cookie });
}

/** `sessions(role, count)` for the ctx: the first `count` users of the role, logged in once each. */
export function sessionPool(/** @type {string} */ baseUrl) {
  /** @type {Map<string, Session[]>} */
  const cache = new Map();
  return async function sessions(/** @type {string} */ role, /** @type {number} */ count) {
    if (!ROLES.includes(role)) throw new Error(`sessions: unknown role ${role} (one of ${ROLES.join(', ')})`);
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
