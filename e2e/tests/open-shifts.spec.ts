// Open shifts and swaps: an admin posts a shift without a worker, a worker claims it on My
// Schedule, the admin approves the claim and the worker's schedule shows the shift (over /ws, no
// reload). Each journey makes its own job site and people, so no other test's lists move.
import { expect, test, type Browser, type Page } from '@playwright/test';

import { chooseOption, E2E, seriousViolations, uniqueEmail } from './support';

interface Session {
  page: Page;
  id: string;
  name: string;
  close(): Promise<void>;
}

async function newPerson(browser: Browser, role: 'worker' | 'foreman', firstName: string): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lastName = `Crew${Date.now().toString(36)}`;
  const response = await page.request.post('/api/auth/register', {
    data: {
      role,
      email: uniqueEmail(firstName.toLowerCase()),
      firstName,
      lastName,
      phoneNumber: '(312) 555-0110',
      password: 'hard-hat-7',
      ...(role === 'foreman' ? { pin: E2E.foremanPin } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { page, id, name: `${firstName} ${lastName}`, close: () => context.close() };
}

async function demoAdmin(browser: Browser): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { page, id, name: 'Maria Kowalski', close: () => context.close() };
}

function isoDay(offset: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayRegionName(offset: number): string {
  const date = new Date(`${isoDay(offset)}T12:00:00`);
  return `${date.toLocaleDateString('en-US', { weekday: 'long' })}, ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

function longDay(offset: number): string {
  return new Date(`${isoDay(offset)}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A job site of the journey's own, made through the API. */
async function ownSite(admin: Page, name: string): Promise<void> {
  const response = await admin.request.post('/api/job-sites', { data: { name, address: '600 W Fulton St, Chicago', status: 'active' } });
  expect(response.status()).toBe(201);
}

/** Screenshots of the page as it is, at a desktop's width and a phone's, for a person to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an admin posts an open shift, a worker claims it, the admin approves and the worker’s My Schedule shows it', async ({ browser }) => {
  test.slow(); // two users, a dialog, a claim and an approval seen live
  const siteName = `Open Shift Pier ${Date.now().toString(36)}`;
  const worker = await newPerson(browser, 'worker', 'Olive');
  const admin = await demoAdmin(browser);
  try {
    await ownSite(admin.page, siteName);
    await worker.page.goto('/schedule');
    await expect(worker.page.getByRole('heading', { name: 'Open shifts' })).toBeVisible();

    await admin.page.goto('/scheduling');
    await admin.page.getByRole('button', { name: 'Post Open Shift' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Post Open Shift' });
    await dialog.getByLabel('Job Site').click();
    const searched = admin.page.waitForResponse((response) => response.url().includes('/api/job-sites/options?search=Open'));
    await dialog.getByLabel('Job Site').fill(siteName);
    await searched;
    await chooseOption(admin.page, siteName);
    await dialog.getByLabel('Date').fill(isoDay(3));
    await dialog.getByLabel('Meet Time').fill('06:30');
    await dialog.getByLabel('Start Time').fill('07:00');
    await dialog.getByLabel('End Time').fill('11:00');
    await screenshots(admin.page, 'post-open-shift-dialog');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(admin.page.getByText('Open shift posted')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The worker claims it (a reload: nobody is told of a posted shift).
    await worker.page.reload();
    const item = worker.page.getByRole('listitem', { name: `Open shift at ${siteName}, ${longDay(3)}, 7:00 AM – 11:00 AM` });
    await item.getByRole('button', { name: 'Claim' }).click();
    await expect(item.getByText('Claimed, waiting for approval')).toBeVisible();
    await screenshots(worker.page, 'my-schedule-open-shifts');

    // The admin's panel shows the claim without a reload (the admins' notification refreshes it).
    const claim = admin.page.getByRole('group', { name: `Claim of ${worker.name}` });
    await expect(claim).toBeVisible();
    await screenshots(admin.page, 'scheduling-shift-requests');
    // The worker has marked that weekday unavailable since: Approve shows it first, as Schedule Worker would.
    const weekday = new Date(`${isoDay(3)}T12:00:00`).getDay();
    const unavailable = await worker.page.request.post('/api/availability', { data: { dayOfWeek: weekday, available: false, notes: 'Night classes' } });
    expect(unavailable.status()).toBeLessThan(300);
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(claim.getByText(`${worker.name} can be given this shift, but:`)).toBeVisible();
    await expect(claim.getByText(/as unavailable\. Their note: “Night classes”$/)).toBeVisible();
    await screenshots(admin.page, 'scheduling-approve-warnings');
    expect(await seriousViolations(admin.page, 'the claim approval’s warnings')).toEqual([]);
    await claim.getByRole('button', { name: 'Approve anyway' }).click();
    await expect(admin.page.getByText('Shift given')).toBeVisible();
    await expect(claim).toHaveCount(0);

    // The worker's My Schedule shows the shift, and the open shift is gone, without a reload.
    const day = worker.page.getByRole('region', { name: dayRegionName(3) });
    await expect(day.getByText(siteName)).toBeVisible();
    await expect(day.getByText('End: 11:00 AM')).toBeVisible();
    await expect(item).toHaveCount(0);
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('a worker offers a shift to a coworker, who accepts; the admin approves and the coworker’s My Schedule has it', async ({ browser }) => {
  test.slow(); // three users, a dialog, an answer and an approval seen live
  const siteName = `Swap Yard ${Date.now().toString(36)}`;
  const giver = await newPerson(browser, 'worker', 'Gia');
  const taker = await newPerson(browser, 'foreman', 'Theo');
  const admin = await demoAdmin(browser);
  try {
    await ownSite(admin.page, siteName);
    const sites = (await (await admin.page.request.get(`/api/job-sites/options?search=${encodeURIComponent(siteName)}`)).json()) as Array<{ id: string }>;
    const shift = await admin.page.request.post('/api/schedules', {
      data: { workerId: giver.id, jobSiteId: sites[0].id, date: isoDay(5), meetTime: '06:30', startTime: '07:00', endTime: '12:00' },
    });
    expect(shift.status()).toBe(201);

    await giver.page.goto('/schedule');
    const giverDay = giver.page.getByRole('region', { name: dayRegionName(5) });
    await giverDay.getByRole('button', { name: `Offer swap: shift at ${siteName}` }).click();
    const dialog = giver.page.getByRole('dialog', { name: 'Offer swap' });
    await dialog.getByLabel('Coworker').click();
    await dialog.getByLabel('Coworker').fill(taker.name);
    await chooseOption(giver.page, taker.name);
    await screenshots(giver.page, 'offer-swap-dialog');
    await dialog.getByRole('button', { name: 'Offer', exact: true }).click();
    await expect(giver.page.getByText('Swap offered', { exact: true })).toBeVisible();
    await expect(giverDay.getByText(`Swap offered to ${taker.name}`)).toBeVisible();

    // The coworker, told over /ws, accepts on My Schedule.
    await taker.page.goto('/schedule');
    const offer = taker.page.getByRole('listitem', { name: new RegExp(`^${giver.name} offers you their shift at ${siteName}`) });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(giver.page.getByRole('listitem', { name: new RegExp(`offered to ${taker.name}$`) }).getByText('Accepted, waiting for approval')).toBeVisible();
    await screenshots(taker.page, 'my-schedule-requests');

    await admin.page.goto('/scheduling');
    const swap = admin.page.getByRole('listitem', { name: `Swap from ${giver.name} to ${taker.name}` });
    await swap.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.page.getByText('Swap approved', { exact: true })).toBeVisible();
    await expect(swap).toHaveCount(0);

    // The shift moves from one schedule to the other without a reload.
    await expect(taker.page.getByRole('region', { name: dayRegionName(5) }).getByText(siteName)).toBeVisible();
    await expect(giverDay.getByText(siteName)).toHaveCount(0);
  } finally {
    await giver.close();
    await taker.close();
    await admin.close();
  }
});
