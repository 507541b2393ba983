// "Notifications on this device" in the bell's panel: a headless browser cannot reach a real push
// service, so the person's devices are subscribed through the API (endpoints on the push service
// this run's server admits, PUSH_ENDPOINT_HOSTS), and the panel lists them, marks this login's,
// and removes them; what this browser allows is said in words. English and Spanish, 1280 and
// 375 px, axe clean. Pushes themselves are proven in bff/test/push.e2e-spec.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createECDH, randomBytes } from 'node:crypto';

import { E2E, seriousViolations, uniqueEmail, WIDTHS } from './support';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser's PushSubscription JSON on the admitted push service. */
function subscriptionJson(): unknown {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://${E2E.pushEndpointHost}/push/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

async function subscribe(api: APIRequestContext, userAgent?: string): Promise<string> {
  const response = await api.post('/api/push/subscriptions', { data: subscriptionJson(), headers: userAgent ? { 'User-Agent': userAgent } : {} });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

const bell = (page: Page) => page.getByRole('button', { name: /^(Notifications|Notificaciones)(, \d+ (unread|sin leer))?$/ });
const panel = (page: Page) => page.getByRole('dialog');

test.setTimeout(120_000);

test('a worker sees their devices with notifications, this one marked, removes them, and is told what this browser allows', async ({ browser, playwright }) => {
  const context = await browser.newContext({ baseURL: E2E.baseURL });
  const otherLogin = await playwright.request.newContext({ baseURL: E2E.baseURL });
  try {
    const email = uniqueEmail('push-worker');
    const registered = await context.request.post('/api/auth/register', {
      data: { role: 'worker', email, firstName: 'Pia', lastName: 'Pushes', phoneNumber: '312-555-0143', password: 'hard-hat-7' },
    });
    expect(registered.status()).toBe(201);
    // This login's device (the page's own session), and one of another login of the same person.
    const thisOne = await subscribe(context.request);
    expect((await otherLogin.post('/api/auth/login', { data: { email, password: 'hard-hat-7' } })).status()).toBe(200);
    const laptop = await subscribe(otherLogin, FIREFOX_ON_WINDOWS);

    const page = await context.newPage();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/schedule');
      await bell(page).click();
      await panel(page).getByText('Notifications on this device').click();
      // Without the app's service worker (or before this browser is asked), the words say which.
      await expect(panel(page).getByRole('status')).toHaveText(/not available in this browser right now|even when the app is closed/);
      const devices = panel(page).getByRole('list').last();
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByRole('listitem').first()).toContainText('Firefox on Windows');
      await expect(devices.getByRole('listitem').nth(1)).toContainText('This device');
      await expect(devices.getByRole('button', { name: 'Remove Firefox on Windows' })).toBeVisible();
      await page.screenshot({ path: `${E2E.dataDir}/push-devices-${size.width}.png` });
      expect(await seriousViolations(page, `push devices at ${size.width}`)).toEqual([]);
      await page.keyboard.press('Escape');
    }

    await bell(page).click();
    await panel(page).getByText('Notifications on this device').click();
    await panel(page).getByRole('button', { name: 'Remove Firefox on Windows' }).click();
    await expect(panel(page).getByRole('button', { name: 'Remove Firefox on Windows' })).toHaveCount(0);
    const left = (await (await context.request.get('/api/push/subscriptions')).json()) as Array<{ id: string; thisDevice: boolean }>;
    expect(left.map((device) => [device.id, device.thisDevice])).toEqual([[thisOne, true]]);
    expect(laptop).not.toBe(thisOne);

    // In Spanish too.
    expect((await context.request.patch('/api/auth/user', { data: { language: 'es' } })).status()).toBe(200);
    await page.reload();
    await bell(page).click();
    await panel(page).getByText('Notificaciones en este dispositivo').click();
    await expect(panel(page).getByText('Este dispositivo', { exact: true })).toBeVisible();
    await panel(page)
      .getByRole('button', { name: /^Quitar / })
      .click();
    await expect(panel(page).getByRole('button', { name: /^Quitar / })).toHaveCount(0);
    expect(await (await context.request.get('/api/push/subscriptions')).json()).toEqual([]);
    await page.screenshot({ path: `${E2E.dataDir}/push-devices-es.png` });
  } finally {
    await otherLogin.dispose();
    await context.close();
  }
});
