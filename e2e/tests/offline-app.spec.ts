// The app on a phone with no signal: installable, opening with no network once it has been opened,
// keeping on the device the code of the person's role only, and moving to a new version when the
// person says so. The service worker runs here (the rest of the suite blocks it: playwright.config.ts).
// The offline and update journeys run on a BFF of their own, on the suite's database, serving a copy
// of the built front end: the offline one stops that server, so "no network" means no server at
// all as well as the browser's offline mode; the update one deploys a new version into its copy.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort, launcherDatabaseUrl, ROOT, startBff, type Bff } from '../faults/harness';
import { E2E, LOGINS, seriousViolations } from './support';

test.use({ serviceWorkers: 'allow' });

const REMOTE_FOLDERS = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
/** The remotes whose code a client's device must never hold. */
const NOT_A_CLIENTS = /\/remotes\/mf-(field|scheduling|supplies|documents)\//;

interface OwnApp {
  bff: Bff;
  context: BrowserContext;
  page: Page;
  /** The copy of the front end this server serves (a deployment writes into it). */
  staticRoot: string;
}

/** A copy of the built front end: the shell's files copied (a test may change them), the remotes' linked. */
function frontEndCopy(workDir: string): string {
  const root = path.join(workDir, 'static');
  fs.mkdirSync(path.join(root, 'shell'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true, filter: (file) => !file.endsWith('.map') });
  for (const folder of REMOTE_FOLDERS) fs.symlinkSync(path.join(ROOT, folder), path.join(root, folder), 'dir');
  return root;
}

async function withOwnApp(browser: Browser, run: (app: OwnApp) => Promise<void>): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-offline-'));
  let bff: Bff | null = null;
  try {
    const staticRoot = frontEndCopy(workDir);
    const port = await freePort();
    bff = await startBff(port, await launcherDatabaseUrl(E2E.dataDir), { DATA_DIR: path.join(workDir, 'data'), STATIC_ROOT: staticRoot });
    const context = await browser.newContext({ baseURL: bff.baseUrl, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await run({ bff, context, page, staticRoot });
    await context.close();
  } finally {
    bff?.kill('SIGTERM');
    await bff?.exited;
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function loginAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(E2E.demoPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
}

/** Every URL the service worker's caches hold, by cache name. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });
}

/** Waits until the service worker controls the page and keeps exactly `remotes` (their precache.json last: all their files are in). */
async function untilRemotesKept(page: Page, remotes: string[]): Promise<Record<string, string[]>> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  const wanted = remotes.map((name) => `groundwork-remote-${name}`).sort();
  await expect
    .poll(
      async () => {
        const caches = await cachedUrls(page);
        const kept = Object.keys(caches).filter((name) => name.startsWith('groundwork-remote-'));
        return kept.filter((name) => caches[name].some((url) => url.endsWith('/precache.json'))).sort();
      },
      { timeout: 90_000, message: `the remotes ${remotes.join(', ')} kept on the device` },
    )
    .toEqual(wanted);
  return cachedUrls(page);
}

test("after a first visit online, a worker's app opens with no network: the dashboard, the sidebar and a remote page", async ({ browser }) => {
  test.setTimeout(240_000);
  await withOwnApp(browser, async ({ bff, context, page }) => {
    await loginAs(page, LOGINS.worker);
    await expect(page.getByText(/Welcome back, /)).toBeVisible();
    const caches = await untilRemotesKept(page, ['mf_chat', 'mf_field', 'mf_scheduling']);
    // My Schedule and My Timesheet read once online: their answers are kept on the device.
    for (const [link, title] of [
      ['My Schedule', 'My Schedule'],
      ['My Timesheet', 'My Timesheet'],
    ]) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status').filter({ hasText: /^Offline:/ })).toHaveCount(0);
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText(/Welcome back, /)).toBeVisible();
    // The shell's build is precached too: index.html and the entry script.
    const precache = Object.entries(caches).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
    expect(precache.some((url) => url.includes('/index.html'))).toBe(true);
    expect(precache.some((url) => /\/main\.js/.test(url))).toBe(true);

    // No network at all: the browser offline, and the server gone.
    await context.setOffline(true);
    bff.kill('SIGTERM');
    await bff.exited;
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Welcome back, Luis/)).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Login' })).toHaveCount(0);
    // A remote's page: its code comes from the device.
    await nav.getByRole('link', { name: 'My Schedule' }).click();
    await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    // Its data is what was loaded before, and it says so.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Offline: showing what was loaded at \d{1,2}:\d{2} (AM|PM)$/ })
        .first(),
    ).toBeVisible();
    // Opened at another of the app's addresses: the same app, from the device.
    await page.goto('/timesheet');
    await expect(nav).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'My Timesheet' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Offline: showing what was loaded at / })
        .first(),
    ).toBeVisible();
    await context.setOffline(false);
  });
});

