import { expect, test, type Page } from '@playwright/test';

import { E2E } from './support';

const FEATURES = ['Smart scheduling', 'Inventory tracking', 'Supply orders', 'Team management', 'Real-time chat', 'Job-site tools'];

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

test('logged out, an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

/** Logs in with the login form already on screen (not from /, as support's login does). */
async function logInHere(page: Page, email: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(E2E.demoPassword);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('logged out, a page of the app shows the login screen and the login goes on to it', async ({ page }) => {
  await page.goto('/scheduling');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  await logInHere(page, 'admin@groundwork.demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling' })).toBeVisible();
  await expect(page).toHaveURL(`${E2E.baseURL}/scheduling`);
});

test('logged out, a page the role may not open leads to its home after the login, not to the 404 page', async ({ page }) => {
  await page.goto('/scheduling');
  await logInHere(page, 'worker3@groundwork.demo');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
});

test('the landing is usable at 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await expect(login.getByLabel('Email')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
