// The time clock: a worker clocks in and out on the dashboard's Time Clock card (the location
// granted, then refused: the punch is recorded either way), a foreman clocks a worker of today's
// crew in and out on My Job Site, and Start Job / End Job move the foreman's own clock. Each test
// makes its own people, site and shift (through the API), so the demo company's day is untouched.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { CHECKLIST_ITEMS, E2E, login, uniqueEmail, type Role } from './support';

const PASSWORD = 'hard-hat-7';
/** The site's coordinates (the Loop); the browser is placed there when it grants its location. */
const SITE = { latitude: 41.8781, longitude: -87.6298 };
const SHOTS = `${E2E.dataDir}/time-clock`;

function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const response = await context.request.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } });
  expect(response.status()).toBe(200);
  return context.request;
}

interface Person {
  id: string;
  email: string;
  name: string;
}

/** A new person, registered by the API in a context of its own (registering logs that context in). */
async function newPerson(browser: Browser, role: Role, firstName: string): Promise<Person> {
  const api = (await browser.newContext({ baseURL: E2E.baseURL })).request;
  const lastName = `Clock${Date.now().toString(36)}`;
  const email = uniqueEmail(`clock-${role}`);
  const response = await api.post('/api/auth/register', {
    data: { role, email, firstName, lastName, phoneNumber: '(312) 555-0142', password: PASSWORD, ...(role === 'foreman' ? { pin: E2E.foremanPin } : {}) },
  });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email, name: `${firstName} ${lastName}` };
}

/** An active site (led by `foremanId` when given) with `workerId` scheduled there today. */
async function siteWithShift(admin: APIRequestContext, name: string, workerId: string, foremanId?: string): Promise<string> {
  const site = await admin.post('/api/job-sites', { data: { name, address: '233 S Wacker Dr, Chicago', ...SITE, ...(foremanId ? { foremanId } : {}) } });
  expect(site.status()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  const shift = await admin.post('/api/schedules', { data: { workerId, jobSiteId: siteId, date: todayIso(), meetTime: '06:30', startTime: '07:00' } });
  expect(shift.status()).toBe(201);
  return siteId;
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  // As a page is read, not mid-gesture: the pointer off the buttons, their colour transitions over.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${where}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The punch's answer, as the server recorded it. */
function punchAnswer(page: Page, punch: 'clock-in' | 'clock-out') {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/time-entries/${punch}`);
}

test('a worker clocks in and out on the dashboard, with the location granted and then refused', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminApi(browser);
  const worker = await newPerson(browser, 'worker', 'Rosa');
  const siteName = `Wacker Strip-out ${Date.now().toString(36)}`;
  const siteId = await siteWithShift(admin, siteName, worker.id);

  const context = await browser.newContext({ baseURL: E2E.baseURL });
  await context.grantPermissions(['geolocation'], { origin: E2E.baseURL });
  await context.setGeolocation({ ...SITE, accuracy: 10 });
  const page = await context.newPage();
  await login(page, worker.email, PASSWORD);
  await expect(page.getByText(/Welcome back, Rosa/)).toBeVisible();

  const card = page.locator('.time-clock-slot');
  const site = card.getByRole('combobox', { name: 'Job site' });
  await expect(site).toHaveValue(siteId);
  await expect(site.locator('option:checked')).toHaveText(siteName);
  const slotHeight = (await card.boundingBox())?.height;

  const clockedIn = punchAnswer(page, 'clock-in');
  await card.getByRole('button', { name: 'Clock In' }).click();
  const entry = (await (await clockedIn).json()) as { jobSiteId: string; flags: string[]; source: string };
  expect(entry).toMatchObject({ jobSiteId: siteId, flags: [], source: 'self' });
  await expect(card.getByRole('timer', { name: 'Time worked' })).toHaveText(/^0:00:\d\d$/);
  await expect(card.getByText(siteName)).toBeVisible();
  await expect(card.getByText('No break running')).toBeVisible();
  // The space reserved for the card is the card's: nothing below it moved.
  expect((await card.boundingBox())?.height).toBe(slotHeight);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/worker-clocked-in-1280.png`, fullPage: true });
  await expectAxeClean(page, 'dashboard clocked in at 1280 px');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/worker-clocked-in-375.png`, fullPage: true });
  await expectAxeClean(page, 'dashboard clocked in at 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Still clocked in after a reload; Clock Out.
  await page.reload();
  await expect(card.getByRole('timer', { name: 'Time worked' })).toBeVisible();
  const clockedOut = punchAnswer(page, 'clock-out');
  await card.getByRole('button', { name: 'Clock Out' }).click();
  expect((await (await clockedOut).json()) as { clockOut: string | null }).toMatchObject({ clockOut: expect.any(String) });
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeVisible();

  // The location refused: the punch is still recorded, flagged no_location, and the card says so.
  await context.clearPermissions();
  const refusedIn = punchAnswer(page, 'clock-in');
  await card.getByRole('button', { name: 'Clock In' }).click();
  expect(((await (await refusedIn).json()) as { flags: string[] }).flags).toEqual(['no_location']);
  await expect(page.getByText(/the punch was recorded without it/)).toBeVisible();
  await expect(card.getByRole('timer', { name: 'Time worked' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/worker-clocked-in-no-location-375.png` });
  await card.getByRole('button', { name: 'Clock Out' }).click();
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await expectAxeClean(page, 'dashboard clocked out at 375 px');
  await context.close();
});

