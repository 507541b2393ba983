import { expect, test } from '@playwright/test';

import { E2E, login } from './support';

test('a worker opens My Schedule: the remote loads on demand and its injected query shows the shifts', async ({ page }) => {
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) remoteEntries.push(new URL(request.url()).pathname);
  });
  await login(page, 'worker1@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  // The dashboard loads one remote, after its first screen: mf-field's Time Clock card.
  await expect(page.getByRole('heading', { name: 'Time Clock' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock In' }).or(page.getByRole('button', { name: 'Clock Out' }))).toBeVisible();
  expect(remoteEntries.length).toBeGreaterThan(0);
  expect(remoteEntries.every((entry) => entry.startsWith('/remotes/mf-field/'))).toBe(true);
  const onDashboard = remoteEntries.length;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible();
  await expect(page.getByText('View your upcoming work schedule')).toBeVisible();
  await expect(page.getByText('Next 7 Days')).toBeVisible();
  // The demo worker has shifts this week: data that came through the remote's injected endpoint.
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  const forSchedule = remoteEntries.slice(onDashboard);
  expect(forSchedule.some((entry) => entry.startsWith('/remotes/mf-scheduling/'))).toBe(true);
  expect(forSchedule.every((entry) => entry.startsWith('/remotes/mf-scheduling/'))).toBe(true);
});

test('a remote whose URL is broken shows its error in the content area while the rest keeps working', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.mf_scheduling = 'http://127.0.0.1:9/nowhere/mf-manifest.json';
    await route.fulfill({ response, json: manifest });
  });
  await login(page, 'worker3@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My Schedule' }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
  await expect(nav).toBeVisible();

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
});
