// Working without a signal, inside the single-page app (a full reload offline is the service
// worker's part): a foreman loads his field screens online, then the network goes. The screens
// show what was loaded, with the "Offline: showing what was loaded at ..." line, the answers coming
// from the device (IndexedDB) once the app's memory has been emptied by a reload. A clock-in, a
// break started and ended, an inventory check and an issue report with a photo made offline wait in
// "Waiting to send" and reach the server once, in order, when the network is back; the server holds each
// exactly once (read back through the API). A queued write the server refuses (today's check done
// meanwhile from another device) is shown with the server's reason until the person dismisses it.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import sharp from 'sharp';

import { CHECKLIST_ITEMS, E2E, login, seriousViolations, uniqueEmail, WIDTHS } from './support';

const PASSWORD = 'hard-hat-7';
const SITE = { latitude: 41.8781, longitude: -87.6298 };
const SHOTS = `${E2E.dataDir}/offline-writes`;
/** The field screens' reads (those kept on the device). */
const FIELD_READS =
  /\/api\/(schedules\/my\/week|job-sites\/my|job-sites\/my\/crew|job-sites\/clock-sites|inventory\/today|issues|issues\/count|breaks\/today|timesheets\/my|time-entries\/current)(\?|$)/;
const OFFLINE_LINE = /^Offline: showing what was loaded at \d{1,2}:\d{2} (AM|PM)$/;

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface Foreman {
  id: string;
  email: string;
  siteName: string;
}

/** A new foreman leading a new active site, scheduled there today (through the API). */
async function foremanWithSite(browser: Browser): Promise<Foreman> {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const admin = adminContext.request;
  expect((await admin.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } })).status()).toBe(200);
  const registering = await browser.newContext({ baseURL: E2E.baseURL });
  const email = uniqueEmail('offline-foreman');
  const registered = await registering.request.post('/api/auth/register', {
    data: {
      role: 'foreman',
      email,
      firstName: 'Ines',
      lastName: `Offline${Date.now().toString(36)}`,
      phoneNumber: '(312) 555-0177',
      password: PASSWORD,
      pin: E2E.foremanPin,
    },
  });
  expect(registered.status()).toBe(201);
  const id = ((await registered.json()) as { id: string }).id;
  const siteName = `Lake St Salvage ${Date.now().toString(36)}`;
  const site = await admin.post('/api/job-sites', { data: { name: siteName, address: '233 S Wacker Dr, Chicago', ...SITE, foremanId: id } });
  expect(site.status()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  const shift = await admin.post('/api/schedules', { data: { workerId: id, jobSiteId: siteId, date: todayIso(), meetTime: '06:30', startTime: '07:00' } });
  expect(shift.status()).toBe(201);
  await registering.close();
  await adminContext.close();
  return { id, email, siteName };
}

async function foremanPage(browser: Browser, foreman: Foreman): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  await context.grantPermissions(['geolocation'], { origin: E2E.baseURL });
  await context.setGeolocation({ ...SITE, accuracy: 10 });
  const page = await context.newPage();
  await login(page, foreman.email, PASSWORD);
  return { context, page };
}

/** The same foreman on another device: his own API session. */
async function otherDevice(browser: Browser, foreman: Foreman): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  expect((await context.request.post('/api/auth/login', { data: { email: foreman.email, password: PASSWORD } })).status()).toBe(200);
  return context.request;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const waitingButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^(Waiting to send|Not sent) \(\d+\)$/ });

/** Each field screen: its sidebar link, its title, and something of its data to see offline. */
function screens(foreman: Foreman) {
  return [
    { link: 'Dashboard', title: /^Welcome back/, data: (page: Page) => page.locator('.time-clock-slot').getByRole('button', { name: 'Clock In' }) },
    { link: 'My Schedule', title: 'My Schedule', data: (page: Page) => page.getByText(foreman.siteName).first() },
    { link: 'Job Site', title: 'My Job Site', data: (page: Page) => page.getByRole('heading', { name: foreman.siteName }) },
    { link: 'Inventory', title: 'Daily Inventory Check', data: (page: Page) => page.getByRole('checkbox', { name: 'Hammers' }) },
    { link: 'Issues', title: 'Job Site Issues', data: (page: Page) => page.getByRole('button', { name: 'Report Issue' }) },
    { link: 'Time Tracking', title: 'Time Tracking', data: (page: Page) => page.getByRole('button', { name: 'Start Break' }) },
    { link: 'My Timesheet', title: 'My Timesheet', data: (page: Page) => page.getByText('Open', { exact: true }).first() },
  ];
}

async function goTo(page: Page, link: string, title: string | RegExp): Promise<void> {
  await nav(page).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
}

