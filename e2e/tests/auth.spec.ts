import { expect, test } from '@playwright/test';

import { chooseOption, E2E, expectSidebar, login, register, uniqueEmail, type Role } from './support';

const PINS: Partial<Record<Role, string>> = { admin: E2E.adminPin, foreman: E2E.foremanPin };

for (const role of ['worker', 'foreman', 'admin', 'client'] as const) {
  test(`a new ${role} registers, lands on / with the ${role} sidebar, logs out and logs back in`, async ({ page }) => {
    const email = uniqueEmail(role);
    await register(page, {
      role,
      email,
      firstName: 'Dana',
      lastName: `Kowalski-${role}`,
      phoneNumber: '312-555-0142',
      password: 'hard-hat-7',
      pin: PINS[role],
    });
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(`${E2E.baseURL}/`);
    await expectSidebar(page, role);
    await expect(page.getByText(`Dana Kowalski-${role}`).first()).toBeVisible();
    await expect(page.getByText(E2E.companyName).first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

    await login(page, email, 'hard-hat-7');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expectSidebar(page, role);
  });
}

test('registering as admin with a wrong PIN is refused with the server message', async ({ page }) => {
  await register(page, {
    role: 'admin',
    email: uniqueEmail('not-admin'),
    firstName: 'Pat',
    lastName: 'Wrongpin',
    phoneNumber: '312-555-0100',
    password: 'hard-hat-7',
    pin: '0000',
  });
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('Invalid PIN for the selected role')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
});

test('the register form names what is wrong with bad input, and the PIN only for admin and foreman', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await expect(form.getByLabel('PIN (Required for Admin/Foreman)')).toHaveCount(0);
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('123');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Last name is required')).toBeVisible();
  await expect(form.getByText('Phone number is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  await form.getByLabel('Role').click();
  await chooseOption(page, 'Foreman');
  const pin = form.getByLabel('PIN (Required for Admin/Foreman)');
  await expect(pin).toHaveAttribute('placeholder', 'Enter 4-digit PIN');
  await expect(pin).toHaveAttribute('maxlength', '4');
});

test('a wrong password shows the login failure', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', 'not-the-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('the demo admin printed by npm start can log in and sees the admin dashboard', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await expectSidebar(page, 'admin');
  for (const card of ["Today's Schedule", 'Pending Requests', 'Open Issues', 'Notifications']) {
    await expect(page.getByText(card).first()).toBeVisible();
  }
  await expect(page.getByText('Quick Actions')).toBeVisible();
});
