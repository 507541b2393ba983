// Timesheets, end to end: a worker clocks in and out and reads the entry and the week's totals on
// My Timesheet; the admin finds a worker on Timesheets (search), corrects an entry of last week with
// a reason and reads its history, approves the week (then read-only), downloads the payroll CSV
// with the worker's rows, and unlocks the week with a reason; and both pages in Spanish. Each test
// makes its own people and site through the API, so the demo company's weeks are untouched.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { E2E, login, ok, runDatabase, uniqueEmail, WIDTHS, type Role } from './support';

const PASSWORD = 'hard-hat-7';
const SHOTS = process.env.GW_E2E_SHOTS ?? path.join(E2E.dataDir, 'timesheets');
const ROOT = path.resolve(__dirname, '../..');

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  await ok(await context.request.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } }));
  return context.request;
}

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Logged in as the person (registering logs the context in). */
  api: APIRequestContext;
}

async function newPerson(browser: Browser, role: Role, firstName: string): Promise<Person> {
  const api = (await browser.newContext({ baseURL: E2E.baseURL })).request;
  const lastName = `Hours${Date.now().toString(36)}`;
  const email = uniqueEmail(`timesheet-${role}`);
  const response = await api.post('/api/auth/register', { data: { role, email, firstName, lastName, phoneNumber: '(312) 555-0142', password: PASSWORD } });
  expect(response.status()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email, firstName, lastName, api };
}

