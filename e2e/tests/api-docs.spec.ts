import { expect, test } from '@playwright/test';

// Swagger UI renders the BFF's OpenAPI document under the app's own Content-Security-Policy.
test('anyone can read the API contract in Swagger UI at /api/docs, with no CSP violation', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Groundwork API/ })).toBeVisible();
  const route = page.locator('.opblock-summary').filter({ hasText: '/api/job-sites/my' }).first();
  await expect(route).toBeVisible();
  await route.click();
  await expect(page.getByText('MyJobSiteJson').first()).toBeVisible();
  expect(refused).toEqual([]);
});
