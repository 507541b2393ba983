// Scheduling journeys: an admin plans shifts and decides time off, workers see the result live
// (over /ws, no reload), a role change logs the member out, availability survives a reload.
import { expect, test, type Browser, type Page } from '@playwright/test';

import { chooseOption, E2E, seriousViolations, uniqueEmail } from './support';

interface Session {
  page: Page;
  name: string;
  close(): Promise<void>;
}

/** A fresh worker, registered and logged in through the API in a browser context of their own. */
async function newWorker(browser: Browser, firstName: string): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lastName = `Crew${Date.now().toString(36)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { role: 'worker', email: uniqueEmail(firstName.toLowerCase()), firstName, lastName, phoneNumber: '(312) 555-0110', password: 'hard-hat-7' },
  });
  expect(response.status()).toBe(201);
  return { page, name: `${firstName} ${lastName}`, close: () => context.close() };
}

async function demoAdmin(browser: Browser): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } });
  expect(response.status()).toBe(200);
  return { page, name: 'Maria Kowalski', close: () => context.close() };
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
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long' });
  const short = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `${weekday}, ${short}`;
}

/** Fills the Schedule Worker dialog and, unless `submit` is false, submits it. */
async function scheduleWorker(admin: Page, worker: string, offset: number, meet: string, start: string, submit = true): Promise<void> {
  await admin.getByRole('button', { name: 'Schedule Worker' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Schedule Worker' });
  await dialog.getByLabel('Worker', { exact: true }).click();
  await dialog.getByLabel('Worker', { exact: true }).fill(worker);
  await chooseOption(admin, `${worker} (Employee)`);
  // The site picker searches the server (a company has hundreds of sites): type to find it. The
  // site may already be in the opening page, so wait for the search's answer before clicking:
  // the list shrinking under the pointer would drop the click.
  await dialog.getByLabel('Job Site').click();
  const searched = admin.waitForResponse((response) => response.url().includes('/api/job-sites/options?search=Riverside'));
  await dialog.getByLabel('Job Site').fill('Riverside Warehouse');
  await searched;
  await chooseOption(admin, 'Riverside Warehouse Deconstruction');
  await dialog.getByLabel('Date').fill(isoDay(offset));
  await dialog.getByLabel('Meet Time').fill(meet);
  await dialog.getByLabel('Start Time').fill(start);
  if (submit) await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
}

test('an admin schedules a worker for tomorrow; the worker’s open My Schedule and dashboard show it without a reload', async ({ browser }) => {
  test.slow(); // two users, three pages, a create, an edit and a delete
  const worker = await newWorker(browser, 'Wendy');
  const admin = await demoAdmin(browser);
  try {
    await worker.page.goto('/schedule');
    const tomorrow = worker.page.getByRole('region', { name: dayRegionName(1) });
    await expect(tomorrow.getByText('No shifts')).toBeVisible();
    const dashboard = await worker.page.context().newPage();
    await dashboard.goto('/');
    await expect(dashboard.getByText('No notifications yet')).toBeVisible();

    await admin.page.goto('/scheduling');
    await expect(admin.page.getByRole('heading', { name: 'Scheduling' })).toBeVisible();
    await scheduleWorker(admin.page, worker.name, 1, '06:30', '07:00');
    await expect(admin.page.getByText('Schedule created')).toBeVisible();
    const adminTomorrow = admin.page.getByRole('region', { name: dayRegionName(1) });
    await expect(adminTomorrow.getByRole('listitem', { name: `${worker.name} at Riverside Warehouse Deconstruction` })).toBeVisible();

    // No reload on the worker's side: the notification's refresh tags update both pages.
    await expect(tomorrow.getByText('1 shift')).toBeVisible();
    await expect(tomorrow.getByText('Riverside Warehouse Deconstruction')).toBeVisible();
    await expect(tomorrow.getByText('Meet: 6:30 AM')).toBeVisible();
    // No end given: the shift lasts 8 hours.
    await expect(tomorrow.getByText('End: 3:00 PM')).toBeVisible();
    await expect(dashboard.getByText('New shift scheduled')).toBeVisible();
    await expect(dashboard.getByText(/You are scheduled at Riverside Warehouse Deconstruction on .+: meet at 6:30 AM, start at 7:00 AM\./)).toBeVisible();

    // The admin edits, then deletes the shift; the worker's page follows.
    await adminTomorrow.getByRole('button', { name: `Edit shift of ${worker.name} on ${dayRegionName(1)}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Shift' });
    await edit.getByLabel('Start Time').fill('07:45');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(adminTomorrow.getByText('Meet: 6:30 AM · Start: 7:45 AM')).toBeVisible();
    await expect(tomorrow.getByText('Start: 7:45 AM')).toBeVisible();
    await adminTomorrow.getByRole('button', { name: `Delete shift of ${worker.name} on ${dayRegionName(1)}` }).click();
    await admin.page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(adminTomorrow.getByRole('listitem', { name: `${worker.name} at Riverside Warehouse Deconstruction` })).toHaveCount(0);
    await expect(tomorrow.getByText('No shifts')).toBeVisible();
    await expect(dashboard.getByText('Shift cancelled')).toBeVisible();
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('a night shift ends the next morning on My Schedule, and a shift inside its hours is refused with the reason', async ({ browser }) => {
  test.slow(); // two users, two shifts, a refusal
  const worker = await newWorker(browser, 'Nadia');
  const admin = await demoAdmin(browser);
  try {
    await admin.page.goto('/scheduling');
    await scheduleWorker(admin.page, worker.name, 2, '21:45', '22:00', false);
    const dialog = admin.page.getByRole('dialog', { name: 'Schedule Worker' });
    await dialog.getByLabel('End Time').fill('06:00');
    await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
    await expect(admin.page.getByText('Schedule created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The dialog says so before saving, and the server refuses it, naming the night shift. (A
    // fresh page: the dialog's site search would answer from the first one's cache.)
    await admin.page.reload();
    await scheduleWorker(admin.page, worker.name, 3, '05:00', '05:30', false);
    await expect(
      dialog.getByText(new RegExp(`^${worker.name} already has a shift from 10:00 PM to 6:00 AM on .+\\. This one will be refused\\.$`)),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
    await expect(admin.page.getByText(new RegExp(`^${worker.name} already has a shift from 10:00 PM to 6:00 AM on \\w+day, `))).toBeVisible();
    await expect(dialog).toBeVisible();
    await admin.page.keyboard.press('Escape');

    await worker.page.goto('/schedule');
    const nightDay = worker.page.getByRole('region', { name: dayRegionName(2) });
    await expect(nightDay.getByText('Start: 10:00 PM')).toBeVisible();
    await expect(nightDay.getByText('End: 6:00 AM (next day)')).toBeVisible();
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('a draft shift stays off the worker’s schedule until the admin publishes the drafts; then it appears and the worker is told', async ({ browser }) => {
  test.slow(); // two users, a draft, a publish, live updates
  const worker = await newWorker(browser, 'Dario');
  const admin = await demoAdmin(browser);
  try {
    await worker.page.goto('/schedule');
    const inTwoDays = worker.page.getByRole('region', { name: dayRegionName(2) });
    await expect(inTwoDays.getByText('No shifts')).toBeVisible();

    await admin.page.goto('/scheduling');
    await scheduleWorker(admin.page, worker.name, 2, '06:30', '07:00', false);
    const dialog = admin.page.getByRole('dialog', { name: 'Schedule Worker' });
    await dialog.getByRole('checkbox', { name: 'Save as a draft: the worker sees it once it is published' }).check();
    await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
    await expect(dialog).toBeHidden();
    const draft = admin.page.getByRole('listitem', { name: `${worker.name} at Riverside Warehouse Deconstruction` });
    await expect(draft.getByText('Draft')).toBeVisible();

    // Still nothing for the worker, even after a reload.
    await worker.page.reload();
    await expect(inTwoDays.getByText('No shifts')).toBeVisible();

    await admin.page.getByRole('button', { name: 'Publish Drafts' }).click();
    await expect(admin.page.getByText('Drafts published')).toBeVisible();
    await expect(draft.getByText('Draft')).toHaveCount(0);
    // The worker's open page follows without a reload, and the bell tells them.
    await expect(inTwoDays.getByText('Riverside Warehouse Deconstruction')).toBeVisible();
    await worker.page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(worker.page.getByRole('dialog', { name: 'Notifications' }).getByText('New shifts published')).toBeVisible();
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('a worker requests time off, the admin approves it, the worker sees it approved; scheduling inside it is refused', async ({ browser }) => {
  test.slow();
  const worker = await newWorker(browser, 'Tobias');
  const admin = await demoAdmin(browser);
  try {
    await worker.page.goto('/time-off');
    await expect(worker.page.getByText('No time off requests yet')).toBeVisible();
    await worker.page.getByRole('button', { name: 'Request Time Off' }).click();
    const dialog = worker.page.getByRole('dialog', { name: 'Request Time Off' });
    await dialog.getByLabel('Start Date').fill(isoDay(3));
    await dialog.getByLabel('End Date').fill(isoDay(4));
    await dialog.getByLabel('Reason (optional)').fill('Family wedding');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(worker.page.getByText('Request submitted')).toBeVisible();
    const request = worker.page.getByRole('listitem', { name: /^Time off / });
    await expect(request.getByText('Pending')).toBeVisible();
    await expect(request.getByText('Family wedding')).toBeVisible();

    await admin.page.goto('/scheduling');
    const pending = admin.page.getByRole('listitem', { name: `Time-off request of ${worker.name}` });
    await expect(pending.getByText('Family wedding')).toBeVisible();
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(pending).toHaveCount(0);

    // The worker's open page turns the badge without a reload.
    await expect(request.getByText('Approved')).toBeVisible();

    await scheduleWorker(admin.page, worker.name, 3, '06:30', '07:00');
    const scheduleDialog = admin.page.getByRole('dialog', { name: 'Schedule Worker' });
    await expect(scheduleDialog.getByText(`${worker.name} has approved time off`, { exact: false })).toBeVisible();
    await expect(admin.page.getByText(new RegExp(`^${worker.name} has approved time off on \\w+day, .+ \\(.+ to .+\\)$`))).toBeVisible();
    await expect(scheduleDialog).toBeVisible();
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('the Schedule Worker dialog warns of a pending request; the admin rejects it with a reason the worker sees; the worker withdraws another', async ({
  browser,
}) => {
  test.slow();
  const worker = await newWorker(browser, 'Rhea');
  const admin = await demoAdmin(browser);
  try {
    for (const [start, end] of [
      [5, 6],
      [9, 9],
    ]) {
      expect((await worker.page.request.post('/api/time-off-requests', { data: { startDate: isoDay(start), endDate: isoDay(end) } })).status()).toBe(201);
    }
    await worker.page.goto('/time-off');
    const requests = worker.page.getByRole('listitem', { name: /^Time off / });
    await expect(requests).toHaveCount(2);

    await admin.page.goto('/scheduling');
    await scheduleWorker(admin.page, worker.name, 5, '06:30', '07:00', false);
    const scheduleDialog = admin.page.getByRole('dialog', { name: 'Schedule Worker' });
    await expect(scheduleDialog.getByText(`${worker.name} has asked for time off on this date`, { exact: false })).toBeVisible();
    await scheduleDialog.getByRole('button', { name: 'Cancel' }).click();

    const pending = admin.page.getByRole('listitem', { name: `Time-off request of ${worker.name}` });
    await expect(pending).toHaveCount(2);
    await pending.first().getByRole('button', { name: 'Reject' }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Reject time off' });
    await reject.getByLabel(/^Reason \(optional/).fill('Roof job that week');
    await admin.page.setViewportSize({ width: 375, height: 740 });
    await admin.page.screenshot({ path: `${E2E.dataDir}/reject-375.png` });
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(pending).toHaveCount(1);

    // The worker's open page shows the decision and its reason without a reload.
    const rejected = requests.filter({ hasText: 'Rejected' });
    await expect(rejected.getByText('Reason for rejection: Roof job that week')).toBeVisible();

    const stillPending = requests.filter({ hasText: 'Pending' });
    await stillPending.getByRole('button', { name: /^Withdraw/ }).click();
    await worker.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(worker.page.getByText('Request withdrawn')).toBeVisible();
    await expect(requests.filter({ hasText: 'Withdrawn' })).toHaveCount(1);
    await expect(requests.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    // The admin's open panel follows: nothing of theirs is pending any more.
    await expect(pending).toHaveCount(0);
    await worker.page.setViewportSize({ width: 375, height: 740 });
    await worker.page.screenshot({ path: `${E2E.dataDir}/time-off-375.png`, fullPage: true });
    await worker.page.setViewportSize({ width: 1280, height: 800 });
    await worker.page.screenshot({ path: `${E2E.dataDir}/time-off-1280.png`, fullPage: true });
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('the admin changes a user’s role on Team Management and that user’s open session is logged out', async ({ browser }) => {
  const worker = await newWorker(browser, 'Rolf');
  const admin = await demoAdmin(browser);
  try {
    await worker.page.goto('/');
    await expect(worker.page.getByText('Welcome back, Rolf')).toBeVisible();

    await admin.page.goto('/team');
    await expect(admin.page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
    // The list pages in name order (50 at a time): find the member as an admin would, by search.
    await admin.page.getByLabel('Search team members').fill(worker.name);
    const row = admin.page.getByRole('listitem', { name: worker.name });
    await expect(admin.page.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(1);
    await row.getByLabel(`Role of ${worker.name}`).click();
    await chooseOption(admin.page, 'Foreman');
    await expect(admin.page.getByText(`Change ${worker.name} from Employee to Foreman? They will be logged out and must log in again.`)).toBeVisible();
    // The worker's notice shows for 500 ms before the page goes to /api/login: watch for it from now.
    // (checked on every animation frame, so the short window cannot slip between two polls).
    const noticeShown = worker.page.waitForFunction(() => document.body.textContent?.includes('You are logged out. Logging in again...'), undefined, {
      polling: 'raf',
      timeout: 15_000,
    });
    await admin.page.getByRole('button', { name: 'Change Role' }).click();
    await expect(admin.page.getByText('Role updated')).toBeVisible();

    await noticeShown;
    await expect(worker.page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect((await worker.page.request.get('/api/auth/user')).status()).toBe(401);
  } finally {
    await worker.close();
    await admin.close();
  }
});

test('a worker marks a day unavailable with a note, and it survives a reload', async ({ browser }) => {
  const worker = await newWorker(browser, 'Ava');
  try {
    await worker.page.goto('/availability');
    const saturday = worker.page.getByRole('region', { name: 'Saturday' });
    const available = saturday.getByRole('switch', { name: 'Available on Saturday' });
    await expect(available).toBeChecked();
    await available.click();
    await saturday.getByLabel('Notes for Saturday').fill('Coaching Little League');
    await saturday.getByRole('button', { name: 'Save Saturday' }).click();
    await expect(worker.page.getByText('Availability updated')).toBeVisible();

    await worker.page.reload();
    const reloaded = worker.page.getByRole('region', { name: 'Saturday' });
    await expect(reloaded.getByRole('switch', { name: 'Available on Saturday' })).not.toBeChecked();
    await expect(reloaded.getByLabel('Notes for Saturday')).toHaveValue('Coaching Little League');
    await expect(worker.page.getByRole('region', { name: 'Friday' }).getByRole('switch')).toBeChecked();
  } finally {
    await worker.close();
  }
});

test('a repeat series: the admin confirms a warning, makes a weekly series (a week skipped, with the reason), the worker sees it, the admin deletes it from one shift onward', async ({
  browser,
}) => {
  test.slow(); // two users, a series, a deletion, live updates
  const worker = await newWorker(browser, 'Serena');
  const admin = await demoAdmin(browser);
  try {
    // The worker is unavailable on tomorrow's weekday (the dialog warns), and the admin has
    // already given them the morning of a week later (that week is skipped).
    const weekday = new Date(`${isoDay(1)}T12:00:00`).getDay();
    expect((await worker.page.request.post('/api/availability', { data: { dayOfWeek: weekday, available: false, notes: 'Evening classes' } })).ok()).toBe(true);
    const me = (await (await worker.page.request.get('/api/auth/user')).json()) as { id: string };
    const [site] = (await (await admin.page.request.get('/api/job-sites/options?search=Riverside%20Warehouse')).json()) as Array<{ id: string }>;
    const blocking = await admin.page.request.post('/api/schedules', {
      data: { workerId: me.id, jobSiteId: site.id, date: isoDay(8), meetTime: '09:00', startTime: '09:00', endTime: '12:00' },
    });
    expect(blocking.status()).toBe(201);
    await worker.page.goto('/schedule');
    const tomorrow = worker.page.getByRole('region', { name: dayRegionName(1) });
    await expect(tomorrow.getByText('No shifts')).toBeVisible();

    await admin.page.goto('/scheduling');
    await scheduleWorker(admin.page, worker.name, 1, '06:30', '07:00', false);
    const dialog = admin.page.getByRole('dialog', { name: 'Schedule Worker' });
    await dialog.getByLabel('Repeat Weekly Until').fill(isoDay(15));
    await expect(dialog.getByText(`${worker.name} marked`, { exact: false })).toBeVisible();
    for (const width of [1280, 375]) {
      await admin.page.setViewportSize({ width, height: 900 });
      await dialog.getByLabel('Repeat Weekly Until').scrollIntoViewIfNeeded();
      await admin.page.screenshot({ path: `${E2E.dataDir}/series-form-${width}.png` });
    }
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Schedule Worker' }).click();
    // The check warned: Save asks first.
    const confirm = dialog.getByRole('region', { name: 'Please confirm before saving' });
    await expect(confirm.getByText(/as unavailable\. Their note: “Evening classes”/)).toBeVisible();
    await expect(confirm.getByRole('heading', { name: 'Please confirm before saving' })).toBeFocused();
    for (const width of [1280, 375]) {
      await admin.page.setViewportSize({ width, height: 800 });
      await admin.page.screenshot({ path: `${E2E.dataDir}/series-confirm-${width}.png` });
      expect(await seriousViolations(admin.page, `series confirm at ${width} px`)).toEqual([]);
    }
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Schedule anyway' }).click();

    const summary = admin.page.getByRole('dialog', { name: 'Weekly series saved' });
    await expect(summary.getByText('Scheduled: 2. Skipped: 1.')).toBeVisible();
    await expect(summary.getByRole('heading', { name: '2 shifts scheduled' })).toBeVisible();
    await expect(summary.getByRole('heading', { name: '1 week skipped' })).toBeVisible();
    await expect(summary.getByText(new RegExp(`${worker.name} already has a shift from 9:00 AM to 12:00 PM on `))).toBeVisible();
    for (const width of [1280, 375]) {
      await admin.page.setViewportSize({ width, height: 800 });
      await admin.page.screenshot({ path: `${E2E.dataDir}/series-summary-${width}.png` });
      expect(await seriousViolations(admin.page, `series summary at ${width} px`)).toEqual([]);
    }
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await summary.getByRole('button', { name: 'Done' }).click();
    await expect(summary).toBeHidden();

    const adminTomorrow = admin.page.getByRole('region', { name: dayRegionName(1) });
    const entry = adminTomorrow.getByRole('listitem', { name: `${worker.name} at Riverside Warehouse Deconstruction` });
    await expect(entry.getByText('Weekly')).toBeVisible();

    // The worker's open My Schedule follows without a reload; the bell tells them once.
    await expect(tomorrow.getByText('Riverside Warehouse Deconstruction')).toBeVisible();
    await worker.page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = worker.page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByText('New weekly shifts')).toHaveCount(1);
    await worker.page.keyboard.press('Escape');
    const mine = async () =>
      ((await (await worker.page.request.get(`/api/schedules/my?from=${isoDay(1)}&to=${isoDay(15)}`)).json()) as Array<{ date: string }>).map(
        (shift) => shift.date,
      );
    expect(await mine()).toEqual([isoDay(1), isoDay(8), isoDay(15)]);

    // Deleting from tomorrow onward: the series' shifts go, the shift made apart stays.
    await entry.getByRole('button', { name: `Delete shift of ${worker.name} on ${dayRegionName(1)}` }).click();
    const choice = admin.page.getByRole('dialog', { name: 'Delete a shift of a weekly series' });
    await expect(choice.getByRole('button', { name: 'Only this shift' })).toBeVisible();
    // The dialog's opening animation over before the pictures.
    await admin.page.waitForFunction(() => !document.querySelector('[class*="-zoom-appear"], [class*="-zoom-enter"]'));
    for (const width of [1280, 375]) {
      await admin.page.setViewportSize({ width, height: 800 });
      await admin.page.screenshot({ path: `${E2E.dataDir}/series-delete-${width}.png` });
      expect(await seriousViolations(admin.page, `series delete at ${width} px`)).toEqual([]);
    }
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await choice.getByRole('button', { name: 'This and following shifts' }).click();
    await expect(admin.page.getByText('2 shifts deleted')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(tomorrow.getByText('No shifts')).toBeVisible();
    expect(await mine()).toEqual([isoDay(8)]);
    await worker.page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(bell.getByText('Shifts cancelled')).toBeVisible();
    await admin.page.screenshot({ path: `${E2E.dataDir}/series-list-1280.png`, fullPage: true });
  } finally {
    await worker.close();
    await admin.close();
  }
});
