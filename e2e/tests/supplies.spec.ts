// Supply Orders and Payment for an admin: prices, comparison, an order from the
// recommended vendor, and Pay Now ending in the configuration error (payment is not configured).
import { expect, test, type Page } from '@playwright/test';

import { chooseOption, E2E, login } from './support';

async function addPrice(page: Page, itemName: string, vendor: 'Menards' | "Lowe's", price: string): Promise<void> {
  await page.getByRole('button', { name: 'Manage Prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Prices' });
  await dialog.getByLabel('Item Name').fill(itemName);
  await dialog.getByLabel('SKU (optional)').fill(`${vendor === 'Menards' ? 'MEN' : 'LOW'}-${itemName.replace(/\W+/g, '-').toUpperCase()}`);
  if (vendor !== 'Menards') {
    // The dialog may still be animating in: retry until the select shows the choice.
    await expect(async () => {
      await dialog.getByLabel('Vendor').click();
      await chooseOption(page, vendor);
      await expect(dialog.locator('.ant-select')).toContainText(vendor, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  }
  await dialog.getByLabel('Price').fill(price);
  await dialog.getByRole('button', { name: 'Save Price' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin prices three items at both vendors, compares, orders from the recommended vendor and meets the payment configuration error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supply Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Supply Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Hammers');

  const tag = Date.now().toString(36);
  const items = [`Anchor Bolts ${tag}`, `Rebar ${tag}`, `Drywall ${tag}`];
  const prices: Record<string, [string, string]> = { [items[0]]: ['2.50', '2.25'], [items[1]]: ['5.00', '5.50'], [items[2]]: ['12.00', '12.10'] };
  for (const item of items) {
    await addPrice(page, item, 'Menards', prices[item][0]);
    await addPrice(page, item, "Lowe's", prices[item][1]);
  }
  const anchorRows = page.getByRole('row').filter({ hasText: items[0] });
  await expect(anchorRows).toHaveCount(2);
  await expect(anchorRows.filter({ hasText: "Lowe's" })).toContainText('$2.25');

  await page.getByRole('button', { name: 'Compare Prices' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare Prices' });
  // Two of the first item: quantity x unit price at each vendor.
  await compare.getByLabel('Items to compare (one per line)').fill(`${items[0]} - 2\n${items.slice(1).join('\n')}\n\n`);
  await compare.getByRole('button', { name: 'Compare', exact: true }).click();
  const result = compare.getByRole('region', { name: 'Comparison result' });
  await expect(result.getByRole('row').filter({ hasText: items[0] })).toContainText('2 x $2.50 = $5.00');
  await expect(result.getByLabel('Menards total')).toContainText('$22.00');
  await expect(result.getByLabel('Menards total')).toContainText('Recommended');
  await expect(result.getByLabel("Lowe's total")).toContainText('$22.10');
  await result.getByRole('button', { name: 'Order from Menards' }).click();

  const order = page.getByRole('dialog', { name: 'New Supply Order' });
  await expect(order.getByLabel('Items (one per line)')).toHaveValue(`${items[0]} - 2\n${items.slice(1).join('\n')}`);
  await order.getByLabel('Shipping Address').fill('2150 S Canal St');
  await order.getByLabel('City').fill('Chicago');
  await order.getByLabel('State').fill('IL');
  await order.getByLabel('Zip').fill('60616');
  await order.getByRole('button', { name: 'Create Order' }).click();
  await expect(order).toBeHidden();

  const placed = page.getByRole('article').filter({ hasText: `${items[0]}: 2 x $2.50 = $5.00` });
  await expect(placed).toHaveCount(1);
  await expect(placed).toHaveAttribute('aria-label', /^Order [0-9a-f]{8}$/);
  const number = ((await placed.getAttribute('aria-label')) ?? '').slice('Order '.length);
  await expect(placed).toContainText(`Order #${number}`);
  await expect(placed).toContainText('Menards');
  await expect(placed).toContainText(`${items[1]}: 1 x $5.00 = $5.00`);
  await expect(placed).toContainText('$22.00');
  await expect(placed.getByText('Pending', { exact: true })).toBeVisible();
  await expect(placed.getByText('Payment pending')).toBeVisible();

  await placed.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?orderId=${number}[0-9a-f-]{28}$`));
  await expect(page.getByText('Payment Configuration Error')).toBeVisible();
  await expect(page.getByText('Configuration Error', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Supplies' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/supplies`);
  await expect(page.getByRole('heading', { name: 'Supply Orders' })).toBeVisible();
});

test('/payment without an order id says so and moves to /supplies', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/payment');
  await expect(page.getByText('No order ID provided')).toBeVisible();
  await expect(page).toHaveURL(`${E2E.baseURL}/supplies`);
});

test('at 375 px the supplies page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/supplies');
  await expect(page.getByRole('heading', { name: 'Supply Orders' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
