// Issue photos through the browser: a foreman reports an issue with a photo from the phone (a
// camera JPEG made here with sharp, carrying its GPS position in EXIF), sees it previewed with
// Remove before sending, then its thumbnail in the list, opening the full photo; the admin sees
// it from Job Sites' Site Issues, and what the server serves has no EXIF. A client is refused the
// photo. axe over the form with a preview, the list with thumbnails and the open photo, at 1280
// and 375 px, with screenshots of each.
import { expect, test, type Page } from '@playwright/test';
import exifReader from 'exif-reader';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

import { E2E, LOGINS, login, seriousViolations, WIDTHS } from './support';

const SHOTS = process.env.GW_E2E_SHOTS ?? path.join(E2E.dataDir, 'shots');

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** A phone's photo: 2400x1800, held upright (EXIF orientation 6), where it was taken in EXIF's GPS. */
async function phonePhoto(): Promise<Buffer> {
  const width = 2400;
  const height = 1800;
  // Stripes, so the thumbnail shows which way up the server stored it.
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c8a165"/>` +
      `<rect width="100%" height="300" fill="#7a4e1d"/><circle cx="1200" cy="1000" r="400" fill="#3b6ea5"/></svg>`,
  );
  return sharp(stripes)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 5/1', GPSLongitudeRef: 'W', GPSLongitude: '87/1 37/1 45/1' } })
    .toBuffer();
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page, where)).toEqual([]);
}

test('a foreman reports an issue with a photo, sees its thumbnail and the full photo; the admin sees it; a client cannot', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Split joist ${Date.now().toString(36)}`;
  const photo = await phonePhoto();
  expect(exifReader((await sharp(photo).metadata()).exif as Buffer).GPSInfo?.GPSLatitude).toEqual([41, 52, 5]);

  await login(page, LOGINS.foreman, E2E.demoPassword);
  await expect(page.getByText(/Welcome back, /)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Issues' }).click();
  await expect(page.getByRole('heading', { name: 'Job Site Issues' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Second floor, east bay: joist split at the hanger.');

  // Choose Photos opens the phone's files; one photo and a mistaken second one, removed again.
  const photos = page.getByRole('group', { name: 'Photos (up to 5)' });
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', { name: 'Choose Photos' }).click();
  await (
    await chooser
  ).setFiles([
    { name: 'joist.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'pocket.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  const chosen = photos.getByRole('list', { name: 'Chosen photos' });
  await expect(chosen.getByRole('img', { name: 'Photo 1: joist.jpg' })).toBeVisible();
  await photos.getByRole('button', { name: 'Remove photo 2: pocket.jpg' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(photos.getByRole('button', { name: 'Take a Photo' })).toBeEnabled();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await photos.scrollIntoViewIfNeeded();
    await shoot(page, `issue-photos-form-${size.width}`);
    await expectAxeClean(page, `report form with a photo at ${size.width} px`);
  }
  await page.setViewportSize(WIDTHS[0]);

  await page.getByRole('button', { name: 'Report Issue' }).click();
  await expect(page.getByText('The admins and the site’s foreman have been notified, and its photos were sent.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen photos' })).toHaveCount(0);
  const row = page.getByRole('listitem', { name: title });
  const thumbnail = row.getByRole('button', { name: `Open photo 1 of 1: ${title}` });
  await expect(thumbnail).toBeVisible();
  // The thumbnail loaded (through the API, with the session cookie), upright: taller than wide.
  const thumbnailImage = thumbnail.locator('img');
  await expect.poll(() => thumbnailImage.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(320);
  expect(await thumbnailImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await row.scrollIntoViewIfNeeded();
    await shoot(page, `issue-photos-list-${size.width}`);
    await expectAxeClean(page, `issue list with a thumbnail at ${size.width} px`);
  }

  // Opening it shows the stored copy: 2400x1800 turned upright and fitted into 2,048 px.
  await thumbnail.click();
  const full = page.getByRole('img', { name: `Photo 1 of 1: ${title}` });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`)).toBe('1536x2048');
  await shoot(page, 'issue-photos-open-375');
  await expectAxeClean(page, 'the open photo at 375 px');
  await page.keyboard.press('Escape');
  await expect(full).toHaveCount(0);
  const imageUrl = await thumbnailImage.getAttribute('src');
  expect(imageUrl).toMatch(/^\/api\/issues\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}\/thumbnail$/);
  const photoUrl = (imageUrl as string).replace(/\/thumbnail$/, '');

  // The admin reaches it from Job Sites' Site Issues; what the server serves carries no EXIF.
  const adminContext = await browser.newContext({ viewport: WIDTHS[0] });
  const admin = await adminContext.newPage();
  await login(admin, LOGINS.admin, E2E.demoPassword);
  await expect(admin.getByText(/Welcome back, /)).toBeVisible();
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites' }).click();
  await admin.getByRole('button', { name: /Site Issues/ }).click();
  const adminThumbnail = admin.getByRole('listitem', { name: title }).getByRole('button', { name: `Open photo 1 of 1: ${title}` });
  await expect(adminThumbnail).toBeVisible();
  await expect.poll(() => adminThumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const served = await admin.request.get(photoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const servedMetadata = await sharp(await served.body()).metadata();
  expect({ width: servedMetadata.width, height: servedMetadata.height, exif: servedMetadata.exif }).toEqual({ width: 1536, height: 2048, exif: undefined });
  await shoot(admin, 'issue-photos-admin-1280');
  await adminContext.close();

  // A client has no issues: the photo's address is refused.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  // login() returns once the session cookie is set.
  await login(client, LOGINS.client, E2E.demoPassword);
  expect((await client.request.get(photoUrl)).status()).toBe(403);
  await clientContext.close();
});