test('a foreman clocks a worker of today’s crew in and out, and Start Job / End Job move his own clock', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await adminApi(browser);
  const worker = await newPerson(browser, 'worker', 'Iker');
  const foreman = await newPerson(browser, 'foreman', 'Dwayne');
  const siteName = `Canal St Gut ${Date.now().toString(36)}`;
  const siteId = await siteWithShift(admin, siteName, worker.id, foreman.id);

  // The worker's own dashboard stays open: the punches the foreman makes for them show on its card at once.
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerPage = await workerContext.newPage();
  await login(workerPage, worker.email, PASSWORD);
  const workerCard = workerPage.locator('.time-clock-slot');
  await expect(workerCard.getByRole('button', { name: 'Clock In' })).toBeVisible();

  const context = await browser.newContext({ baseURL: E2E.baseURL });
  // Directions open in a new tab at Start Job; this machine has no internet.
  await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }));
  await context.grantPermissions(['geolocation'], { origin: E2E.baseURL });
  await context.setGeolocation({ ...SITE, accuracy: 10 });
  const page = await context.newPage();
  await login(page, foreman.email, PASSWORD);
  await expect(page.getByText(/Welcome back, Dwayne/)).toBeVisible();
  const card = page.locator('.time-clock-slot');
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Job site' })).toHaveValue(siteId);

  // The crew clock on My Job Site.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Site' }).click();
  const crew = page.getByRole('list', { name: "Today's crew" });
  const row = crew.getByRole('listitem').filter({ hasText: worker.name });
  await expect(row.getByText('Not clocked in')).toBeVisible();
  await expect(row.getByText(`${siteName} · shift at 7:00 AM`)).toBeVisible();
  const crewIn = punchAnswer(page, 'clock-in');
  await row.getByRole('button', { name: `Clock in ${worker.name}` }).click();
  expect(await (await crewIn).json()).toMatchObject({ userId: worker.id, jobSiteId: siteId, source: 'foreman', flags: [] });
  await expect(row.getByText(/^Clocked in since \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(workerCard.getByRole('timer', { name: 'Time worked' })).toBeVisible();
  await expect(workerCard.getByText(siteName)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/foreman-crew-375.png`, fullPage: true });
  await expectAxeClean(page, 'My Job Site with the crew at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/foreman-crew-1280.png`, fullPage: true });
  await expectAxeClean(page, 'My Job Site with the crew at 1280 px');
  await row.getByRole('button', { name: `Clock out ${worker.name}` }).click();
  await expect(row.getByText('Not clocked in')).toBeVisible();
  await expect(workerCard.getByRole('button', { name: 'Clock In' })).toBeVisible();
  await workerContext.close();

  // Start Job (after today's inventory check) clocks the foreman in at the site.
  const check = await context.request.post('/api/inventory', { data: { items: Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, true])) } });
  expect(check.status()).toBe(201);
  await page.reload();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Start Job/ }).click();
  await (await popup).close();
  await expect(page.getByText(/^In progress since /)).toBeVisible();
  const current = await context.request.get('/api/time-entries/current');
  expect(((await current.json()) as { entry: unknown }).entry).toMatchObject({ jobSiteId: siteId, source: 'self', flags: [] });

  // The dashboard's card runs, and offers End Job, which ends the job and clocks out.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(card.getByRole('timer', { name: 'Time worked' })).toBeVisible();
  await expect(card.getByText(siteName)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/foreman-end-job-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/foreman-end-job-375.png`, fullPage: true });
  await expectAxeClean(page, 'the foreman’s dashboard with End Job at 375 px');
  await card.getByRole('button', { name: 'End Job' }).click();
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeVisible();
  expect(((await (await context.request.get('/api/time-entries/current')).json()) as { entry: unknown }).entry).toBeNull();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Site' }).click();
  await expect(page.getByText(/^Job ended at /)).toBeVisible();
  await context.close();
});

test('the admin’s dashboard loads no mf-field code', async ({ page }) => {
  const fieldRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-field/')) fieldRequests.push(request.url());
  });
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await page.waitForTimeout(2500); // past the idle moment a worker's card would load at
  expect(fieldRequests).toEqual([]);
  await expect(page.locator('.time-clock-slot')).toHaveCount(0);
});

test('with mf-field down, a worker’s dashboard works and the card’s space says the section could not be loaded', async ({ page }) => {
  await page.route('**/remotes/mf-field/**', (route) => route.abort('connectionrefused'));
  await login(page, 'worker1@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, Luis/)).toBeVisible();
  const card = page.locator('.time-clock-slot');
  await expect(card.getByText('This section could not be loaded')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/worker-card-down-375.png`, fullPage: true });
});
