// The client portal journey: an admin gives a client a job site and bills them on Financial Documents; the client sees
// both, tries Pay Now (payment is not configured) and files a callback request; the admin confirms
// it on the dashboard and the client's open page shows it confirmed. The client's browser loads
// the shell and mf-client-portal only.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

import { chooseOption, E2E, login, uniqueEmail } from './support';

async function adminSession(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const response = await api.post('/api/auth/login', { data: { email: 'admin@groundwork.demo', password: E2E.demoPassword } });
  expect(response.status()).toBe(200);
  return api;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a client sees their invoice and work order, finds payment unavailable, and gets a callback confirmed by the admin', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const password = 'hard-hat-7';
  const email = uniqueEmail('client-portal');
  const admin = await adminSession(playwright);

  // Set-up: a new client, an invoice created by the admin, a job site assigned to the client.
  const registered = await playwright.request.newContext({ baseURL: E2E.baseURL });
  const registration = await registered.post('/api/auth/register', {
    data: { role: 'client', email, firstName: 'Nadia', lastName: 'Portal', phoneNumber: '(312) 555-0177', password },
  });
  expect(registration.status()).toBe(201);
  const clientId = ((await registration.json()) as { id: string }).id;
  await registered.dispose();

  const siteName = `Portal Garage Teardown ${Date.now().toString(36)}`;
  const site = await admin.post('/api/job-sites', { data: { name: siteName, address: '77 W Lake St, Chicago, IL', status: 'active' } });
  expect(site.status()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  for (const [path, data] of [
    [`/api/job-sites/${siteId}/assign-client`, { clientId }],
    [`/api/job-sites/${siteId}/cost`, { totalCost: '48000.00', paidAmount: '12000.00' }],
    [`/api/job-sites/${siteId}`, { progressPercentage: 30, estimatedCompletionDate: '2030-08-01' }],
  ] as const) {
    expect((await admin.patch(path, { data })).status()).toBe(200);
  }

  // The admin bills the client in the Invoices section of Financial Documents.
  const adminPage = await newPage(browser);
  await login(adminPage, 'admin@groundwork.demo', E2E.demoPassword);
  await adminPage.goto('/financial-documents');
  await adminPage.getByRole('button', { name: 'Create Invoice' }).click();
  const invoiceDialog = adminPage.getByRole('dialog', { name: 'Create Invoice' });
  await invoiceDialog.getByLabel('Client').click();
  await invoiceDialog.getByLabel('Client').fill(email);
  await chooseOption(adminPage, `Nadia Portal (${email})`);
  await invoiceDialog.getByLabel('Job Site (optional)').click();
  await chooseOption(adminPage, siteName);
  await invoiceDialog.getByLabel('Description').fill('Interior strip-out, phase 1');
  await invoiceDialog.getByLabel('Due Date').fill('2030-05-15');
  await invoiceDialog.getByLabel('Amount ($)').fill('1250.50');
  await invoiceDialog.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(invoiceDialog).toBeHidden();
  const billed = adminPage.getByRole('row').filter({ hasText: 'Interior strip-out, phase 1' }).filter({ hasText: 'Nadia Portal' });
  await expect(billed).toBeVisible();
  const invoiceNumber = /INV-\d{4}-\d{4}/.exec(await billed.innerText())?.[0] as string;
  expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{4}$/);

  // The client logs in; every script their browser fetches is recorded.
  const clientPage = await newPage(browser);
  const scripts: string[] = [];
  clientPage.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().includes('/remotes/')) scripts.push(new URL(request.url()).pathname);
  });
  await login(clientPage, email, password);
  await expect(clientPage.getByRole('heading', { name: 'Welcome, Nadia Portal' })).toBeVisible();

  const outstanding = clientPage.getByLabel('Outstanding Balance');
  await expect(outstanding.getByText('$1,250.50')).toBeVisible();
  await expect(outstanding.getByText('1 unpaid invoice')).toBeVisible();
  await expect(clientPage.getByLabel('Total Paid').getByText('$0.00')).toBeVisible();
  const invoiceRow = clientPage.getByLabel(`Invoice ${invoiceNumber}`);
  await expect(invoiceRow.getByText('Interior strip-out, phase 1')).toBeVisible();
  await expect(invoiceRow.getByText('Due May 15, 2030')).toBeVisible();
  await expect(invoiceRow.getByText('Unpaid')).toBeVisible();

  const workOrder = clientPage.getByLabel(siteName);
  await expect(workOrder.getByText('Active')).toBeVisible();
  await expect(workOrder.getByText('$48,000.00')).toBeVisible();
  await expect(workOrder.getByText('$12,000.00')).toBeVisible();
  await expect(workOrder.getByText('$36,000.00')).toBeVisible();
  await expect(workOrder.getByText('Estimated completion: Aug 1, 2030')).toBeVisible();

  await invoiceRow.getByRole('button', { name: `Pay Now: invoice ${invoiceNumber}` }).click();
  await expect(clientPage.getByText('Payment Unavailable')).toBeVisible();
  await expect(clientPage.getByText('Payment processing is not configured. Please contact support.')).toBeVisible();

  await expect(clientPage.getByText('No appointment requests yet')).toBeVisible();
  await clientPage.getByRole('button', { name: 'New Request' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'New Request' });
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('(312) 555-0177');
  await dialog.getByLabel('Request Type').click();
  await chooseOption(clientPage, 'Callback');
  await dialog.getByLabel('Description').fill('Please call me about the phase 2 schedule');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(clientPage.getByText('Request Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  const requests = clientPage.getByLabel('Appointment requests');
  await expect(requests.getByText('Please call me about the phase 2 schedule')).toBeVisible();
  await expect(requests.getByText('Pending')).toBeVisible();
  await expect(clientPage.getByLabel('Pending Requests').getByText('1', { exact: true })).toBeVisible();

  // The admin confirms the callback on the dashboard.
  await adminPage.goto('/');
  const request = adminPage.getByLabel('Callback request from Nadia Portal');
  await expect(request.getByText('Please call me about the phase 2 schedule')).toBeVisible();
  await request.getByRole('button', { name: 'Confirm' }).click();
  const confirm = adminPage.getByRole('dialog');
  await confirm.getByLabel('Scheduled Date and Time').fill('2030-06-03T10:30');
  await confirm.getByLabel('Notes (optional)').fill('Maria will call from the office line.');
  await confirm.getByRole('button', { name: 'Confirm Request' }).click();
  await expect(adminPage.getByText('Request Confirmed')).toBeVisible();
  await expect(request.getByText('Confirmed')).toBeVisible();

  // The client's open page hears of it over /ws and refreshes the list.
  await expect(requests.getByText('Confirmed')).toBeVisible();
  await expect(requests.getByText('Scheduled: Jun 3, 2030, 10:30 AM')).toBeVisible();
  await expect(requests.getByText('Notes: Maria will call from the office line.')).toBeVisible();
  await expect(clientPage.getByLabel('Pending Requests').getByText('0', { exact: true })).toBeVisible();

  // Only the shell and the client portal's remote were downloaded.
  const remotes = scripts.filter((url) => url.startsWith('/remotes/'));
  expect(remotes.some((url) => url.startsWith('/remotes/mf-client-portal/'))).toBe(true);
  expect(remotes.filter((url) => !url.startsWith('/remotes/mf-client-portal/'))).toEqual([]);
  expect(scripts.filter((url) => /mf-(scheduling|field|supplies|documents)/.test(url))).toEqual([]);

  // Messages adds mf-chat, and nothing else.
  await Promise.all([
    clientPage.waitForRequest((request) => request.url().includes('/remotes/mf-chat/')),
    clientPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click(),
  ]);
  expect(scripts.filter((url) => url.startsWith('/remotes/') && !/^\/remotes\/mf-(client-portal|chat)\//.test(url))).toEqual([]);

  await admin.dispose();
});
