// Team Management's people journeys: an admin invites a person, who reads the email (the outbox),
// chooses a password and lands logged in with the role; Resend kills the old link, Revoke the
// link; deactivating a member ends their open page and refuses their login, reactivating lets
// them in again; PIN sign-up locked by wrong PINs shows an alert the admin reopens; an admin sets a
// worker's hourly rate, which stays after a reload and which no worker ever reads.
import { expect, test, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { chooseOption, E2E, login, uniqueEmail } from './support';

/** The newest invitation link emailed to `email` since `since` (the outbox is written before the answer). */
async function latestInviteLink(email: string, since: number): Promise<string> {
  const outbox = path.join(E2E.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((file) => Number(file.split('-')[0]) >= since)
          .sort()
      : [];
    for (const file of files.reverse()) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      const match = text.startsWith(`To: ${email}\n`) ? text.match(/https?:\/\/\S*\/accept-invite\?token=[A-Za-z0-9_-]+/) : null;
      if (match) return match[0];
    }
    if (Date.now() > deadline) throw new Error(`No invitation email for ${email} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function adminOnTeamPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } });
  expect(response.status()).toBe(200);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  return page;
}

async function invite(admin: Page, person: { firstName: string; lastName: string; email: string; role: string }): Promise<void> {
  await admin.getByRole('button', { name: 'Invite Member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite Member' });
  await dialog.getByLabel('First Name').fill(person.firstName);
  await dialog.getByLabel('Last Name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Phone Number').fill('(312) 555-0142');
  await dialog.getByLabel('Role').click();
  await chooseOption(admin, person.role);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(admin.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

const pending = (admin: Page, name: string) => admin.getByRole('list', { name: 'Pending invitations' }).getByRole('listitem', { name });

test('an invited person accepts from the email and lands logged in with the role; resend and revoke kill old links', async ({ browser }) => {
  // Five browser contexts and two emails on a shared machine: more than the default 30 s.
  test.setTimeout(90_000);
  const admin = await adminOnTeamPage(browser);
  const email = uniqueEmail('invited-foreman');
  const lastName = `Invitee${Date.now().toString(36)}`;
  let since = Date.now();
  await invite(admin, { firstName: 'Ines', lastName, email, role: 'Foreman' });
  await expect(pending(admin, `Ines ${lastName}`)).toBeVisible();
  const firstLink = await latestInviteLink(email, since);

  // Resend: a new link; the first one is dead.
  since = Date.now();
  await pending(admin, `Ines ${lastName}`).getByRole('button', { name: 'Resend' }).click();
  await expect(admin.getByText('Invitation sent again')).toBeVisible();
  const link = await latestInviteLink(email, since);
  expect(link).not.toBe(firstLink);

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(firstLink);
  await expect(invitee.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/');

  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: `Join ${E2E.companyName}` })).toBeVisible();
  await expect(invitee.getByText(`Ines ${lastName}`)).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expect(invitee.getByText('Foreman', { exact: true })).toBeVisible();
  await invitee.getByLabel('Password', { exact: true }).fill('site-boss-9');
  await invitee.getByLabel('Confirm Password').fill('site-boss-8');
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee.getByText('Passwords do not match')).toBeVisible();
  await invitee.getByLabel('Confirm Password').fill('site-boss-9');
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee).toHaveURL(/\/$/);
  await expect(invitee.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Site' })).toBeVisible();
  expect((await (await invitee.request.get('/api/auth/user')).json()).role).toBe('foreman');

  // Used: gone from the pending list, and its link is dead.
  await admin.reload();
  await expect(pending(admin, `Ines ${lastName}`)).toHaveCount(0);
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();

  // Revoke (confirmed): the link stops working.
  const revokedEmail = uniqueEmail('revoked');
  since = Date.now();
  await invite(admin, { firstName: 'Rex', lastName, email: revokedEmail, role: 'Employee' });
  const revokedLink = await latestInviteLink(revokedEmail, since);
  await pending(admin, `Rex ${lastName}`).getByRole('button', { name: 'Revoke' }).click();
  await admin.getByRole('dialog', { name: 'Revoke invitation?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(pending(admin, `Rex ${lastName}`)).toHaveCount(0);
  const revokedPage = await (await browser.newContext()).newPage();
  await revokedPage.goto(revokedLink);
  await expect(revokedPage.getByRole('heading', { name: 'Invitation Not Valid' })).toBeVisible();
});

test('a deactivated member is logged out of their open page and cannot log in; reactivated, they can', async ({ browser }) => {
  test.setTimeout(60_000);
  const worker = await (await browser.newContext()).newPage();
  const email = uniqueEmail('deactivated');
  const lastName = `Leaver${Date.now().toString(36)}`;
  const registered = await worker.request.post('/api/auth/register', {
    data: { role: 'worker', email, firstName: 'Dana', lastName, phoneNumber: '(312) 555-0143', password: 'hard-hat-7' },
  });
  expect(registered.status()).toBe(201);
  await worker.goto('/schedule');
  await expect(worker.getByRole('heading', { name: 'My Schedule' })).toBeVisible();

  const admin = await adminOnTeamPage(browser);
  await admin.getByLabel('Search team members').fill(lastName);
  const row = admin.getByRole('list', { name: 'Team members' }).getByRole('listitem', { name: `Dana ${lastName}` });
  await row.getByRole('button', { name: `Deactivate Dana ${lastName}` }).click();
  await admin.getByRole('dialog', { name: 'Deactivate member?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText('Member deactivated')).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

  // Their open page is logged out at once, and their login gets the wrong password's answer.
  await expect(worker.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
  await login(worker, email, 'hard-hat-7');
  await expect(worker.getByText('Invalid email or password')).toBeVisible();

  await row.getByRole('button', { name: `Reactivate Dana ${lastName}` }).click();
  await admin.getByRole('dialog', { name: 'Reactivate member?' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(admin.getByText('Member reactivated')).toBeVisible();
  await expect(row.getByText('Deactivated', { exact: true })).toHaveCount(0);
  await login(worker, email, 'hard-hat-7');
  await expect(worker.getByText('Login successful')).toBeVisible();
});

test('admin sign-up locked by 5 wrong PINs shows an alert; Reopen lets the right PIN in again', async ({ browser, request }) => {
  const registration = (pin: string) => ({
    data: {
      role: 'admin',
      email: uniqueEmail('pin-guess'),
      firstName: 'Pin',
      lastName: 'Guesser',
      phoneNumber: '(312) 555-0144',
      password: 'guess-pass-1',
      pin,
    },
  });
  for (let guess = 0; guess < 5; guess += 1) expect((await request.post('/api/auth/register', registration(`000${guess}`))).status()).toBe(403);
  const refused = await request.post('/api/auth/register', registration(E2E.adminPin));
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Invalid PIN for the selected role');

  const admin = await adminOnTeamPage(browser);
  const alert = admin.getByRole('alert').filter({ hasText: 'Admin sign-up locked after repeated wrong PINs' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Reopen admin sign-up' }).click();
  await expect(alert).toHaveCount(0);
  expect((await request.post('/api/auth/register', registration(E2E.adminPin))).status()).toBe(201);
});

/** A fresh worker registered through the API in a context of their own; their id and full name. */
async function registeredWorker(browser: Browser, firstName: string, lastName: string): Promise<{ page: Page; id: string; name: string }> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/auth/register', {
    data: { role: 'worker', email: uniqueEmail(firstName.toLowerCase()), firstName, lastName, phoneNumber: '(312) 555-0145', password: 'hard-hat-7' },
  });
  expect(response.status()).toBe(201);
  const me = await page.request.get('/api/auth/user');
  return { page, id: ((await me.json()) as { id: string }).id, name: `${firstName} ${lastName}` };
}

test('an admin sets a worker’s hourly rate on Team Management: shown formatted, kept after a reload, never readable by a worker', async ({ browser }) => {
  test.setTimeout(90_000);
  const lastName = `Rated${Date.now().toString(36)}`;
  const rated = await registeredWorker(browser, 'Rita', lastName);
  const peer = await registeredWorker(browser, 'Pete', lastName);

  const admin = await adminOnTeamPage(browser);
  const findRow = async () => {
    await admin.getByLabel('Search team members').fill(rated.name);
    await expect(admin.getByRole('list', { name: 'Team members' }).getByRole('listitem')).toHaveCount(1);
    return admin.getByRole('list', { name: 'Team members' }).getByRole('listitem', { name: rated.name });
  };
  const row = await findRow();
  await expect(row.getByText('No hourly rate')).toBeVisible();
  await row.getByRole('button', { name: `Edit rate of ${rated.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Hourly Rate' });
  const input = dialog.getByLabel('Hourly rate (US dollars)');
  // The form refuses what the server would (a third decimal), before asking it.
  await input.fill('28.505');
  await expect(dialog.getByText('Enter dollars from 0 to 9999.99 with at most 2 decimals, e.g. 28.50')).toBeVisible();
  await input.fill('28.5');
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.screenshot({ path: `${E2E.dataDir}/pay-rate-dialog-1280.png` });
  const saved = admin.waitForResponse((response) => response.url().endsWith(`/api/users/${rated.id}/pay-rate`));
  await dialog.getByRole('button', { name: 'Save Rate' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${rated.name} is paid $28.50 an hour.`)).toBeVisible();
  await expect(row.getByText('$28.50 an hour')).toBeVisible();
  await admin.screenshot({ path: `${E2E.dataDir}/pay-rate-team-1280.png`, fullPage: true });

  // Kept: a reload reads it back from the server.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  const reloaded = await findRow();
  await expect(reloaded.getByText('$28.50 an hour')).toBeVisible();
  await admin.setViewportSize({ width: 375, height: 812 });
  await expect(reloaded.getByRole('button', { name: `Edit rate of ${rated.name}` })).toBeVisible();
  await admin.screenshot({ path: `${E2E.dataDir}/pay-rate-team-375.png`, fullPage: true });
  await reloaded.getByRole('button', { name: `Edit rate of ${rated.name}` }).click();
  await expect(dialog.getByLabel('Hourly rate (US dollars)')).toHaveValue('28.50');
  await admin.screenshot({ path: `${E2E.dataDir}/pay-rate-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Only admins ever see a rate: not the worker themselves, not another worker through what they can reach.
  const own = await rated.page.request.get('/api/auth/user');
  expect(own.status()).toBe(200);
  expect(await own.text()).not.toContain('hourlyRate');
  for (const path of [`/api/messages/contacts?search=${lastName}`, `/api/messages/contacts/${rated.id}`]) {
    const answer = await peer.page.request.get(path);
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    expect(text, path).toContain(rated.id);
    expect(text, path).not.toContain('hourlyRate');
    expect(text, path).not.toContain('28.5');
  }
  for (const path of [`/api/users?search=${lastName}`, '/api/users/workers', `/api/users/${rated.id}/pay-rate`]) {
    const answer = path.endsWith('pay-rate') ? await peer.page.request.patch(path, { data: { hourlyRate: '99.00' } }) : await peer.page.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect(await answer.text(), path).not.toContain('hourlyRate');
  }
});
