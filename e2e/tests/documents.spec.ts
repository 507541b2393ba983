// Documents journeys: an admin reads, prints and downloads an Illinois notice, reads and edits
// its Spanish version and prints both on one page, adds an HR document, creates, generates,
// prints and deletes financial documents; a worker is kept out.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';

import { chooseOption, E2E, login } from './support';

/**
 * The totals cards' figures (revenue: every invoice not void; paid; pending: unpaid), summed here
 * in cents from the admin's invoice list (other journeys add invoices).
 */
async function expectedTotals(page: Page): Promise<{ revenue: string; paid: string; pending: string; invoiceCount: number }> {
  const response = await page.request.get('/api/invoices?limit=500');
  expect(response.status()).toBe(200);
  const invoices = ((await response.json()) as Array<{ amount: string; status: string }>).filter((invoice) => invoice.status !== 'void');
  const cents = (amount: string) => {
    const [whole, fraction = ''] = amount.split('.');
    return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  };
  const dollars = (total: number) => `${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
  const sum = (status?: string) =>
    dollars(invoices.filter((invoice) => !status || invoice.status === status).reduce((total, invoice) => total + cents(invoice.amount), 0));
  return { revenue: sum(), paid: sum('paid'), pending: sum('unpaid'), invoiceCount: invoices.length };
}

/** A decimal amount as the app shows it: '$115,800.00'. */
const shown = (amount: string) => `$${amount.replace(/\B(?=(\d{3})+\.)/g, ',')}`;

async function openFromSidebar(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

test('an admin views an Illinois notice, prints it and downloads it', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await openFromSidebar(page, 'HR Documents');
  await expect(page.getByRole('heading', { name: 'Illinois HR Documents' })).toBeVisible();
  await expect(page.getByText('Legal Compliance Notice')).toBeVisible();

  const card = page.getByRole('article', { name: 'Paid Leave for All Workers Act' });
  await expect(card.getByText('Notice', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Paid Leave for All Workers Act', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Paid Leave for All Workers Act' });
  await expect(dialog.getByText('1 hour of paid leave for every 40 hours worked')).toBeVisible();
  await expect(dialog.getByText(/The official poster is published by the Illinois Department of Labor \(IDOL\)/)).toBeVisible();

  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Print Paid Leave for All Workers Act', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('heading', { name: 'Paid Leave for All Workers Act', level: 1 })).toBeVisible();
  await expect(popup.locator('footer')).toContainText(E2E.companyName);
  await expect(popup.locator('footer')).toContainText('Printed ');
  await popup.close();

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Paid Leave for All Workers Act' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('paid_leave_for_all_workers_act.html');
  const html = fs.readFileSync(await download.path(), 'utf8');
  expect(html).toContain('<h1>Paid Leave for All Workers Act</h1>');
  expect(html).toContain(`<footer><span>${E2E.companyName}</span>`);
});

/** Screens of this journey, looked at by whoever changes the page (not kept in the repository). */
const SHOTS = process.env.GW_E2E_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('an admin reads a notice in Spanish, prints and downloads that version', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await openFromSidebar(page, 'HR Documents');
  await page.getByRole('radiogroup', { name: 'Documents in' }).getByText('Español').click();

  const card = page.getByRole('article', { name: 'Ley de Licencia Pagada para Todos los Trabajadores' });
  await expect(card).toHaveAttribute('lang', 'es');
  await card.getByRole('button', { name: 'View Ley de Licencia Pagada para Todos los Trabajadores' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ley de Licencia Pagada para Todos los Trabajadores' });
  await expect(dialog.getByText('1 hora de licencia pagada por cada 40 horas trabajadas')).toBeVisible();
  await expect(
    dialog.getByText(/El cartel oficial lo publica el Departamento de Trabajo de Illinois \(IDOL\), que también lo ofrece en español/),
  ).toBeVisible();
  // The same dialog shows the English original a click away.
  await dialog.getByRole('radiogroup', { name: 'Version shown' }).getByText('English').click();
  await expect(page.getByRole('dialog', { name: 'Paid Leave for All Workers Act' }).getByText('1 hour of paid leave for every 40 hours worked')).toBeVisible();
  await page.getByRole('dialog').getByRole('radiogroup', { name: 'Version shown' }).getByText('Español').click();

  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Print Ley de Licencia Pagada para Todos los Trabajadores', exact: true }).click();
  const popup = await popupPromise;
  await expect(popup.locator('html')).toHaveAttribute('lang', 'es');
  await expect(popup.getByRole('heading', { name: 'Ley de Licencia Pagada para Todos los Trabajadores', level: 1 })).toBeVisible();
  await expect(popup.locator('footer')).toContainText('Impreso el ');
  await popup.close();

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Ley de Licencia Pagada para Todos los Trabajadores' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('ley_de_licencia_pagada_para_todos_los_trabajadores.html');
  expect(fs.readFileSync(await download.path(), 'utf8')).toContain('<h1>Ley de Licencia Pagada para Todos los Trabajadores</h1>');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px an admin writes a document's Spanish version, edits it and prints both languages on one page`, async ({ page }) => {
    // A long journey (two edits, a print): more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await login(page, 'admin@groundwork.demo', E2E.demoPassword);
    await expect(page.getByText(/Welcome back, /)).toBeVisible();
    await page.goto('/hr-documents');

    const title = `Ladder Use Policy ${viewport.width} ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Document' }).click();
    const form = page.getByRole('dialog', { name: 'Add HR Document' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Document Type').click();
    await chooseOption(page, 'Notice');
    await form.getByLabel('Content (HTML)').fill('<p>Keep three points of contact on a ladder.</p>');
    await form.getByRole('button', { name: 'Save Document' }).click();
    await expect(form).toBeHidden();

    // In Spanish the new document shows its English original, marked, until its version is written.
    await page.getByRole('radiogroup', { name: 'Documents in' }).getByText('Español').click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('No Spanish version yet')).toBeVisible();
    await expect(card.getByRole('button', { name: `Print ${title} in English and Spanish` })).toHaveCount(0);
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit HR Document' });
    await expect(editor.getByText('The English text is filled in for you to translate.', { exact: false })).toBeVisible();
    await expect(editor.getByLabel('Title')).toHaveValue(title);
    await shot(page, `hr-es-new-version-${viewport.width}`);
    const spanishTitle = `Política de uso de escaleras ${viewport.width} ${Date.now()}`;
    await editor.getByLabel('Title').fill(spanishTitle);
    await editor.getByLabel('Content (HTML)').fill('<p>Mantenga tres puntos de apoyo en la escalera.</p>');
    await editor.getByRole('button', { name: 'Save Document' }).click();
    await expect(editor).toBeHidden();

    // Edited again: the Spanish version keeps what it had and takes the new description.
    const spanishCard = page.getByRole('article', { name: spanishTitle });
    await spanishCard.getByRole('button', { name: `Edit ${spanishTitle}` }).click();
    await expect(editor.getByLabel('Title')).toHaveValue(spanishTitle);
    await editor.getByLabel('Description').fill('Escaleras en la obra');
    await editor.getByRole('button', { name: 'Save Document' }).click();
    await expect(editor).toBeHidden();
    await expect(spanishCard.getByText('Escaleras en la obra')).toBeVisible();
    await shot(page, `hr-es-list-${viewport.width}`);

    // The English original is as it was.
    await page.getByRole('radiogroup', { name: 'Documents in' }).getByText('English').click();
    await expect(page.getByRole('article', { name: title }).getByText('Escaleras en la obra')).toHaveCount(0);

    const popupPromise = page.waitForEvent('popup');
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Print ${title} in English and Spanish` })
      .click();
    const popup = await popupPromise;
    await popup.setViewportSize(viewport);
    const english = popup.locator('article[lang="en"]');
    const spanish = popup.locator('article[lang="es"]');
    await expect(english.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(english.getByText('Keep three points of contact on a ladder.')).toBeVisible();
    await expect(spanish.getByRole('heading', { name: spanishTitle, level: 1 })).toBeVisible();
    await expect(spanish.getByText('Mantenga tres puntos de apoyo en la escalera.')).toBeVisible();
    await expect(popup.locator('footer')).toContainText(/Printed .* · Impreso el /);
    const [left, right] = [await english.boundingBox(), await spanish.boundingBox()];
    if (viewport.width >= 720) {
      // Side by side: the Spanish column starts right of the English one, at the same height.
      expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
      expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
    } else {
      // Stacked on a phone, each as wide as the page allows, nothing overflowing sideways.
      expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);
      expect(await popup.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    await shot(popup, `hr-es-bilingual-${viewport.width}`);
    // On paper (letter width) the versions are side by side whatever the screen.
    await popup.emulateMedia({ media: 'print' });
    const [printedLeft, printedRight] = [await english.boundingBox(), await spanish.boundingBox()];
    expect(Math.abs(printedRight!.y - printedLeft!.y)).toBeLessThan(2);
    await popup.close();
  });
}

