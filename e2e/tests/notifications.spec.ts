// The header's bell, for every role: the unread count live over /ws, the panel newest first a page
// at a time, each notification linking to its page and read when opened, Mark all as read; and the
// sidebar's unread messages count.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { E2E, uniqueEmail, type Role } from './support';

/** Registers through the API in the context (its cookie logs the context's pages in). */
async function registerIn(context: BrowserContext, role: Role, firstName: string): Promise<{ id: string; name: string }> {
  const lastName = `Bell${Date.now().toString(36)}`;
  const response = await context.request.post('/api/auth/register', {
    data: {
      role,
      email: uniqueEmail(`bell-${role}`),
      firstName,
      lastName,
      phoneNumber: '312-555-0142',
      password: 'hard-hat-7',
      ...(role === 'admin' ? { pin: E2E.adminPin } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { id: (await response.json()).id, name: `${firstName} ${lastName}` };
}

function dayFromNow(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The demo admin's API (the scheduler of the shifts below). */
async function demoAdmin(context: BrowserContext): Promise<{ api: APIRequestContext; schedule(workerId: string, offset: number): Promise<void> }> {
  const api = context.request;
  expect((await api.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } })).status()).toBe(200);
  const [site] = (await (await api.get('/api/job-sites/options')).json()) as Array<{ id: string }>;
  return {
    api,
    async schedule(workerId, offset) {
      const response = await api.post('/api/schedules', {
        data: { workerId, jobSiteId: site.id, date: dayFromNow(offset), meetTime: '06:30', startTime: '07:00' },
      });
      expect(response.status()).toBe(201);
    },
  };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('a worker sees a new shift on the bell live, opens it to My Schedule and it is read; Mark all as read clears the rest', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    const admin = await demoAdmin(adminContext);
    const worker = await registerIn(workerContext, 'worker', 'Bella');
    const page = await workerContext.newPage();
    await page.goto('/availability');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Pushed over /ws: the count grows without a reload.
    await admin.schedule(worker.id, 1);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    const item = panel(page).getByRole('link', { name: /New shift scheduled/ });
    await expect(item).toContainText('New');
    await item.click();
    await expect(page).toHaveURL(`${E2E.baseURL}/schedule`);
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await admin.schedule(worker.id, 2);
    await admin.schedule(worker.id, 3);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await expect(panel(page).getByRole('link')).toHaveCount(3);
    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(panel(page).getByText('New', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});

test('the panel lists newest first a page at a time, and fits a phone', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 375, height: 740 } });
  try {
    const admin = await demoAdmin(adminContext);
    const worker = await registerIn(workerContext, 'worker', 'Paige');
    for (let offset = 1; offset <= 12; offset += 1) await admin.schedule(worker.id, offset);
    const page = await workerContext.newPage();
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 12 unread');
    await bell(page).click();
    const links = panel(page).getByRole('link');
    await expect(links).toHaveCount(10);
    // Newest first: the last shift scheduled is on top.
    const day = (offset: number) => new Date(`${dayFromNow(offset)}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await expect(links.first()).toContainText(day(12));
    const box = await panel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${E2E.dataDir}/bell-375.png` });
    await panel(page).getByRole('button', { name: 'Show more notifications' }).click();
    await expect(links).toHaveCount(12);
    await expect(links.last()).toContainText(day(1));
    await expect(panel(page).getByRole('button', { name: 'Show more notifications' })).toHaveCount(0);
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});

test("an admin's notification for every admin links to what it is about: a time-off request to Scheduling", async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    await registerIn(adminContext, 'admin', 'Ada');
    const worker = await registerIn(workerContext, 'worker', 'Tim');
    const page = await adminContext.newPage();
    await page.goto('/');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const asked = await workerContext.request.post('/api/time-off-requests', { data: { startDate: dayFromNow(40), endDate: dayFromNow(41) } });
    expect(asked.status()).toBe(201);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    await panel(page)
      .getByRole('link', { name: new RegExp(`${worker.name} asked for time off`) })
      .click();
    await expect(page).toHaveURL(`${E2E.baseURL}/scheduling`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.setViewportSize({ width: 1280, height: 800 });
    await bell(page).click();
    await page.screenshot({ path: `${E2E.dataDir}/bell-1280.png` });
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});

test("the sidebar's Messages item shows the unread messages, live, and clears once they are read", async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    const admin = await demoAdmin(adminContext);
    const worker = await registerIn(workerContext, 'worker', 'Mia');
    const page = await workerContext.newPage();
    await page.goto('/');
    const messages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' });
    await expect(messages).toBeVisible();
    await expect(messages).not.toHaveAttribute('aria-describedby');
    for (const text of ['Are you on site?', 'Call me back']) {
      expect((await admin.api.post('/api/messages', { data: { recipientId: worker.id, message: text, channelType: 'direct' } })).status()).toBe(201);
    }
    await expect(messages).toHaveAccessibleDescription('2 unread messages');
    await messages.click();
    await page
      .getByRole('list', { name: 'Team members' })
      .getByRole('button', { name: /, 2 unread$/ })
      .click();
    await expect(messages).not.toHaveAttribute('aria-describedby');
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});