async function checkEverything(page: Page): Promise<void> {
  for (const item of CHECKLIST_ITEMS) await page.getByRole('checkbox', { name: item }).check();
  await page.getByRole('button', { name: 'Submit Inventory Check' }).click();
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // The notice of the last action goes by itself (5 s): the screen as it is then.
  await expect(page.getByText('Saved on this device', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` });
  }
  await page.setViewportSize(WIDTHS[0]);
}

test('offline, the field screens show what was loaded, and a clock-in, a break, an inventory check and an issue made offline reach the server once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const foreman = await foremanWithSite(browser);
  const { context, page } = await foremanPage(browser, foreman);

  // Online: each field screen once; their answers are kept on the device.
  for (const screen of screens(foreman)) {
    await goTo(page, screen.link, screen.title);
    await expect(screen.data(page)).toBeVisible();
  }
  // A reload empties the app's memory; the device keeps its answers. The screens' reads now fail
  // for the network (their code still loads: no service worker here): each screen shows the
  // answer kept on the device, and says so.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(FIELD_READS, (route) => route.abort('internetdisconnected'));
  for (const screen of screens(foreman)) {
    await goTo(page, screen.link, screen.title);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_LINE }).first()).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
  }
  await shoot(page, 'offline-line');
  await page.unroute(FIELD_READS);

  // The network goes altogether: the screens keep what they show, with the line.
  await context.setOffline(true);
  for (const screen of screens(foreman)) {
    await goTo(page, screen.link, screen.title);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_LINE }).first()).toBeVisible();
    await expect(screen.data(page)).toBeVisible();
  }

  // Clock in on the dashboard's card: shown clocked in, waiting to send.
  await goTo(page, 'Dashboard', /^Welcome back/);
  const card = page.locator('.time-clock-slot');
  await expect(card.getByRole('status').filter({ hasText: OFFLINE_LINE })).toBeVisible();
  await card.getByRole('button', { name: 'Clock In' }).click();
  await expect(card.getByText(/^Clocked in at \d{1,2}:\d{2} (AM|PM) \(waiting to send\)$/)).toBeVisible();
  await expect(waitingButton(page)).toHaveText('Waiting to send (1)');
  await shoot(page, 'time-clock-waiting');
  expect(await seriousViolations(page, 'the Time Clock card, clocked in offline')).toEqual([]);

  // A break started and ended offline.
  await goTo(page, 'Time Tracking', 'Time Tracking');
  await page.getByRole('button', { name: 'Start Break' }).click();
  await expect(page.getByText(/in progress since \d{1,2}:\d{2} (AM|PM) \(waiting to send\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'End Break' }).click();
  await expect(page.getByRole('button', { name: 'Start Break' })).toBeEnabled();
  await expect(waitingButton(page)).toHaveText('Waiting to send (3)');

  // The inventory check and an issue report.
  await goTo(page, 'Inventory', 'Daily Inventory Check');
  await checkEverything(page);
  await expect(page.getByText('Check saved on this device')).toBeVisible();
  const title = `Downed fence panel ${Date.now().toString(36)}`;
  await goTo(page, 'Issues', 'Job Site Issues');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('East gate: the panel is flat, the site is open.');
  // A photo from the phone's files: it waits behind its report and goes to the issue the report makes.
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('group', { name: 'Photos (up to 5)' }).getByRole('button', { name: 'Choose Photos' }).click();
  await (await chooser).setFiles([{ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await page.getByRole('button', { name: 'Report Issue' }).click();
  await expect(waitingButton(page)).toHaveText('Waiting to send (6)');

  // The list of what waits, in order.
  await waitingButton(page).click();
  const list = page.getByRole('dialog', { name: 'Waiting to send' });
  await expect(list.getByRole('listitem')).toHaveText([
    /^Clock in/,
    /^Start break/,
    /^End break/,
    /^Inventory check/,
    new RegExp(`^Issue report: ${title}`),
    /^Issue photo: gate\.jpg/,
  ]);
  await expect(list.getByText(/^No connection\./)).toBeVisible();
  await shoot(page, 'waiting-list');
  expect(await seriousViolations(page, 'the waiting list, offline')).toEqual([]);
  await page.keyboard.press('Escape');

  // Logging out with writes waiting asks first; staying keeps everything.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  expect(await asked).toBe('6 actions are still waiting to send. They stay on this device and are sent when you log in here again. Log out?');
  await expect(waitingButton(page)).toHaveText('Waiting to send (6)');

  // Back online: everything is sent, in order, and the screens show the server's state again.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await context.setOffline(false);
  await expect(waitingButton(page)).toHaveCount(0, { timeout: 30_000 });
  expect(sent.map((line) => line.replace(/\/breaks\/[^/]+\/end$/, '/breaks/:id/end').replace(/\/issues\/[^/]+\/photos$/, '/issues/:id/photos'))).toEqual([
    'POST /api/time-entries/clock-in',
    'POST /api/breaks',
    'PATCH /api/breaks/:id/end',
    'POST /api/inventory',
    'POST /api/issues',
    'POST /api/issues/:id/photos',
  ]);
  await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_LINE })).toHaveCount(0);

  // The server holds each exactly once.
  const api = page.request;
  const current = (await (await api.get('/api/time-entries/current')).json()) as { entry: { id: string } | null };
  expect(current.entry).not.toBeNull();
  const week = (await (await api.get(`/api/timesheets/my?week=${todayIso()}`)).json()) as { days: Array<{ entries: unknown[] }> };
  expect(week.days.flatMap((day) => day.entries)).toHaveLength(1);
  const breaks = (await (await api.get('/api/breaks/today')).json()) as Array<{ endTime: string | null }>;
  expect(breaks).toHaveLength(1);
  expect(breaks[0].endTime).not.toBeNull();
  const inventory = (await (await api.get('/api/inventory/today')).json()) as { check: unknown };
  expect(inventory.check).not.toBeNull();
  const issues = (await (await api.get('/api/issues?page=1&limit=50')).json()) as Array<{ title: string; photos: unknown[] }>;
  const reported = issues.filter((issue) => issue.title === title);
  expect(reported).toHaveLength(1);
  expect(reported[0].photos).toHaveLength(1);
  await context.close();
});

test('a queued inventory check the server refuses (done meanwhile on another device) is shown with its reason until dismissed', async ({ browser }) => {
  test.setTimeout(120_000);
  const foreman = await foremanWithSite(browser);
  const { context, page } = await foremanPage(browser, foreman);
  await goTo(page, 'Inventory', 'Daily Inventory Check');
  await expect(page.getByRole('checkbox', { name: 'Hammers' })).toBeVisible();

  await context.setOffline(true);
  await checkEverything(page);
  await expect(page.getByText('Check saved on this device')).toBeVisible();
  await expect(waitingButton(page)).toHaveText('Waiting to send (1)');

  // Meanwhile the same foreman does today's check from another device.
  const other = await otherDevice(browser, foreman);
  const items = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, true]));
  expect((await other.post('/api/inventory', { data: { items, shortages: [], completed: true } })).status()).toBe(201);

  await context.setOffline(false);
  await expect(waitingButton(page)).toHaveText('Not sent (1)', { timeout: 30_000 });
  await waitingButton(page).click();
  const list = page.getByRole('dialog', { name: 'Waiting to send' });
  const refused = list.getByRole('listitem').filter({ hasText: 'Inventory check' });
  await expect(refused).toContainText(/Refused: .+/);
  await shoot(page, 'refused');
  expect(await seriousViolations(page, 'a refused write')).toEqual([]);

  // It stays (a reload keeps it on the device) until dismissed.
  await page.reload();
  await expect(waitingButton(page)).toHaveText('Not sent (1)');
  await waitingButton(page).click();
  await list.getByRole('button', { name: 'Dismiss Inventory check' }).click();
  await expect(waitingButton(page)).toHaveCount(0);
  await context.close();
});

test('a replay cut off after the server did the write is sent again under the same key, and the server holds it once', async ({ browser }) => {
  test.setTimeout(120_000);
  const foreman = await foremanWithSite(browser);
  const { context, page } = await foremanPage(browser, foreman);
  await goTo(page, 'Dashboard', /^Welcome back/);
  const card = page.locator('.time-clock-slot');
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await goTo(page, 'Issues', 'Job Site Issues');

  await context.setOffline(true);
  const title = `Loose handrail ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Stair 2, third floor.');
  await page.getByRole('button', { name: 'Report Issue' }).click();
  await goTo(page, 'Dashboard', /^Welcome back/);
  await card.getByRole('button', { name: 'Clock In' }).click();
  await expect(waitingButton(page)).toHaveText('Waiting to send (2)');

  // The first answer of each write is lost on its way back: the server did it, the app saw no answer.
  const attempts: Array<{ path: string; key: string | null; replayed: string | null }> = [];
  const cutOff = new Set<string>();
  await page.route(/\/api\/(issues|time-entries\/clock-in)$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const path = new URL(request.url()).pathname;
    const response = await route.fetch();
    attempts.push({ path, key: request.headers()['idempotency-key'] ?? null, replayed: response.headers()['idempotent-replayed'] ?? null });
    if (!cutOff.has(path)) {
      cutOff.add(path);
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  await context.setOffline(false);
  await expect(waitingButton(page)).toHaveCount(0, { timeout: 60_000 });

  // Each write went twice under one key; the second time the server answered its first answer.
  expect(attempts.map((attempt) => [attempt.path, attempt.replayed])).toEqual([
    ['/api/issues', null],
    ['/api/issues', 'true'],
    ['/api/time-entries/clock-in', null],
    ['/api/time-entries/clock-in', 'true'],
  ]);
  expect(attempts[0].key).toBe(attempts[1].key);
  expect(attempts[2].key).toBe(attempts[3].key);

  const api = page.request;
  const issues = (await (await api.get('/api/issues?page=1&limit=50')).json()) as Array<{ title: string; photos: unknown[] }>;
  const reported = issues.filter((issue) => issue.title === title);
  expect(reported).toHaveLength(1);
  const week = (await (await api.get(`/api/timesheets/my?week=${todayIso()}`)).json()) as { days: Array<{ entries: unknown[] }> };
  expect(week.days.flatMap((day) => day.entries)).toHaveLength(1);
  await expect(card.getByText(/^Since \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await context.close();
});
