// Reliability: each remote in turn unreachable (every request under its folder is
// aborted, as when its host is down). The screens of the other remotes and the shell still work;
// the broken one shows its message inside the layout.
import { expect, test, type Page } from '@playwright/test';

import { E2E, login } from './support';

type Check = { link: string; remote: string | null; heading?: string; text?: RegExp };

const ADMIN_SCREENS: Check[] = [
  { link: 'Dashboard', remote: null, text: /Welcome back, / },
  { link: 'Scheduling', remote: 'mf-scheduling', heading: 'Scheduling' },
  { link: 'Supply Orders', remote: 'mf-supplies', heading: 'Supply Orders' },
  { link: 'Job Sites', remote: 'mf-field', heading: 'Job Sites' },
  { link: 'HR Documents', remote: 'mf-documents', heading: 'Illinois HR Documents' },
  { link: 'Messages', remote: 'mf-chat', heading: 'Messages' },
];
const CLIENT_SCREENS: Check[] = [
  { link: 'Dashboard', remote: 'mf-client-portal', heading: 'Welcome, Angela Brooks' },
  { link: 'Messages', remote: 'mf-chat', heading: 'Messages' },
];
const REMOTES = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
const BROKEN = 'This section could not be loaded';

async function visit(page: Page, screen: Check, broken: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: screen.link, exact: true }).click();
  if (screen.remote === broken) {
    await expect(page.getByText(BROKEN)).toBeVisible();
  } else {
    const shown = screen.heading ? page.getByRole('heading', { name: screen.heading, exact: true }) : page.getByText(screen.text as RegExp);
    await expect(shown, `${screen.link} while ${broken} is down`).toBeVisible();
    await expect(page.getByText(BROKEN)).toHaveCount(0);
  }
  // The shell around it keeps working whatever the content area shows.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('with each remote unreachable in turn, every other screen works and the broken one says so', async ({ browser }) => {
  test.setTimeout(300_000);
  for (const broken of REMOTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(`**/remotes/${broken}/**`, (route) => route.abort('connectionrefused'));
    const asClient = broken === 'mf-client-portal';
    await login(page, asClient ? 'client@groundwork.demo' : 'admin@groundwork.demo', E2E.demoPassword);
    const screens = asClient ? CLIENT_SCREENS : ADMIN_SCREENS;
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    for (const screen of screens) await visit(page, screen, broken);
    // The broken screen shows its message once more after the others loaded (no stale state).
    const brokenScreen = screens.find((screen) => screen.remote === broken);
    if (brokenScreen) await visit(page, brokenScreen, broken);
    await context.close();
  }
});
