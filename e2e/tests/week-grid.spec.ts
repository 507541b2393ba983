// The admin's week grid: in draft mode the admin schedules a worker from an empty cell, copies the
// previous week in (one copy skipped, with the server's reason), and the worker sees none of the
// drafts until the admin publishes the week. Weeks about 630 days ahead and people of its own, so
// no other journey's days or counts move. Also shot at 1280 and 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { chooseOption, E2E, uniqueEmail } from './support';

const SITE = 'Riverside Warehouse Deconstruction';

function isoDay(offset: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The dates of the Sunday-to-Saturday week (the app's default workweek) holding the day `offset` days ahead. */
function weekOf(offset: number): (weekday: number) => string {
  const weekday = new Date(`${isoDay(offset)}T12:00:00`).getDay();
  return (n) => isoDay(offset - weekday + n);
}

/** A day as the grid's cells name it: 'Monday, Mar 2'. */
function dayLabel(date: string): string {
  const day = new Date(`${date}T12:00:00`);
  return `${day.toLocaleDateString('en-US', { weekday: 'long' })}, ${day.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

interface Worker {
  page: Page;
  id: string;
  name: string;
  close(): Promise<void>;
}

async function newWorker(browser: Browser, firstName: string): Promise<Worker> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lastName = `Grid${Date.now().toString(36)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { role: 'worker', email: uniqueEmail(firstName.toLowerCase()), firstName, lastName, phoneNumber: '(312) 555-0110', password: 'hard-hat-7' },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { page, id, name: `${firstName} ${lastName}`, close: () => context.close() };
}

async function scheduleByApi(request: APIRequestContext, workerId: string, jobSiteId: string, date: string, startTime: string, endTime: string) {
  const response = await request.post('/api/schedules', { data: { workerId, jobSiteId, date, meetTime: startTime, startTime, endTime } });
  expect(response.status()).toBe(201);
}

/** The dates of the worker's own shifts in a range, as their schedule reads them. */
async function shiftsSeenBy(worker: Worker, from: string, to: string): Promise<string[]> {
  const response = await worker.page.request.get(`/api/schedules/my?from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ date: string }>).map((shift) => shift.date);
}

test('in draft mode the admin schedules from the grid and copies last week; the worker sees the drafts only once the week is published', async ({
  browser,
}) => {
  test.slow(); // three people, a dialog, a copy, a publish, and screenshots at two widths
  const lastWeek = weekOf(630);
  const week = weekOf(637);
  const ana = await newWorker(browser, 'Ana');
  const ben = await newWorker(browser, 'Ben');
  const context = await browser.newContext();
  const admin = context.request;
  const page = await context.newPage();
  try {
    expect((await admin.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } })).status()).toBe(200);
    const [site] = (await (await admin.get(`/api/job-sites/options?search=Riverside&limit=1`)).json()) as Array<{ id: string }>;
    // Last week: Ana on Tuesday, Ben on Wednesday; this week Ben already works that Wednesday.
    await scheduleByApi(admin, ana.id, site.id, lastWeek(2), '07:00', '15:00');
    await scheduleByApi(admin, ben.id, site.id, lastWeek(3), '07:00', '15:00');
    await scheduleByApi(admin, ben.id, site.id, week(3), '12:00', '18:00');

    await page.goto(`/scheduling?view=week&week=${week(3)}`);
    await expect(page.getByRole('tab', { name: 'Week', selected: true })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search people' });
    await search.fill(ana.name);
    await search.press('Enter');
    await expect(page.getByRole('rowheader', { name: new RegExp(ana.name) })).toBeVisible();

    // Draft mode on: Monday's empty cell opens the dialog with Ana and the day, Draft ticked.
    await page.getByRole('switch', { name: 'Draft mode' }).click();
    await page.getByRole('button', { name: `Schedule ${ana.name} on ${dayLabel(week(1))}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Worker' });
    await expect(dialog.getByLabel('Date')).toHaveValue(week(1));
    await expect(dialog.getByRole('checkbox', { name: /Save as a draft/ })).toBeChecked();
    await dialog.getByLabel('Job Site').click();
    const searched = page.waitForResponse((response) => response.url().includes('/api/job-sites/options?search=Riverside'));
    await dialog.getByLabel('Job Site').fill('Riverside Warehouse');
    await searched;
    await chooseOption(page, SITE);
    await dialog.getByLabel('Meet Time').fill('06:30');
    await dialog.getByLabel('Start Time').fill('07:00');
    await dialog.getByLabel('End Time').fill('15:30');
    await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
    await expect(dialog).toBeHidden();
    const mondayShift = page.getByRole('button', { name: `${ana.name}, ${dayLabel(week(1))}: ${SITE}, 7:00 AM – 3:30 PM, draft. Edit or delete` });
    await expect(mondayShift).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(ana.name) })).toContainText('8.5 h this week');

    // Copy the previous week: Ana's Tuesday comes in as a draft, Ben's Wednesday is in the way of his own shift.
    await page.getByRole('button', { name: 'Copy previous week' }).click();
    const copied = page.getByRole('dialog', { name: 'Week copied' });
    await expect(copied.getByText('1 shift was copied as a draft.')).toBeVisible();
    await expect(copied.getByText('1 shift was skipped:')).toBeVisible();
    await expect(copied.getByRole('listitem')).toContainText(`${ben.name} already has a shift from 12:00 PM to 6:00 PM on`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: test.info().outputPath(`week-copied-${width}.png`) });
    }
    await copied.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(copied).toBeHidden();
    await expect(page.getByRole('button', { name: `${ana.name}, ${dayLabel(week(2))}: ${SITE}, 7:00 AM – 3:00 PM, draft. Edit or delete` })).toBeVisible();

    // Axe-clean at both widths (the table scrolls sideways on a phone under a sticky name column).
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`week-grid-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Drafts stay off the workers' schedules until the week is published.
    expect(await shiftsSeenBy(ana, week(0), week(6))).toEqual([]);
    await page.getByRole('button', { name: 'Publish week' }).click();
    await expect(page.getByText('2 shifts are now on their workers’ schedules.')).toBeVisible();
    expect(await shiftsSeenBy(ana, week(0), week(6))).toEqual([week(1), week(2)]);
    await expect(page.getByRole('button', { name: `${ana.name}, ${dayLabel(week(1))}: ${SITE}, 7:00 AM – 3:30 PM. Edit or delete` })).toBeVisible();

    // From the keyboard alone: the shift's menu opens on Enter and its Edit opens the dialog on the shift.
    const published = page.getByRole('button', { name: `${ana.name}, ${dayLabel(week(1))}: ${SITE}, 7:00 AM – 3:30 PM. Edit or delete` });
    await published.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit Shift' }).getByLabel('End Time')).toHaveValue('15:30');
  } finally {
    await Promise.all([ana.close(), ben.close(), context.close()]);
  }
});
