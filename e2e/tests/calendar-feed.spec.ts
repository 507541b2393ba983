// The calendar link: a worker opens Subscribe in your calendar on My Schedule, copies their
// private address, and a calendar app (a request without their session) reads their shift there;
// a new address ends the old one.
import { expect, request as playwrightRequest, test } from '@playwright/test';

import { E2E, isoDay, settled, uniqueEmail } from './support';

test('the calendar link: a worker subscribes, a calendar app reads their shift without a session, a new address ends the old', async ({ browser }) => {
  test.slow(); // two people, a dialog opened at two widths, three feed reads
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const admin = await playwrightRequest.newContext({ baseURL: E2E.baseURL });
  // A calendar app: no cookie, no session.
  const calendarApp = await playwrightRequest.newContext();
  try {
    const registered = await page.request.post('/api/auth/register', {
      data: { role: 'worker', email: uniqueEmail('cal'), firstName: 'Cal', lastName: 'Endar', phoneNumber: '(312) 555-0142', password: 'hard-hat-7' },
    });
    expect(registered.status()).toBe(201);
    const workerId = ((await registered.json()) as { id: string }).id;

    expect((await admin.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } })).status()).toBe(200);
    const [site] = (await (await admin.get('/api/job-sites/options?search=Riverside%20Warehouse')).json()) as Array<{ id: string; name: string }>;
    const scheduled = await admin.post('/api/schedules', {
      data: { workerId, jobSiteId: site.id, date: isoDay(2), meetTime: '06:45', startTime: '07:00', endTime: '15:30' },
    });
    expect(scheduled.status()).toBe(201);
    const shiftId = ((await scheduled.json()) as { id: string }).id;

    await page.goto('/schedule');
    await settled(page);
    await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    const address = dialog.getByLabel('Your calendar address');
    await expect(address).toHaveValue(new RegExp(`^${E2E.baseURL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const url = await address.inputValue();
    await expect(dialog.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));
    await page.waitForTimeout(400); // the dialog's entrance
    await page.screenshot({ path: `${E2E.dataDir}/calendar-subscribe-1280.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${E2E.dataDir}/calendar-subscribe-375.png` });

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain(`UID:${shiftId}@groundwork`);
    expect(text).toContain(`SUMMARY:${site.name}`);

    await dialog.getByRole('button', { name: 'Get a new address' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Get a new address?' });
    await confirm.getByRole('button', { name: 'Get a new address' }).click();
    await expect(page.getByText('New address ready')).toBeVisible();
    await expect(address).not.toHaveValue(url);
    const fresh = await address.inputValue();
    expect((await calendarApp.get(url)).status()).toBe(404);
    const renewed = await calendarApp.get(fresh);
    expect(renewed.status()).toBe(200);
    expect(await renewed.text()).toContain(`UID:${shiftId}@groundwork`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: `${E2E.dataDir}/calendar-my-schedule-1280.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${E2E.dataDir}/calendar-my-schedule-375.png` });
  } finally {
    await calendarApp.dispose();
    await admin.dispose();
    await context.close();
  }
});