test('an admin who reads Spanish sees the page and its documents in Spanish', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/hr-documents');
  const languageSelect = page.locator('header select');
  try {
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Documentos de RR. HH. de Illinois' })).toBeVisible();
    await page.reload();
    // The list opens in the reader's language.
    const card = page.getByRole('article', { name: 'Sus derechos según las leyes laborales de Illinois' });
    await expect(card.getByText('Aviso', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Imprimir Sus derechos según las leyes laborales de Illinois en inglés y en español' })).toBeVisible();
    await shot(page, 'hr-es-spanish-reader-1280');
  } finally {
    // The choice is the demo admin's account's: the journeys after this one read English.
    await languageSelect.selectOption('en');
  }
  await expect(page.getByRole('heading', { name: 'Illinois HR Documents' })).toBeVisible();
});

test('an admin adds an HR document: the stored HTML runs nothing', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await openFromSidebar(page, 'HR Documents');
  await page.getByRole('button', { name: 'Add Document' }).click();
  const form = page.getByRole('dialog', { name: 'Add HR Document' });
  const title = `Ladder Safety Policy ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Document Type').click();
  await chooseOption(page, 'Policy');
  await form.getByLabel('Content (HTML)').fill('<p>Three points of contact.</p><img src=x onerror="alert(1)"><script>alert(2)</script>');
  await form.getByRole('button', { name: 'Save Document' }).click();
  await expect(page.getByText('Document Created')).toBeVisible();

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Policy', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `View ${title}` }).click();
  const view = page.getByRole('dialog', { name: title });
  await expect(view.getByText('Three points of contact.')).toBeVisible();
  await expect(view.locator('img, script')).toHaveCount(0);
  expect(alerts).toEqual([]);
});

test('an admin creates a financial document, generates a report with the totals, and deletes a document', async ({ page }) => {
  await login(page, 'admin@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await openFromSidebar(page, 'Financial Documents');
  await expect(page.getByRole('heading', { name: 'Financial Documents' })).toBeVisible();
  // The demo company's invoices (2 paid, 2 unpaid) and any another journey added.
  const totals = await expectedTotals(page);
  await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText(shown(totals.revenue));
  await expect(page.getByRole('region', { name: 'Total Paid' })).toContainText(shown(totals.paid));
  await expect(page.getByRole('region', { name: 'Total Pending' })).toContainText(shown(totals.pending));

  const title = `Payroll Week ${Date.now()}`;
  await page.getByRole('button', { name: 'New Document' }).click();
  const form = page.getByRole('dialog', { name: 'Create Financial Document' });
  await form.getByRole('button', { name: 'Create Document' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Document type is required')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Document Type').click();
  await chooseOption(page, 'Payroll Report');
  await form.getByLabel('Description').fill('Crew hours, Riverside');
  await form.getByRole('button', { name: 'Create Document' }).click();
  await expect(page.getByText('Financial document has been created successfully.')).toBeVisible();
  await expect(form).toBeHidden();
  const created = page.getByRole('article', { name: title });
  await expect(created.getByText('Payroll Report')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Report' }).click();
  const report = page.getByRole('article', { name: /^Financial Report - / }).first();
  await expect(report.getByText('Financial Statement')).toBeVisible();
  const reportTitle = (await report.getByRole('heading').textContent()) ?? '';

  const popupPromise = page.waitForEvent('popup');
  await report.getByRole('button', { name: `Print ${reportTitle}` }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('row', { name: `Total Revenue ${shown(totals.revenue)}` })).toBeVisible();
  await expect(popup.getByRole('row', { name: `Total Paid ${shown(totals.paid)}` })).toBeVisible();
  await expect(popup.getByRole('row', { name: `Total Pending ${shown(totals.pending)}` })).toBeVisible();
  await expect(popup.getByRole('row', { name: /INV-\d{4}-0104 .* Pending \$41,200\.00/ })).toBeVisible();
  await popup.close();

  const downloadPromise = page.waitForEvent('download');
  await report.getByRole('button', { name: `Download ${reportTitle}` }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`${reportTitle.replace(/ /g, '_')}.json`);
  const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(json.content.summary).toEqual(totals);

  await created.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Financial document has been deleted successfully.')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('a worker opening /hr-documents lands on /, and /financial-documents is the 404 page', async ({ page }) => {
  await login(page, 'worker1@groundwork.demo', E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/hr-documents');
  await expect(page).toHaveURL(`${E2E.baseURL}/`);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.goto('/financial-documents');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
