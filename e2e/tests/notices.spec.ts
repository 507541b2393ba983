// Notices (toasts) cover no control: below the header and centred on a desktop, at the bottom on a
// phone; never over the page's primary button nor over an open dialog's close button.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { E2E, login } from './support';

async function expectApart(notice: Locator, control: Locator): Promise<void> {
  const [a, b] = await Promise.all([notice.boundingBox(), control.boundingBox()]);
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  const overlap = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlap, `notice ${JSON.stringify(a)} overlaps control ${JSON.stringify(b)}`).toBe(false);
}

async function openManagePrices(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Manage Prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Prices' });
  await dialog.getByLabel('Item Name').fill(`Notice test ${Date.now()}`);
  await dialog.getByLabel('Price').fill('3.25');
  return dialog;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px a notice covers neither the dialog's close button nor the page's primary button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, 'admin@groundwork.demo', E2E.demoPassword);
    await page.goto('/supplies');
    const newOrder = page.getByRole('button', { name: 'New Order' });
    await expect(newOrder).toBeVisible();

    // A refused save: the error notice shows while the dialog stays open.
    await page.route('**/api/vendor-prices', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 400, message: 'Price is refused for this test', error: 'Bad Request' }),
          })
        : route.fallback(),
    );
    const dialog = await openManagePrices(page);
    await dialog.getByRole('button', { name: 'Save Price' }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Price is refused for this test' });
    await expect(notice).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectApart(notice, dialog.getByRole('button', { name: 'Close' }));
    await expectApart(notice, dialog.getByRole('button', { name: 'Save Price' }));

    // A saved price: the dialog closes and the success notice shows over the page.
    await page.unroute('**/api/vendor-prices');
    await dialog.getByRole('button', { name: 'Save Price' }).click();
    await expect(dialog).toBeHidden();
    const saved = page.locator('.ant-notification-notice').filter({ hasText: 'Price saved' });
    await expect(saved).toBeVisible();
    await expectApart(saved, newOrder);
    await expectApart(saved, page.getByRole('button', { name: 'Toggle sidebar' }));
  });
}