test("a client's device keeps the client portal's and chat's code and never the admin's, the field's, the supplies' or the documents'", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const remoteRequests: string[] = [];
  // The context's requests: the page's (Playwright reports few of a service worker's own: its caches are checked below).
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/remotes/')) remoteRequests.push(url.pathname);
  });
  await page.goto('/');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(LOGINS.client);
  await form.getByLabel('Password').fill(E2E.demoPassword);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });

  const caches = await untilRemotesKept(page, ['mf_chat', 'mf_client_portal']);
  const everyUrl = Object.values(caches).flat();
  expect(everyUrl.filter((url) => url.includes('/remotes/mf-client-portal/')).length).toBeGreaterThan(2);
  expect(everyUrl.filter((url) => NOT_A_CLIENTS.test(url))).toEqual([]);
  expect(remoteRequests.filter((url) => NOT_A_CLIENTS.test(url))).toEqual([]);
  expect(remoteRequests.some((url) => url.startsWith('/remotes/mf-chat/'))).toBe(true);
});

test("logging out drops the remotes kept for the person; a client logging in next on that device keeps only the client's", async ({ page }) => {
  test.setTimeout(180_000);
  const loginOnPage = async (email: string) => {
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(E2E.demoPassword);
    await form.getByRole('button', { name: 'Login' }).click();
  };
  await page.goto('/');
  await loginOnPage(LOGINS.worker);
  await untilRemotesKept(page, ['mf_chat', 'mf_field', 'mf_scheduling']);
  expect(await page.evaluate(() => localStorage.getItem('groundwork.lastKnownUser'))).toContain('worker1@groundwork.demo');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('groundwork.lastKnownUser'))).toBeNull();
  await expect.poll(async () => Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('groundwork-remote-')), { timeout: 30_000 }).toEqual([]);

  await loginOnPage(LOGINS.client);
  const caches = await untilRemotesKept(page, ['mf_chat', 'mf_client_portal']);
  expect(
    Object.values(caches)
      .flat()
      .filter((url) => NOT_A_CLIENTS.test(url)),
  ).toEqual([]);
});

test('the app is installable: Chrome finds no installability error, and the manifest is named after COMPANY_NAME', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  // Playwright's contexts are incognito profiles, where Chrome installs nothing whatever the app:
  // that one error is the browser's set-up, every other would be the app's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: E2E.companyName, display: 'standalone', start_url: '/' });
});

/** A new version of the shell deployed into `staticRoot`: index.html carries `marker`, and sw.js's precache names its new revision. */
function deployNewShell(staticRoot: string, marker: string): void {
  const dist = path.join(staticRoot, 'shell', 'dist');
  const indexFile = path.join(dist, 'index.html');
  const index = fs.readFileSync(indexFile, 'utf8');
  fs.writeFileSync(indexFile, index.replace('<head>', `<head>\n    <meta name="groundwork-build" content="${marker}" />`));
  const workerFile = path.join(dist, 'sw.js');
  const worker = fs.readFileSync(workerFile, 'utf8');
  const entry = /(['"])revision\1:\1([0-9a-f]+)\1,\1url\1:\1\/index\.html\1/.exec(worker);
  if (!entry) throw new Error("sw.js names no revision of /index.html: the build's precache list changed shape");
  fs.writeFileSync(workerFile, worker.replace(entry[0], entry[0].replace(entry[2], `${marker}${entry[2].slice(marker.length)}`)));
  // The server sends a precompressed twin when there is one: the changed files have none now.
  for (const file of [indexFile, workerFile]) for (const twin of ['.br', '.gz']) fs.rmSync(file + twin, { force: true });
}

test('a new version deployed: it installs in the background, the person is told, and Reload moves the page to it', async ({ browser }) => {
  test.setTimeout(240_000);
  await withOwnApp(browser, async ({ page, staticRoot }) => {
    await loginAs(page, LOGINS.foreman);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 }).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'A new version of the app is available.' })).toHaveCount(0);

    deployNewShell(staticRoot, 'abc123');
    // The browser looks for a new worker at every navigation.
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'A new version of the app is available.' });
    await expect(banner).toBeVisible({ timeout: 60_000 });
    // Still the old version until the person says so.
    await expect(page.locator('meta[name="groundwork-build"]')).toHaveCount(0);

    const shots = path.join(E2E.dataDir, 'offline-app');
    fs.mkdirSync(shots, { recursive: true });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(shots, `update-banner-${size.width}.png`) });
      expect(await seriousViolations(page, `the update banner at ${size.width} px`)).toEqual([]);
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="groundwork-build"]')).toHaveAttribute('content', 'abc123', { timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
    await expect(banner).toHaveCount(0);
  });
});
