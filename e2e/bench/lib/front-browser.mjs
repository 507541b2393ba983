// @ts-check
// The bench's browser: Debian's Chromium driven by Playwright, and contexts logged in with a
// session cookie from ctx.sessions (a seeded user logged in through POST /api/auth/login).
export { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from '../../lib/chromium.mjs';

/**
 * A fresh context (empty cache) carrying one session of `role`.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ bff: { url: string }, sessions(role: string, count: number): Promise<Array<{ cookie: string }>> }} ctx
 * @param {string} role
 */
export async function loggedInContext(browser, ctx, role) {
  const [session] = await ctx.sessions(role, 1);
  if (!session) throw new Error(`no ${role} session`);
  const context = await browser.newContext();
  await context.addCookies([cookieFor(session.cookie, ctx.bff.url)]);
  return context;
}

/**
 * 'groundwork.sid=...' -> a Playwright cookie for the BFF's origin.
 * @param {string} header
 * @param {string} url
 */
export function cookieFor(header, url) {
  const pair = header.split(';')[0];
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`not a cookie: ${header}`);
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url };
}
