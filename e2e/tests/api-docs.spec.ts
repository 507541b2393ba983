import { expect, test } from '@playwright/test';

// Swagger UI renders the BFF's OpenAPI document under the app's own Content-Security-Policy.
test('anyone can read the API contract in Swagger UI at /api/docs, with no CSP violation', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Groundwork API/ })).toBeVisible();
  // Every tag starts collapsed: open Job Sites'. Exactly this path: a text match would also take /api/job-sites/my-sites.
  await page.locator('.opblock-tag[data-tag="JobSites"]').click();
  const operation = page.locator('.opblock').filter({ has: page.locator('[data-path="/api/job-sites/my"]') });
  await expect(operation).toBeVisible();
  await operation.locator('.opblock-summary').click();
  // The answer's example, then its schema by the name the front end's generated types use.
  await expect(operation.getByText('"inventoryCompletedAt"').first()).toBeVisible();
  await operation.getByRole('tab', { name: 'Schema' }).click();
  await expect(operation.getByText('MyJobSiteJson').first()).toBeVisible();
  expect(refused).toEqual([]);
});
