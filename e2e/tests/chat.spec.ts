// Messages (/messages): two people chat live in two browsers, unread counts appear and clear,
// browser notifications ring for the other person's messages, and each role sees only its
// audience (a client: the admins).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { E2E, login, uniqueEmail, type Role } from './support';

interface Person {
  page: Page;
  firstName: string;
  lastName: string;
  name: string;
}

/** Registers through the API in the context (its cookie logs the context's pages in). */
async function registerIn(context: BrowserContext, role: Role, firstName: string): Promise<Person> {
  const lastName = `Chat${Date.now().toString(36)}`;
  const response = await context.request.post('/api/auth/register', {
    data: {
      role,
      email: uniqueEmail(`chat-${role}`),
      firstName,
      lastName,
      phoneNumber: '312-555-0142',
      password: 'hard-hat-7',
      ...(role === 'admin' ? { pin: E2E.adminPin } : role === 'foreman' ? { pin: E2E.foremanPin } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return { page: await context.newPage(), firstName, lastName, name: `${firstName} ${lastName}` };
}

/** Records browser notifications instead of showing them, as if this tab were in the background. */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: Array<{ title: string; body?: string; tag?: string; closed: boolean }> = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordedNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as NotificationPermission;
      onclick: (() => void) | null = null;
      private entry: (typeof shown)[number];
      constructor(title: string, options: NotificationOptions = {}) {
        this.entry = { title, body: options.body, tag: options.tag, closed: false };
        shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    }
    Object.defineProperty(window, 'Notification', { value: RecordedNotification, configurable: true });
    document.hasFocus = () => false;
  });
}

const contactButton = (page: Page, name: string) => page.getByRole('list', { name: 'Team members' }).getByRole('button', { name: new RegExp(`^${name}`) });

test('a worker and an admin chat both ways live; the unread count appears and clears; the other side rings', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  await recordNotifications(workerContext);
  try {
    const admin = await registerIn(adminContext, 'admin', 'Ada');
    const worker = await registerIn(workerContext, 'worker', 'Walt');
    await worker.page.goto('/messages');
    await admin.page.goto('/messages');
    await expect(worker.page.getByRole('heading', { name: 'Messages' })).toBeVisible();
    await expect(worker.page.getByRole('button', { name: 'Notifications Enabled' })).toBeDisabled();

    // The admin finds the worker by name and writes; Enter sends, Shift+Enter is a new line.
    await admin.page.getByLabel('Search team members').fill(worker.firstName);
    await contactButton(admin.page, worker.name).click();
    const adminLog = admin.page.getByRole('log', { name: `Messages with ${worker.name}` });
    await expect(adminLog.getByText('No messages yet')).toBeVisible();
    const adminBox = admin.page.getByRole('textbox', { name: 'Message' });
    await adminBox.fill('Hello Walt');
    await adminBox.press('Shift+Enter');
    await adminBox.pressSequentially('Bring the <b>ladder</b>');
    await adminBox.press('Enter');
    await expect(adminBox).toHaveValue('');
    await expect(adminLog.getByTestId('own-message')).toContainText('Hello Walt\nBring the <b>ladder</b>');

    // The worker's list shows it without a reload: preview and unread count; the browser rang.
    await expect(contactButton(worker.page, `${admin.name}, 1 unread`)).toBeVisible();
    await expect(contactButton(worker.page, admin.name)).toContainText('Hello Walt');
    await expect
      .poll(() => worker.page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications))
      .toEqual([{ title: admin.name, body: 'Hello Walt\nBring the <b>ladder</b>', tag: 'groundwork-message', closed: false }]);
    // The notification closes itself after 5000 ms.
    await expect
      .poll(() => worker.page.evaluate(() => (window as unknown as { shownNotifications: Array<{ closed: boolean }> }).shownNotifications[0].closed), {
        timeout: 8000,
      })
      .toBe(true);

    // Opening the conversation shows the text as text, and clears the count.
    await contactButton(worker.page, admin.name).click();
    const workerLog = worker.page.getByRole('log', { name: `Messages with ${admin.name}` });
    await expect(workerLog.getByTestId('their-message')).toContainText('Bring the <b>ladder</b>');
    await expect(workerLog.locator('b')).toHaveCount(0);
    await expect(contactButton(worker.page, admin.name)).toHaveAccessibleName(admin.name);
    await expect(worker.page.getByTestId('unread-count')).toHaveCount(0);

    // The reply arrives in the admin's open conversation, live.
    await worker.page.getByRole('textbox', { name: 'Message' }).fill('On my way');
    await worker.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(adminLog.getByTestId('their-message')).toContainText('On my way');
    await expect(workerLog.getByTestId('own-message')).toContainText('On my way');
    // The worker wrote it: no notification for their own message.
    expect(await worker.page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length)).toBe(1);

    // And the next message reaches the worker's open conversation without a reload.
    await adminBox.fill('Great, thanks');
    await adminBox.press('Enter');
    await expect(workerLog.getByTestId('their-message').last()).toContainText('Great, thanks');
    await expect(worker.page.getByTestId('unread-count')).toHaveCount(0);
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});

test('messages that arrive while the reader is on another page are in the list when they come back, without a reload', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: E2E.baseURL });
  const workerContext = await browser.newContext({ baseURL: E2E.baseURL });
  try {
    const admin = await registerIn(adminContext, 'admin', 'Ada');
    const worker = await registerIn(workerContext, 'worker', 'Bo');
    const workerId = (await (await workerContext.request.get('/api/auth/user')).json()).id as string;
    const send = (message: string) => adminContext.request.post('/api/messages', { data: { recipientId: workerId, message, channelType: 'direct' } });
    expect((await send('First note')).status()).toBe(201);

    // B has the list in hand (read once), then goes to the dashboard.
    await worker.page.goto('/messages');
    await expect(contactButton(worker.page, `${admin.name}, 1 unread`)).toContainText('First note');
    const nav = worker.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(worker.page.getByText(/Welcome back, /)).toBeVisible();

    // A writes twice while B is away; B comes back through the sidebar (no reload).
    expect((await send('Second note')).status()).toBe(201);
    expect((await send('Newest note')).status()).toBe(201);
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription('3 unread messages');
    await nav.getByRole('link', { name: 'Messages' }).click();
    await expect(contactButton(worker.page, `${admin.name}, 3 unread`)).toContainText('Newest note');
  } finally {
    await adminContext.close();
    await workerContext.close();
  }
});

test('a client sees only admins in the list', async ({ page }) => {
  await login(page, 'client@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome/).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  const list = page.getByRole('list', { name: 'Team members' });
  await expect(list.getByRole('button', { name: /Maria Kowalski/ })).toBeVisible();
  const badges = await list.getByTestId('role-badge').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Admin']));
  await expect(list.getByRole('button', { name: /Luis Hernandez|Darnell Washington|Angela Brooks/ })).toHaveCount(0);
});

test('at 375 px the list and the conversation take turns, with a back button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'worker1@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/messages');
  await page
    .getByRole('list', { name: 'Team members' })
    .getByRole('button', { name: /Maria Kowalski/ })
    .click();
  await expect(page.getByRole('log', { name: 'Messages with Maria Kowalski' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Back to team members' }).click();
  await expect(page.getByRole('list', { name: 'Team members' })).toBeVisible();
  await expect(page.getByRole('log')).toHaveCount(0);
});
