import { expect, test } from '@playwright/test';

import { E2E, login } from './support';

test('the sidebar collapses with its button and Ctrl+B, and stays collapsed across reloads', async ({ page, context }) => {
  await login(page, 'worker1@groundwork.demo', E2E.demoPassword);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toBeVisible();
  const expanded = (await page.locator('aside.sidebar').boundingBox())?.width ?? 0;
  expect(expanded).toBeGreaterThan(200);

  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect.poll(async () => (await page.locator('aside.sidebar').boundingBox())?.width).toBeLessThan(60);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect.poll(async () => (await page.locator('aside.sidebar').boundingBox())?.width).toBeLessThan(60);

  await page.keyboard.press('Control+b');
  await expect.poll(async () => (await page.locator('aside.sidebar').boundingBox())?.width).toBeGreaterThan(200);
  await page.reload();
  await expect.poll(async () => (await page.locator('aside.sidebar').boundingBox())?.width).toBeGreaterThan(200);
});

test('a path the role may not use, and an unknown path, show the 404 page; /dashboard goes to /', async ({ page }) => {
  await login(page, 'worker2@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  for (const path of ['/scheduling', '/nowhere']) {
    await page.goto(path);
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
});

test('at 375 px the sidebar is a slide-in drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, 'foreman@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'My Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
