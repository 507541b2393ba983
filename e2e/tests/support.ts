// Shared facts and steps of the browser journeys: the server this run started, its outbox, and
// the ways a person registers and logs in.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Set once in the runner process (which reads the config first); workers inherit it.
process.env.GW_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-e2e-'));
process.env.GW_E2E_PORT ??= '3321';
// The Nominatim double's port: the next one by default.
process.env.GW_E2E_GEOCODER_PORT ??= String(Number(process.env.GW_E2E_PORT) + 1);
// The push service the server admits (PUSH_ENDPOINT_HOSTS): nothing listens there, so a push to a
// subscription the tests made fails on this machine (logged) and never leaves it.
process.env.GW_E2E_PUSH_PORT ??= String(Number(process.env.GW_E2E_PORT) + 2);

export const E2E = {
  dataDir: process.env.GW_E2E_DATA_DIR as string,
  baseURL: `http://localhost:${process.env.GW_E2E_PORT}`,
  geocoderPort: process.env.GW_E2E_GEOCODER_PORT,
  geocoderURL: `http://127.0.0.1:${process.env.GW_E2E_GEOCODER_PORT}`,
  pushEndpointHost: `localhost:${process.env.GW_E2E_PUSH_PORT}`,
  adminPin: '2468',
  foremanPin: '1357',
  companyName: 'Prairie Deconstruction Co.',
  demoPassword: 'groundwork',
};

export type Role = 'admin' | 'foreman' | 'worker' | 'client';

export const ROLES: Role[] = ['admin', 'foreman', 'worker', 'client'];

/** A demo account of each role (every demo password is E2E.demoPassword). */
export const LOGINS: Record<Role, string> = {
  admin: 'admin@groundwork.demo',
  foreman: 'foreman@groundwork.demo',
  worker: 'worker1@groundwork.demo',
  client: 'client@groundwork.demo',
};

/** A desktop's and a phone's viewport: the widths every page is checked at. */
export const WIDTHS = [
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

/** Every page of every role, from the shell's one route table: a page added there is visited by the passes over all pages. */
export const PATHS = pathsByRole();

/**
 * The page has its answers: its title is shown and no list is still loading. `loadingLabel` is
 * the sdk's 'Loading' in the page's language (the name of every loading placeholder).
 */
export async function settled(page: Page, loadingLabel = 'Loading'): Promise<void> {
  // A page's first render after a full load (shell, remote, catalogs) can take seconds on a busy host.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`.ant-skeleton, .ant-spin-spinning, [role="status"][aria-label="${loadingLabel}"]`)).toHaveCount(0);
  // antd's enter animations fade colours in: measure contrast once they are over.
  await page.waitForTimeout(400);
}

/** Where a route is opened: /payment pays one order (the demo company's first). */
export async function address(page: Page, route: string): Promise<string> {
  if (route !== '/payment') return route;
  const orders = (await (await page.request.get('/api/supply-orders')).json()) as Array<{ id: string }>;
  expect(orders.length).toBeGreaterThan(0);
  return `/payment?orderId=${orders[0].id}`;
}

/** Dialogs a page is used through, checked open too, by the page they are opened from (English names). */
export const DIALOGS: Record<string, { button: string; dialog: string }[]> = {
  '/scheduling': [
    { button: 'Schedule Worker', dialog: 'Schedule Worker' },
    { button: 'Post Open Shift', dialog: 'Post Open Shift' },
  ],
  '/schedule': [{ button: 'Subscribe in your calendar', dialog: 'Subscribe in your calendar' }],
  '/supplies': [{ button: 'New Order', dialog: 'New Supply Order' }],
  '/team': [{ button: 'Edit rate', dialog: 'Hourly Rate' }],
};

/** The sidebar each role gets: its NAV_ITEMS (shell/src/sdk/roles.ts) whose pages are routed. */
export const SIDEBAR: Record<Role, string[]> = {
  admin: ['Dashboard', 'Scheduling', 'Team Management', 'Supply Orders', 'Job Sites', 'Timesheets', 'HR Documents', 'Financial Documents', 'Messages'],
  foreman: ['Dashboard', 'My Schedule', 'Job Site', 'Inventory', 'Issues', 'Time Tracking', 'My Timesheet', 'Messages'],
  worker: ['Dashboard', 'My Schedule', 'My Timesheet', 'Time Off', 'Availability', 'Messages'],
  client: ['Dashboard', 'Messages'],
};

/**
 * Works on the run's embedded PostgreSQL (bff/bin/embedded-postgres.mjs, found by its credentials
 * file and its postmaster.pid's port): what a journey cannot wait for (a shift's real hours).
 */
export async function runDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const credentials = JSON.parse(fs.readFileSync(path.join(E2E.dataDir, 'postgres-credentials.json'), 'utf8')) as { user: string; password: string };
  const port = Number(fs.readFileSync(path.join(E2E.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: credentials.user, password: credentials.password, database: 'groundwork' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The JSON of an API answer that must have succeeded (else the test fails naming the call and what it answered). */
export async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Record<string, unknown>> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The local calendar day `offset` days from today, YYYY-MM-DD (from noon, so no DST edge moves it). */
export function isoDay(offset: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export interface NewUser {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  password: string;
  pin?: string;
}

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', foreman: 'Foreman', worker: 'Employee', client: 'Client' };

/** Picks an option of the open antd select (its visible items; the a11y list is hidden). */
export async function chooseOption(page: Page, label: string): Promise<void> {
  const option = page.locator(`.ant-select-item-option[title="${label}"]`);
  // A single-choice list closes once the choice is taken. Under a loaded machine a click can land
  // while the list is still opening and be dropped (seen in CI-like runs): click again then.
  for (let attempt = 1; ; attempt += 1) {
    await option.click();
    try {
      await expect(option).toBeHidden({ timeout: 2000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export async function register(page: Page, user: NewUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  if (user.role !== 'worker') {
    await form.getByLabel('Role').click();
    await chooseOption(page, ROLE_LABEL[user.role]);
  }
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('First Name').fill(user.firstName);
  await form.getByLabel('Last Name').fill(user.lastName);
  await form.getByLabel('Phone Number').fill(user.phoneNumber);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  if (user.pin !== undefined) await form.getByLabel('PIN (Required for Admin/Foreman)').fill(user.pin);
  await form.getByRole('button', { name: 'Register' }).click();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  // Wait for the server's answer (whatever it is): a test that navigates next must not race the
  // session cookie (a page loaded before it arrives is logged out).
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/login'),
    form.getByRole('button', { name: 'Login' }).click(),
  ]);
}

export async function expectSidebar(page: Page, role: Role): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(SIDEBAR[role]);
}

/**
 * The newest reset link the server "sent" to this address (written to DATA_DIR/outbox). The
 * server answers forgot-password at once and writes the email in the background, so this waits
 * for it (up to 10 s) instead of racing it.
 */
export async function latestResetLink(email: string): Promise<string> {
  const outbox = path.join(E2E.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
    for (const file of files.reverse()) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const match = text.match(/https?:\/\/\S*\/reset-password\?token=[A-Za-z0-9_-]+/);
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`No reset email for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The daily inventory checklist, by its English names (what is sent and priced): the server's own
 * list, imported from its source so a changed item cannot leave the journeys behind.
 */
export { INVENTORY_ITEMS as CHECKLIST_ITEMS } from '../../bff/src/inventory/inventory-items';

/** axe's serious and critical violations (WCAG 2.1 A and AA rules) on the page as it is, each described with `where`. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join('\n    ')}`,
    );
}
