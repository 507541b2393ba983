// Lists show a skeleton until their first answer, never their empty text: "No vendor prices yet"
// before the prices came would tell the admin something false.
import { expect, test } from '@playwright/test';

import { E2E, login } from './support';

test('Supply Orders shows skeletons, not "No vendor prices yet", until the prices arrive', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold both lists' answers until the page has been looked at.
  await page.route(/\/api\/(vendor-prices|supply-orders)$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await released;
    return route.fallback();
  });
  await page.goto('/supplies');
  const prices = page.locator('.ant-card', { hasText: 'Vendor Price Database' });
  const orders = page.locator('.ant-card', { hasText: 'Recent Orders' });
  await expect(prices.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(orders.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByText('No vendor prices yet')).toHaveCount(0);
  await expect(page.getByText('No supply orders yet')).toHaveCount(0);

  release();
  await expect(prices.getByRole('row').filter({ hasText: 'Hammers' }).first()).toBeVisible();
  await expect(prices.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(orders.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});
