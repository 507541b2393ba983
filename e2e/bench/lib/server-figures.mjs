// @ts-check
// What the floor, reads and writes sections share: spreading sessions over autocannon's
// connections, and turning one load result into a table row judged against its target.

/**
 * autocannon's setupClient: connection i replays `requestsFor(i)` (a cycle of requests) with its
 * own session, so the load is spread over many users as real traffic is.
 * @param {number} count how many distinct request cycles there are (one per user)
 * @param {(index: number) => Array<Record<string, unknown>>} requestsFor
 */
export function perConnection(count, requestsFor) {
  let next = 0;
  /** @param {{ setRequests(requests: Array<Record<string, unknown>>): void }} client */
  return (client) => {
    client.setRequests(requestsFor(next % count));
    next += 1;
  };
}

/** @param {string} cookie */
export const withCookie = (cookie, extra = {}) => ({ cookie, ...extra });

export const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * One row: requests per second, its ratio to the floor, p99, and the error count when there
 * were any. `pass` is null in smoke mode (figures printed, not judged).
 * @param {{ smoke: boolean, floor: { rps: number } | null }} ctx
 * @param {string} figure
 * @param {{ rps: number, p99: number, errors: number, non2xx: number }} result
 * @param {{ minRatio?: number, maxP99: number }} target
 */
export function loadRow(ctx, figure, result, target) {
  const ratio = ctx.floor && ctx.floor.rps > 0 ? result.rps / ctx.floor.rps : null;
  const failures = result.errors + result.non2xx;
  const parts = [`${Math.round(result.rps)} req/s`];
  if (ratio !== null) parts.push(`${ratio.toFixed(3)}x floor`);
  parts.push(`p99 ${result.p99} ms`);
  if (failures > 0) parts.push(`${result.errors} errors, ${result.non2xx} non-2xx`);
  const targetText = [target.minRatio !== undefined ? `>= ${target.minRatio}x floor` : null, `p99 < ${target.maxP99} ms`, 'no errors']
    .filter(Boolean)
    .join(', ');
  const met = failures === 0 && result.p99 < target.maxP99 && (target.minRatio === undefined || (ratio !== null && ratio >= target.minRatio));
  return { figure, value: parts.join(', '), target: targetText, pass: ctx.smoke ? null : met };
}

/**
 * Logs one known user in (the seed's password is the same for everyone) and returns the cookie.
 * @param {string} baseUrl
 * @param {string} email
 */
export async function logInAs(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: 'groundwork' }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('groundwork.sid=')) throw new Error(`login as ${email}: no session cookie`);
  return cookie;
}
