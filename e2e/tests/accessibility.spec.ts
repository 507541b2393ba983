// axe over every page of every role, at a desktop's and a phone's width: no serious or critical
// violation (WCAG 2.1 A and AA rules). The pages come from the shell's one route table, so a page
// added there is checked here too. Dialogs a page is used through are opened and checked as well.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { E2E, login, type Role } from './support';

const ROLES: Role[] = ['admin', 'foreman', 'worker', 'client'];
const LOGINS: Record<Role, string> = {
  admin: 'admin@groundwork.demo',
  foreman: 'foreman@groundwork.demo',
  worker: 'worker1@groundwork.demo',
  client: 'client@groundwork.demo',
};
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/** Each role's paths, read from shell/src/routes/routeTable.ts (its `{ path, roles }` entries). */
function pathsByRole(): Record<Role, string[]> {
  const source = fs.readFileSync(path.resolve(__dirname, '../../shell/src/routes/routeTable.ts'), 'utf8');
  const everyone = /const EVERYONE[^=]*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const paths: Record<Role, string[]> = { admin: [], foreman: [], worker: [], client: [] };
  for (const [, route, roles] of source.matchAll(/\{\s*path:\s*'([^']+)',\s*roles:\s*(\[[^\]]*\]|EVERYONE)/g)) {
    for (const role of ROLES) {
      if ((roles === 'EVERYONE' ? everyone : roles).includes(`'${role}'`) && !paths[role].includes(route)) paths[role].push(route);
    }
  }
  return paths;
}
const PATHS = pathsByRole();

/** The page has its answers: its title is shown and no list is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning, [role="status"][aria-label="Loading"]')).toHaveCount(0);
  // antd's enter animations fade colours in: measure contrast once they are over.
  await page.waitForTimeout(400);
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n    ')}`,
    );
}

/** Where a route is opened: /payment pays one order (the demo company's first). */
async function address(page: Page, route: string): Promise<string> {
  if (route !== '/payment') return route;
  const orders = (await (await page.request.get('/api/supply-orders')).json()) as Array<{ id: string }>;
  expect(orders.length).toBeGreaterThan(0);
  return `/payment?orderId=${orders[0].id}`;
}

/** Dialogs checked open, by the page they are opened from. */
const DIALOGS: Record<string, { button: string; dialog: string }[]> = {
  '/scheduling': [{ button: 'Schedule Worker', dialog: 'Schedule Worker' }],
  '/supplies': [{ button: 'New Order', dialog: 'New Supply Order' }],
};

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
