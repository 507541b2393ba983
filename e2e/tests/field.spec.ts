// The field journeys: a foreman's day (Start Job gate, inventory, issue, break) and an admin's job
// site (create, client, cost), against the production build with the demo company.
import { expect, test, type Page } from '@playwright/test';

import { CHECKLIST_ITEMS as ITEMS, chooseOption, E2E, login } from './support';

const ADMIN_EMAIL = 'admin@groundwork.demo';

async function loginAs(page: Page, email: string): Promise<void> {
  await login(page, email, E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
}

test('a foreman is stopped by the inventory gate, completes the check marking Nails short, starts the job, gets directions and ends it; the admin sees the order of 2 Nails', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  // Directions open in a new tab; this machine has no internet, so the maps page is answered here.
  await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }));
  await loginAs(page, 'foreman@groundwork.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Site' }).click();
  await expect(page.getByRole('heading', { name: 'My Job Site' })).toBeVisible();
  await expect(page.getByText('Not completed')).toBeVisible();
  await expect(page.getByRole('link', { name: /Navigate to Site/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=41\.\d+%2C-87\.\d+$/,
  );

  await page.getByRole('button', { name: /Start Job/ }).click();
  const gate = page.getByRole('dialog', { name: 'Inventory Check Required' });
  await expect(gate).toBeVisible();
  await expect(gate.getByText('Please complete your daily inventory check before starting the job.')).toBeVisible();
  await gate.getByRole('button', { name: 'Go to Inventory Check' }).click();

  await expect(page.getByRole('heading', { name: 'Daily Inventory Check' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hammers' }).check();
  await page.getByRole('button', { name: 'Submit Inventory Check' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check all items before submitting' })).toBeVisible();
  for (const item of ITEMS.slice(1).filter((name) => name !== 'Nails')) await page.getByRole('checkbox', { name: item }).check();
  // Nails is short: marked so with the quantity needed instead of ticked.
  await page.getByRole('button', { name: 'Mark Nails short' }).click();
  await page.getByLabel('Nails: quantity needed').fill('2');
  await page.getByLabel('Nails: unit').fill('boxes');
  await expect(page.getByText('15 of 15 items checked (1 short)')).toBeVisible();
  await page.getByLabel('Other shortages (optional)').fill('3 Safety Vests');
  await page.getByRole('button', { name: 'Submit Inventory Check' }).click();
  await expect(page.getByText('Inventory Check Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Nails - 2 boxes')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Inventory Check Complete', { exact: true })).toBeVisible();
  await expect(page.getByText(/completed at \d{1,2}:\d{2} (AM|PM)/)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Site' }).click();
  await expect(page.getByText(/^Completed at /)).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Start Job/ }).click();
  const maps = await popup;
  await maps.waitForURL(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=41\.\d+%2C-87\.\d+$/);
  await maps.close();
  // The card says since when the job is in progress, and Start Job has become End Job.
  await expect(page.getByText(/^In progress since \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Start Job/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^In progress since \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await page.getByRole('button', { name: /End Job/ }).click();
  await expect(page.getByText(/^Job ended at \d{1,2}:\d{2} (AM|PM) \(started at \d{1,2}:\d{2} (AM|PM)\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /End Job/ })).toHaveCount(0);

  // The 2 boxes of Nails found short were ordered automatically: the admin sees the order's line.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, ADMIN_EMAIL);
  await admin.goto('/supplies');
  const automatic = admin.getByRole('article').filter({ has: admin.getByText('Automatic', { exact: true }) });
  await expect(automatic.filter({ hasText: 'Nails: 2 x $9.47 = $18.94' })).toHaveCount(1);
  await adminContext.close();
});

test('a foreman reports an issue, an admin moves it to resolved, and the foreman is told', async ({ page, browser }) => {
  const title = `Cracked scaffold plank ${Date.now().toString(36)}`;
  await loginAs(page, 'foreman@groundwork.demo');
  await page.goto('/issues');
  await expect(page.getByRole('heading', { name: 'Job Site Issues' })).toBeVisible();
  await page.getByRole('button', { name: 'Report Issue' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Third lift, north face: plank split along the grain.');
  await page.getByLabel('Severity').click();
  await chooseOption(page, 'High');
  await page.getByRole('button', { name: 'Report Issue' }).click();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toBeVisible();
  await expect(row.getByText('High')).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, ADMIN_EMAIL);
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites' }).click();
  await admin.getByRole('button', { name: /Site Issues/ }).click();
  const adminRow = admin.getByRole('listitem', { name: title });
  await adminRow.getByRole('button', { name: `Start Progress: ${title}` }).click();
  await expect(adminRow.getByText('In progress')).toBeVisible();
  await adminRow.getByRole('button', { name: `Mark Resolved: ${title}` }).click();
  await expect(adminRow.getByText('Resolved')).toBeVisible();
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  await adminContext.close();

  // The foreman's open page hears about it over /ws and refreshes the list.
  await expect(row.getByText('Resolved')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(`Your issue "${title}" is now resolved.`)).toBeVisible();
});

test('a foreman takes a break, ends it and sees it listed', async ({ page }) => {
  await loginAs(page, 'foreman@groundwork.demo');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Time Tracking' }).click();
  await expect(page.getByRole('heading', { name: 'Time Tracking' })).toBeVisible();
  await expect(page.getByText('No completed breaks yet today')).toBeVisible();
  await page.getByLabel('Break type').click();
  await chooseOption(page, 'Meal');
  await page.getByRole('button', { name: /Start Break/ }).click();
  await expect(page.getByRole('timer', { name: 'Break running time' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Start Break/ })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: /Start Break/ })).toBeDisabled();
  await page.getByRole('button', { name: 'End Break' }).click();
  const list = page.getByRole('list', { name: 'Completed breaks' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Meal')).toBeVisible();
  await expect(list.getByText('0 minutes')).toBeVisible();
  await expect(page.getByRole('button', { name: /Start Break/ })).toBeEnabled();
});

test('an admin fills a new site’s coordinates from where they stand, then from its address', async ({ page, context }) => {
  const name = `Fulton Market Strip-out ${Date.now().toString(36)}`;
  await context.grantPermissions(['geolocation'], { origin: E2E.baseURL });
  await context.setGeolocation({ latitude: 41.8781136, longitude: -87.6297982, accuracy: 12 });
  await loginAs(page, ADMIN_EMAIL);
  await page.goto('/job-sites');
  await page.getByRole('button', { name: /Create Job Site/ }).click();
  const create = page.getByRole('dialog', { name: 'Create Job Site' });
  await expect(
    create.getByText('Used for directions to the site (Navigate to Site) and by the time clock to check that people are at the site.'),
  ).toBeVisible();
  const latitude = create.getByLabel('Latitude (optional)');
  const longitude = create.getByLabel('Longitude (optional)');

  await create.getByRole('button', { name: 'Use my current location' }).click();
  await expect(latitude).toHaveValue('41.878114');
  await expect(longitude).toHaveValue('-87.629798');

  // The server asks the geocoder (here a local double of Nominatim's search API).
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Address').fill('1400 W Fulton Market, Chicago, IL 60607');
  await create.getByRole('button', { name: 'Find from address' }).click();
  await expect(latitude).toHaveValue('41.886800');
  await expect(longitude).toHaveValue('-87.662500');
  await create.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(create).toBeHidden();
  const [saved] = (await (await page.request.get(`/api/job-sites?search=${encodeURIComponent(name)}`)).json()) as Array<{
    latitude: string;
    longitude: string;
  }>;
  expect(saved).toMatchObject({ latitude: '41.886800', longitude: '-87.662500' });
});

test('an admin creates a site, assigns a client and sets its cost: Remaining $750.00', async ({ page }) => {
  const name = `Pilsen Garage Teardown ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN_EMAIL);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites' }).click();
  await expect(page.getByRole('heading', { name: 'Job Sites', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Create Job Site/ }).click();
  const create = page.getByRole('dialog', { name: 'Create Job Site' });
  await create.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await expect(create.getByText('Address is required')).toBeVisible();
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Address').fill('1800 S Halsted St, Chicago, IL 60608');
  await create.getByLabel('Foreman').click();
  await chooseOption(page, 'Darnell Washington');
  await create.getByRole('button', { name: 'Create Job Site' }).click();
  await expect(create).toBeHidden();

  // The list is paged by name on the server: the search finds the new site whatever its page.
  await page.getByRole('searchbox', { name: 'Search job sites' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search job sites' }).press('Enter');
  await expect(page.getByText('1 job site', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem', { name });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('Foreman: Darnell Washington')).toBeVisible();
  await expect(row.getByText('Client: Not assigned')).toBeVisible();

  await row.getByRole('button', { name: 'Assign Client' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign Client' });
  await expect(assign.getByRole('button', { name: 'Assign Client' })).toBeDisabled();
  // The clients are searched on the server (a page of 20): the email finds her whatever her place.
  await assign.getByLabel('Client').click();
  await assign.getByLabel('Client').fill('client@groundwork.demo');
  await chooseOption(page, 'Angela Brooks (client@groundwork.demo)');
  await assign.getByRole('button', { name: 'Assign Client' }).click();
  await expect(assign).toBeHidden();
  await expect(row.getByText('Client: Angela Brooks')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Change Client' })).toBeVisible();

  await row.getByRole('button', { name: 'Set Cost' }).click();
  const cost = page.getByRole('dialog', { name: 'Update Job Site Cost' });
  await expect(cost.getByRole('button', { name: 'Update Cost' })).toBeDisabled();
  await cost.getByLabel('Total Cost').fill('1000.00');
  await cost.getByLabel('Paid Amount').fill('250.00');
  await expect(cost.getByText('Remaining Balance: $750.00')).toBeVisible();
  await cost.getByRole('button', { name: 'Update Cost' }).click();
  await expect(cost).toBeHidden();
  await expect(row.getByText('Cost: $1,000.00')).toBeVisible();
  await expect(row.getByText('Paid: $250.00')).toBeVisible();
  await expect(row.getByText('Remaining: $750.00')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Update Cost' })).toBeVisible();
});