/** YYYY-MM-DD, `days` from `date` (calendar arithmetic in UTC). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A day as the week view names it: 'Monday, Nov 16'. */
function dayName(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The instant of a local wall-clock time (the browser and the server run in this machine's zone). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

test('a worker clocks in and out and sees the entry and the week on My Timesheet', async ({ browser }) => {
  test.setTimeout(120_000);
  const worker = await newPerson(browser, 'worker', 'Tomas');
  await ok(await worker.api.post('/api/time-entries/clock-in', { data: {} }));
  const entry = await ok(await worker.api.post('/api/time-entries/clock-out', { data: {} }));
  // A real shift cannot be waited for: its clock-in is moved 2:15 earlier in the run's own database.
  await runDatabase((client) => client.query(`UPDATE time_entries SET clock_in = clock_out - interval '2 hours 15 minutes' WHERE id = $1`, [entry.id]));

  const page = await (await browser.newContext({ baseURL: E2E.baseURL })).newPage();
  await login(page, worker.email, PASSWORD);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    if (viewport.width < 768) {
      await page.goto('/timesheet');
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Timesheet' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'My Timesheet' })).toBeVisible();
    await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Worked2:15');
    await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Regular2:15');
    await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Overtime0:00');
    // No location was sent with the punches: the flag and what it means.
    await expect(page.getByText("A clock-in or clock-out was made without the phone's location.")).toBeVisible();
    await expect(page.getByRole('list', { name: /^Time entries of / })).toContainText(/\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M/);
    await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
    await shoot(page, `my-timesheet-${viewport.width}`);
  }
  // Last week: nothing recorded; This week comes back.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Worked0:00');
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Worked2:15');
});

test('the admin corrects, approves, exports and unlocks a worker’s last week on Timesheets', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(browser);
  const worker = await newPerson(browser, 'worker', 'Lidia');
  const siteName = `Payroll Yard ${Date.now().toString(36)}`;
  const site = await ok(await admin.post('/api/job-sites', { data: { name: siteName, address: '1400 W 35th St, Chicago' } }));

  // Last week, entered by the admin: Monday 7:00-15:30 at the site, Tuesday 7:00-12:00.
  const lastWeek = (await ok(await admin.get(`/api/timesheets/${worker.id}?week=${addDays(new Date().toISOString().slice(0, 10), -7)}`))) as {
    weekStart: string;
  };
  const monday = addDays(lastWeek.weekStart, 1);
  const tuesday = addDays(lastWeek.weekStart, 2);
  await ok(
    await admin.post('/api/time-entries', {
      data: { userId: worker.id, jobSiteId: site.id, clockIn: at(monday, '07:00'), clockOut: at(monday, '15:30'), reason: 'Paper timesheet' },
    }),
  );
  await ok(
    await admin.post('/api/time-entries', {
      data: { userId: worker.id, clockIn: at(tuesday, '07:00'), clockOut: at(tuesday, '12:00'), reason: 'Paper timesheet' },
    }),
  );

  const page = await (await browser.newContext({ baseURL: E2E.baseURL, acceptDownloads: true })).newPage();
  await page.setViewportSize(WIDTHS[0]);
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Timesheets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=`));
  await page.getByRole('searchbox', { name: 'Search people' }).fill(worker.lastName);
  await page.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: worker.lastName });
  await expect(row).toContainText('13:30');
  await shoot(page, 'timesheets-1280');
  // At a phone's width each person is a card naming every column.
  await page.setViewportSize(WIDTHS[1]);
  await expect(page.getByText('Open entries')).toBeVisible();
  await shoot(page, 'timesheets-375');
  await page.setViewportSize(WIDTHS[0]);
  await row.getByRole('link', { name: `${worker.firstName} ${worker.lastName}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${worker.firstName} ${worker.lastName}` })).toBeVisible();

  // Correct Tuesday's clock-out to 13:15, with a reason; the day and the week follow.
  const tuesdaySection = page.getByRole('region', { name: dayName(tuesday) });
  await tuesdaySection.getByRole('button', { name: /^Correct the entry of/ }).click();
  const correct = page.getByRole('dialog', { name: 'Correct time entry' });
  await correct.getByLabel('Clock out').fill(`${tuesday}T13:15`);
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await expect(correct.getByText('Enter the reason')).toBeVisible();
  await correct.getByLabel('Reason').fill('Stayed to unload the dumpster');
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await expect(correct).toBeHidden();
  await expect(tuesdaySection.getByLabel(/^Totals of /)).toContainText('Worked6:15');
  await expect(page.getByLabel('Week totals', { exact: true })).toContainText('Worked14:45');
  await expect(page.getByRole('region', { name: dayName(monday) })).toContainText(siteName);

  // Its history: who, when, clock-out old -> new, the reason.
  await tuesdaySection.getByRole('button', { name: /^History of the entry of/ }).click();
  const history = page.getByRole('dialog', { name: 'Entry history' });
  await expect(history).toContainText('Reason: Stayed to unload the dumpster');
  await expect(history).toContainText(/Clock out: .*12:00 PM → .*1:15 PM/);
  await expect(history).toContainText('Reason: Paper timesheet');
  await shoot(page, 'timesheet-history-1280');
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expect(history).toBeHidden();

  // This week cannot be approved yet: the server's reason is shown.
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Approve week' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The week cannot be approved' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${worker.firstName} ${worker.lastName}` })).toBeVisible();

  // Approve last week: approved by the admin, read-only.
  await page.getByRole('button', { name: 'Approve week' }).click();
  await expect(page.getByText(/^Approved by .+ on /)).toBeVisible();
  await expect(page.getByText('This week is approved: its entries cannot be changed until it is unlocked.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Correct the entry of/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Add entry/ })).toHaveCount(0);
  await shoot(page, 'timesheet-approved-1280');
  for (const viewport of [WIDTHS[1]]) {
    await page.setViewportSize(viewport);
    await shoot(page, `timesheet-approved-${viewport.width}`);
  }
  await page.setViewportSize(WIDTHS[0]);

  // The payroll export of the week: its header and the worker's Monday.
  await page.getByRole('link', { name: 'All timesheets' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export CSV/ }).click()]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.split(/\r?\n/).map((line) => line.replace(/"/g, ''));
  expect(lines[0]).toBe(
    'employee_id,last_name,first_name,email,date,job_site,regular_hours,overtime_hours,unpaid_break_minutes,hourly_rate,regular_pay,overtime_pay,gross_pay',
  );
  const mondayRow = lines.find((line) => line.includes(worker.lastName) && line.includes(monday));
  expect(mondayRow).toContain(`${worker.lastName},${worker.firstName},${worker.email},${monday},${siteName},8.50,0.00,0`);
  expect(lines.find((line) => line.includes(worker.lastName) && line.includes(tuesday))).toContain(',6.25,0.00,');

  // Unlock it with a reason: open again, corrections allowed.
  await page.getByRole('searchbox', { name: 'Search people' }).fill(worker.lastName);
  await page.getByRole('searchbox', { name: 'Search people' }).press('Enter');
  await page.getByRole('row').filter({ hasText: worker.lastName }).getByRole('link').click();
  await page.getByRole('button', { name: 'Unlock week' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock the week' });
  await unlock.getByLabel('Reason').fill('Missing Wednesday');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock).toBeHidden();
  await expect(page.getByRole('button', { name: 'Approve week' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Correct the entry of/ })).toHaveCount(2);
});

type Catalog = { [key: string]: string | Catalog };
function flatten(catalog: Catalog, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The timesheet screens' English texts without placeholders whose Spanish differs. */
function englishOfTimesheets(): Set<string> {
  const read = (language: string) => flatten(JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-field/src/locales', `${language}.json`), 'utf8')) as Catalog);
  const [en, es] = [read('en'), read('es')];
  const texts = new Set<string>();
  for (const [key, text] of en) if (/^timesheets?\./.test(key) && !text.includes('{{') && es.get(key) !== text) texts.add(text);
  return texts;
}

async function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder]')) {
      found.push(element.getAttribute('aria-label') ?? '', element.getAttribute('placeholder') ?? '');
    }
    return found;
  });
  return shown.filter((text) => english.has(text));
}

