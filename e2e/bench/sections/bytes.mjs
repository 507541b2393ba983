// @ts-check
// Bytes to the browser: the JavaScript a real Chromium downloads for each first
// screen, counted from the response bodies of the page's script requests. When the server sent a
// body compressed (Content-Encoding gzip or br), its transfer size is counted; when it did not,
// the bench gzips the body itself at level 9, so the figure is always "compressed bytes on the
// wire" and never flatters an uncompressed server. Each visit is a fresh browser context (empty
// cache), waits until the network is idle, and only then adds up.
import zlib from 'node:zlib';

import { launchChromium, loggedInContext } from '../lib/front-browser.mjs';

export const title = 'Bytes to the browser (compressed JavaScript per first screen)';

const KB = 1000;
const LANDING_LIMIT = 250 * KB;
const FIRST_SCREEN_LIMIT = 450 * KB;
/** What a client must never download: its browser loads the shell, mf-client-portal and mf-chat only. */
const NOT_FOR_CLIENTS = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents'];

/** Each remote's own size is measured on one of its pages, as a role that may open it. */
const REMOTE_PAGES = [
  { folder: 'mf-scheduling', role: 'worker', path: '/schedule' },
  { folder: 'mf-field', role: 'admin', path: '/job-sites' },
  { folder: 'mf-supplies', role: 'admin', path: '/supplies' },
  { folder: 'mf-documents', role: 'admin', path: '/hr-documents' },
  { folder: 'mf-client-portal', role: 'client', path: '/' },
  { folder: 'mf-chat', role: 'worker', path: '/messages' },
];

/**
 * @typedef {{ url: string, bytes: number, compressedBy: 'server' | 'bench' }} Script
 * @typedef {{ scripts: Script[], total: number }} Visit
 */

/**
 * Opens `path` in a fresh context (logged in as `role` unless null) and returns every script it
 * downloaded, with its compressed size.
 * @param {import('@playwright/test').Browser} browser
 * @param {any} ctx
 * @param {string | null} role
 * @param {string} path
 * @returns {Promise<Visit>}
 */
async function visit(browser, ctx, role, path) {
  const context = role ? await loggedInContext(browser, ctx, role) : await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<Script | null>[]} */
  const pending = [];
  const onResponse = (/** @type {import('@playwright/test').Response} */ response) => {
    if (response.request().resourceType() === 'script') pending.push(measureScript(response));
  };
  page.on('response', onResponse);
  try {
    await page.goto(new URL(path, ctx.bff.url).href, { waitUntil: 'networkidle' });
    // The first screen is there: the login tabs when logged out, the sidebar when logged in.
    if (role) await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 30_000 });
    else await page.getByRole('tab', { name: 'Login' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse); // what arrives later is not this first screen
    const scripts = /** @type {Script[]} */ ((await Promise.all(pending)).filter(Boolean));
    return { scripts, total: scripts.reduce((sum, script) => sum + script.bytes, 0) };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('@playwright/test').Response} response
 * @returns {Promise<Script | null>}
 */
async function measureScript(response) {
  if (!response.ok()) return null;
  const url = response.url();
  const encoding = ((await response.allHeaders())['content-encoding'] || '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'br') {
    const sizes = await response.request().sizes();
    return { url, bytes: sizes.responseBodySize, compressedBy: 'server' };
  }
  const body = await response.body();
  return { url, bytes: zlib.gzipSync(body, { level: 9 }).length, compressedBy: 'bench' };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @param {Visit} result */
function describe(result) {
  const how = new Set(result.scripts.map((script) => script.compressedBy));
  const by = how.size === 0 ? '' : how.has('bench') ? (how.has('server') ? ', partly gzip -9 by the bench' : ', gzip -9 by the bench') : ', as sent';
  return `${kb(result.total)} (${result.scripts.length} files${by})`;
}

/** @param {Script[]} scripts @param {string} folder */
const ofRemote = (scripts, folder) => scripts.filter((script) => new URL(script.url).pathname.startsWith(`/remotes/${folder}/`));

/** @param {any} ctx */
export async function run(ctx) {
  const judge = (/** @type {boolean} */ ok) => (ctx.smoke ? null : ok);
  const browser = await launchChromium();
  /** @type {{ figure: string, value: string, target: string, pass: boolean | null }[]} */
  const rows = [];
  try {
    const landing = await visit(browser, ctx, null, '/');
    rows.push({ figure: 'landing (logged out) JS', value: describe(landing), target: '< 250 KB', pass: judge(landing.total < LANDING_LIMIT) });

    /** @type {Record<string, Visit>} */
    const visits = {};
    const firstScreens = [
      { label: "admin's dashboard /", role: 'admin', path: '/' },
      { label: "worker's My Schedule /schedule", role: 'worker', path: '/schedule' },
      { label: "client's home /", role: 'client', path: '/' },
    ];
    for (const screen of firstScreens) {
      const result = await visit(browser, ctx, screen.role, screen.path);
      visits[`${screen.role} ${screen.path}`] = result;
      rows.push({ figure: `${screen.label} JS`, value: describe(result), target: '< 450 KB', pass: judge(result.total < FIRST_SCREEN_LIMIT) });
    }

    // A client's every page (home and messages): no code of the four staff remotes, by URL.
    const clientMessages = await visit(browser, ctx, 'client', '/messages');
    const clientScripts = [...visits['client /'].scripts, ...clientMessages.scripts];
    const forbidden = NOT_FOR_CLIENTS.filter((folder) => ofRemote(clientScripts, folder).length > 0);
    rows.push({
      figure: 'client (/ and /messages) loads no code of ' + NOT_FOR_CLIENTS.join(', '),
      value:
        forbidden.length === 0
          ? 'none loaded'
          : `loaded: ${forbidden
              .map(
                (folder) =>
                  `${folder} (${ofRemote(clientScripts, folder)
                    .map((s) => new URL(s.url).pathname.split('/').pop())
                    .join(', ')})`,
              )
              .join('; ')}`,
      target: 'none loaded',
      pass: judge(forbidden.length === 0),
    });

    // Each remote's own share: its remoteEntry plus every chunk of its folder, on one of its pages.
    for (const { folder, role, path } of REMOTE_PAGES) {
      const result = visits[`${role} ${path}`] ?? (visits[`${role} ${path}`] = await visit(browser, ctx, role, path));
      const own = ofRemote(result.scripts, folder);
      const bytes = own.reduce((sum, script) => sum + script.bytes, 0);
      rows.push({
        figure: `${folder} own JS on ${path} (${role})`,
        value: own.length === 0 ? 'not loaded' : `${kb(bytes)} (${own.length} files; page total ${kb(result.total)})`,
        target: 'report',
        pass: own.length === 0 ? judge(false) : null,
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
