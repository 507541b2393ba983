// @ts-check
// What the service worker keeps on a device (shell/src/serviceWorker): the shell's build, precached
// when the app is first opened, and once someone has logged in, the code of the remotes their
// role's pages use. Per role, a fresh browser with the worker allowed opens the role's first
// screen and waits until every remote the role uses is kept; then every URL in the worker's
// caches is asked again of the server as a browser asks (brotli accepted) and the bytes as sent
// are added up (Playwright does not report most of a worker's own requests), split into the
// shell's precache and the remotes', beside what the device stores (the bodies uncompressed).
// A client's caches must hold nothing of the admin's, field's, supplies' or documents' remotes.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { cookieFor, launchChromium } from '../lib/front-browser.mjs';

export const title = 'Service worker precache (compressed bytes it downloads, per role)';

const KB = 1000;
const ROLES = ['admin', 'foreman', 'worker', 'client'];
const NOT_FOR_CLIENTS = /\/remotes\/mf-(scheduling|field|supplies|documents)\//;
const ROUTE_TABLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell/src/routes/routeTable.ts');

/** Each role's remotes, read from the shell's route table (its `{ path, roles, remote }` entries). */
function remotesByRole() {
  const source = fs.readFileSync(ROUTE_TABLE, 'utf8');
  const everyone = /const EVERYONE[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  /** @type {Record<string, Set<string>>} */
  const remotes = Object.fromEntries(ROLES.map((role) => [role, new Set()]));
  for (const [, roles, remote] of source.matchAll(/\{\s*path:\s*'[^']+',\s*roles:\s*(\[[^\]]*\]|EVERYONE),\s*remote:\s*'([^']+)'/g)) {
    for (const role of ROLES) if ((roles === 'EVERYONE' ? everyone : roles).includes(`'${role}'`)) remotes[role].add(remote);
  }
  return Object.fromEntries(ROLES.map((role) => [role, [...remotes[role]].sort()]));
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {any} ctx
 * @param {string} role
 * @param {string[]} remotes
 */
async function precachedBy(browser, ctx, role, remotes) {
  const [session] = await ctx.sessions(role, 1);
  if (!session) throw new Error(`no ${role} session`);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await context.addCookies([cookieFor(session.cookie, ctx.bff.url)]);
  try {
    const page = await context.newPage();
    await page.goto(new URL('/', ctx.bff.url).href);
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
    const wanted = remotes.map((remote) => `groundwork-remote-${remote}`);
    // Kept once each remote's cache holds its precache.json (written last), and the shell's precache is in.
    const deadline = Date.now() + 180_000;
    const kept = () =>
      page.evaluate(async (names) => {
        if (!navigator.serviceWorker.controller) return false;
        const keys = await caches.keys();
        if (!keys.some((key) => key.startsWith('workbox-precache'))) return false;
        for (const name of names) {
          if (!keys.includes(name)) return false;
          const requests = await (await caches.open(name)).keys();
          if (!requests.some((request) => request.url.endsWith('/precache.json'))) return false;
        }
        return true;
      }, wanted);
    while (!(await kept())) {
      if (Date.now() > deadline) throw new Error(`${role}: the service worker did not keep ${remotes.join(', ')} within 180 s`);
      await page.waitForTimeout(500);
    }
    const cached = await page.evaluate(async () => {
      /** @type {{ url: string, stored: number }[]} */
      const files = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('workbox-precache') && !name.startsWith('groundwork-remote-')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          files.push({ url: request.url, stored: response ? (await response.blob()).size : 0 });
        }
      }
      return files;
    });
    const files = await Promise.all(cached.map(async (file) => ({ ...file, sent: await sentBytes(file.url) })));
    const isRemote = (/** @type {{ url: string }} */ file) => new URL(file.url).pathname.startsWith('/remotes/');
    const sum = (/** @type {{ sent: number, stored: number }[]} */ list) => ({
      sent: list.reduce((total, file) => total + file.sent, 0),
      stored: list.reduce((total, file) => total + file.stored, 0),
      count: list.length,
    });
    return {
      shell: sum(files.filter((file) => !isRemote(file))),
      remotes: sum(files.filter(isRemote)),
      forbidden: files.filter((file) => NOT_FOR_CLIENTS.test(new URL(file.url).pathname)).map((file) => new URL(file.url).pathname),
    };
  } finally {
    await context.close();
  }
}

/**
 * The bytes the server sends for `url` to a browser that accepts brotli (precompressed twins).
 * @param {string} url
 * @returns {Promise<number>}
 */
function sentBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @param {any} ctx */
export async function run(ctx) {
  const judge = (/** @type {boolean} */ ok) => (ctx.smoke ? null : ok);
  const browser = await launchChromium();
  const byRole = remotesByRole();
  /** @type {{ figure: string, value: string, target: string, pass: boolean | null }[]} */
  const rows = [];
  try {
    for (const role of ROLES) {
      const result = await precachedBy(browser, ctx, role, byRole[role]);
      const { shell, remotes } = result;
      rows.push({
        figure: `${role}: shell precache + ${byRole[role].join(', ')}`,
        value: `${kb(shell.sent + remotes.sent)} sent, ${kb(shell.stored + remotes.stored)} stored (shell ${kb(shell.sent)} in ${shell.count} files; remotes ${kb(remotes.sent)} in ${remotes.count} files)`,
        target: 'report',
        pass: null,
      });
      if (role === 'client') {
        rows.push({
          figure: "client's service worker keeps no code of mf-scheduling, mf-field, mf-supplies, mf-documents",
          value: result.forbidden.length === 0 ? 'none kept' : `kept: ${result.forbidden.join(', ')}`,
          target: 'none kept',
          pass: judge(result.forbidden.length === 0),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
