// What a job site costs, end to end: the admin creates a site (with its time clock radius), a
// worker clocks in and out there, the admin orders materials for the site in New Order, and the
// Job Sites page then shows labor, materials and spent against the total, the labor by person and
// week, and the CSV. A real shift cannot be waited for in a test: after the worker's real punches
// the entry's clock-in is moved 8:30 earlier in the run's own database, and the worker gets an
// hourly rate there (setting rates is the timesheets' Team Management work).
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { chooseOption, E2E, LOGINS, login, ok, runDatabase, WIDTHS } from './support';

const SHOTS = process.env.GW_E2E_SHOTS ?? path.join(E2E.dataDir, 'shots');

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

test('the admin sees what a site costs after a worker’s clocked hours and an order for the site', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const siteName = `Costed Yard ${tag}`;
  const item = `Joist Hangers ${tag}`;

  // The admin creates the site on the Job Sites form, with a 500 m time clock radius.
  await login(page, LOGINS.admin, E2E.demoPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites' }).click();
  await page.getByRole('button', { name: 'Create Job Site' }).click();
  const form = page.getByRole('dialog', { name: 'Create Job Site' });
  await form.getByLabel('Name').fill(siteName);
  await form.getByLabel('Address', { exact: true }).fill('1400 W 35th St, Chicago, IL 60609');
  await expect(form.getByLabel('Time clock radius (meters)')).toHaveValue('300');
  await form.getByLabel('Time clock radius (meters)').fill('500');
  await form.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(form).toBeHidden();
  const sites = (await ok(await page.request.get(`/api/job-sites?search=${encodeURIComponent(siteName)}`))) as unknown as Array<{
    id: string;
    geofenceRadiusMeters: number;
  }>;
  expect(sites).toHaveLength(1);
  const [site] = sites;
  expect(site.geofenceRadiusMeters).toBe(500);
  await ok(await page.request.patch(`/api/job-sites/${site.id}/cost`, { data: { totalCost: '1000.00', paidAmount: '0.00' } }));

  // The worker clocks in at the site and out again (their own punches, through the API).
  const worker = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const me = await ok(await worker.post('/api/auth/login', { data: { email: LOGINS.worker, password: E2E.demoPassword } }));
  const punched = await ok(await worker.post('/api/time-entries/clock-in', { data: { jobSiteId: site.id } }));
  await ok(await worker.post('/api/time-entries/clock-out', { data: {} }));
  await worker.dispose();
  await runDatabase(async (client) => {
    await client.query(`UPDATE time_entries SET clock_in = clock_out - interval '8 hours 30 minutes' WHERE id = $1`, [punched.id]);
    await client.query(`UPDATE users SET hourly_rate = '24.00' WHERE id = $1`, [me.id]);
  });

  // The admin orders two of a priced item for the site, picked in New Order.
  await ok(await page.request.post('/api/vendor-prices', { data: { itemName: item, vendor: 'menards', price: '12.50', inStock: true } }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supply Orders' }).click();
  await page.getByRole('button', { name: 'New Order' }).click();
  const order = page.getByRole('dialog', { name: 'New Supply Order' });
  await order.getByLabel('Items (one per line)').fill(`${item} - 2`);
  await order.getByRole('combobox', { name: 'Job Site (optional)' }).click();
  await order.getByRole('combobox', { name: 'Job Site (optional)' }).fill(siteName);
  await chooseOption(page, siteName);
  await order.getByLabel('Shipping Address').fill('1400 W 35th St');
  await order.getByLabel('City').fill('Chicago');
  await order.getByLabel('State').fill('IL');
  await order.getByLabel('Zip').fill('60609');
  await order.getByRole('button', { name: 'Create Order' }).click();
  await expect(order).toBeHidden();

  // Job Sites: 8:30 at $24.00 = $204.00 of labor, $25.00 of materials, $229.00 spent of $1,000.00.
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/job-sites');
    await page.getByRole('searchbox', { name: 'Search job sites' }).fill(siteName);
    await page.getByRole('searchbox', { name: 'Search job sites' }).press('Enter');
    const row = page.getByRole('listitem', { name: siteName });
    await expect(row).toContainText('Labor $204.00 · Materials $25.00 · Spent $229.00');
    await expect(row).toContainText('of $1,000.00');
    await shoot(page, `job-sites-${viewport.width}`);

    await row.getByRole('button', { name: `Costs of ${siteName}` }).click();
    const detail = page.getByRole('dialog', { name: `Costs: ${siteName}` });
    await expect(detail).toContainText('8:30 h');
    await expect(detail).toContainText('$771.00');
    await expect(detail).toContainText('8:30');
    await expect(detail).toContainText('$24.00');
    await shoot(page, `job-site-costs-${viewport.width}`);
    if (viewport.width === 1280) {
      const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: /Download CSV/ }).click()]);
      const csv = fs.readFileSync(await download.path(), 'utf8');
      expect(csv.split('\r\n')[0]).toBe(
        '"week_start","week_end","last_name","first_name","hourly_rate","hours","overtime_hours","straight_cost","overtime_cost","labor_cost"',
      );
      expect(csv).toContain('"24.00","8.50","0.00","204.00","0.00","204.00"');
    }
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await expect(detail).toBeHidden();
  }
});
