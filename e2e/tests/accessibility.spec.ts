// axe over every page of every role, at a desktop's and a phone's width: no serious or critical
// violation (WCAG 2.1 A and AA rules). The pages come from the shell's one route table, so a page
// added there is checked here too. Dialogs a page is used through are opened and checked as well.
import { expect, test } from '@playwright/test';

import { address, DIALOGS, E2E, login, LOGINS, PATHS, ROLES, seriousViolations, settled, WIDTHS } from './support';

test('the route table lists pages for every role', () => {
  for (const role of ROLES) expect(PATHS[role].length, role).toBeGreaterThan(1);
  expect(PATHS.admin).toEqual(expect.arrayContaining(['/', '/scheduling', '/supplies', '/financial-documents', '/messages']));
});

for (const role of ROLES) {
  for (const viewport of WIDTHS) {
    test(`every ${role} page at ${viewport.width} px has no serious or critical axe violation`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await login(page, LOGINS[role], E2E.demoPassword);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const found: string[] = [];
      for (const route of PATHS[role]) {
        await page.goto(await address(page, route));
        await settled(page);
        found.push(...(await seriousViolations(page, route)));
        for (const { button, dialog } of DIALOGS[route] ?? []) {
          await page.getByRole('button', { name: button }).first().click();
          const opened = page.getByRole('dialog', { name: dialog });
          await expect(opened).toBeVisible();
          await page.waitForTimeout(400);
          found.push(...(await seriousViolations(page, `${route} (${dialog} dialog)`)));
          await opened.getByRole('button', { name: 'Close' }).click();
          await expect(opened).toBeHidden();
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
