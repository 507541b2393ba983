import { expect, test } from '@playwright/test';

const FEATURES = [
  'Smart scheduling',
  'Inventory tracking',
  'Supply orders',
  'Team management',
  'Real-time chat',
  'Job-site tools',
];

test('the logged-out landing shows the product, its two tabs and six features, and loads no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/remotes/') || url.includes('remoteEntry') || url.includes('mf-manifest')) remoteRequests.push(url);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Groundwork' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  for (const feature of FEATURES) {
    await expect(page.getByText(feature, { exact: false }).first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('logged out, an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the landing is usable at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await expect(login.getByLabel('Email')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
