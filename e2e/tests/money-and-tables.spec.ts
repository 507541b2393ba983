// Money reads as en-US dollars everywhere, and every table stays whole on a phone: under 576 px its
// rows are cards showing every column, so nothing (a price, an amount, a row's actions) is scrolled
// out of sight.
import { expect, test, type Locator, type Page } from '@playwright/test';

import { E2E, login } from './support';

const PHONE = { width: 375, height: 740 };

/** The element lies inside the viewport's width: seen without scrolling sideways. */
async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('amounts show with thousands separators: the Job Sites card and the Invoices table', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.goto('/job-sites');
  await expect(page.getByText('Cost: $186,500.00')).toBeVisible();
  await expect(page.getByText('Paid: $74,600.00')).toBeVisible();
  await page.goto('/financial-documents');
  const invoice = page.getByRole('row', { name: /INV-\d{4}-0104/ });
  await expect(invoice.getByRole('cell', { name: '$41,200.00' })).toBeVisible();
});

test('at 375 px the Vendor Price Database shows each price with its vendor as a card', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.goto('/supplies');
  const table = page.locator('.ant-card', { hasText: 'Vendor Price Database' }).getByRole('table');
  const hammers = table.getByRole('row').filter({ hasText: 'Hammers' }).filter({ hasText: 'Menards' });
  await expect(hammers.getByRole('term')).toHaveText(['Item', 'SKU', 'Vendor', 'Price', 'In Stock', 'Last Updated']);
  await expectWithinWidth(page, hammers.getByText('$18.97'));
  await expectWithinWidth(page, hammers.getByText('Menards'));
  await expectNoSidewaysScroll(page);
});

test('at 375 px each invoice shows its Amount, Status and actions', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.goto('/financial-documents');
  const invoice = page.getByRole('row', { name: /INV-\d{4}-0104/ });
  await expectWithinWidth(page, invoice.getByText('$41,200.00'));
  await expectWithinWidth(page, invoice.getByText('Unpaid'));
  const number = (await invoice.getByText(/^INV-\d{4}-0104$/).textContent()) ?? '';
  await expectWithinWidth(page, invoice.getByRole('button', { name: `Mark Paid: invoice ${number}` }));
  await expectWithinWidth(page, invoice.getByRole('button', { name: `Void: invoice ${number}` }));
  await expectNoSidewaysScroll(page);
});

test('at 1280 px the tables keep their columns', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await page.goto('/supplies');
  const table = page.locator('.ant-card', { hasText: 'Vendor Price Database' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Item', 'SKU', 'Vendor', 'Price', 'In Stock', 'Last Updated']);
  await page.goto('/financial-documents');
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
});