test('My Timesheet and Timesheets in Spanish', async ({ browser }) => {
  test.setTimeout(120_000);
  const english = englishOfTimesheets();
  const worker = await newPerson(browser, 'worker', 'Rosa');
  await ok(await worker.api.patch('/api/auth/user', { data: { language: 'es' } }));
  await ok(await worker.api.post('/api/time-entries/clock-in', { data: {} }));

  const page = await (await browser.newContext({ baseURL: E2E.baseURL })).newPage();
  await login(page, worker.email, PASSWORD);
  await page.goto('/timesheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi hoja de horas' })).toBeVisible();
  await expect(page.getByText('Totales de la semana').first()).toBeVisible();
  await expect(page.getByText(/hasta ahora \(en turno\)/)).toBeVisible();
  await shoot(page, 'my-timesheet-es-1280');
  expect(await englishShown(page, english)).toEqual([]);

  const admin = await (await browser.newContext({ baseURL: E2E.baseURL })).newPage();
  await login(admin, 'admin@groundwork.demo', E2E.demoPassword);
  const answered = admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user' && response.request().method() === 'PATCH');
  await admin.locator('.language-select select').selectOption('es');
  await answered;
  try {
    await admin.goto('/timesheets');
    await expect(admin.getByRole('heading', { level: 1, name: 'Hojas de horas' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Buscar personas' }).fill(worker.lastName);
    await admin.getByRole('searchbox', { name: 'Buscar personas' }).press('Enter');
    await expect(admin.getByRole('row').filter({ hasText: worker.lastName })).toContainText('Abierta');
    expect(await englishShown(admin, english)).toEqual([]);
    await shoot(admin, 'timesheets-es-1280');
    await admin.getByRole('row').filter({ hasText: worker.lastName }).getByRole('link').click();
    await expect(admin.getByRole('button', { name: 'Aprobar semana' })).toBeVisible();
    expect(await englishShown(admin, english)).toEqual([]);
  } finally {
    // The demo admin speaks English again for the other tests.
    await admin.request.patch('/api/auth/user', { data: { language: 'en' } });
  }
  await ok(await worker.api.post('/api/time-entries/clock-out', { data: {} }));
});
