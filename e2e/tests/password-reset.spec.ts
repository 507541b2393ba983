import { expect, test } from '@playwright/test';

import { latestResetLink, login, register, uniqueEmail } from './support';

test('forgot password sends a link through the outbox, the link resets the password once', async ({ page, browser }) => {
  const email = uniqueEmail('forgetful');
  await register(page, {
    role: 'worker',
    email,
    firstName: 'Lee',
    lastName: 'Forgetful',
    phoneNumber: '773-555-0199',
    password: 'old-password',
  });
  await expect(page.getByText('Registration successful')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes at once, but the router keeps the landing (its own Email field) on screen
  // until the page's chunk has loaded: wait for the page itself before typing.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists with that email address, you will receive a password reset link shortly.')).toBeVisible();

  const link = await latestResetLink(email);
  await page.goto(link);
  await page.getByLabel('New Password').fill('new-password');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });

  await login(page, email, 'new-password');
  await expect(page.getByText('Login successful')).toBeVisible();

  // The same link a second time is dead.
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Invalid or Expired Link' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Request New Reset Link' })).toBeVisible();
  await other.close();
});

test('the reset screen without a token is invalid at once', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid or Expired Link' })).toBeVisible();
});
