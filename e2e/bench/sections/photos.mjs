// @ts-check
// Issue photo uploads: a phone's 3 MB, 12-megapixel JPEG sent to POST /api/issues/{id}/photos,
// where the server decodes it, turns it upright, writes a 2,048 px copy and a 320 px thumbnail
// (sharp) and stores both (files under the BFF's DATA_DIR, the default store). Foremen send a few
// photos at a time from a site, so the load is a few connections, not the writes' 50; each
// request goes to its own issue (an issue holds at most 5 photos).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { withClient } from '../lib/database.mjs';
import { loadRow, withCookie } from '../lib/server-figures.mjs';

export const title = 'Photo upload (3 MB JPEG, 4 connections)';

const CONNECTIONS = 4;
const PHOTO_BYTES = 3 * 1024 * 1024;
/** A person waits for each photo to be sent: under 2 s each with four being sent at once. */
const TARGET = { maxP99: 2000 };
/** Issues made for the uploads: far more than a 13 s load at a few uploads a second sends. */
const ISSUES = 2000;

/**
 * A camera-like JPEG of about 3 MB, 4000x3000: a scene of flat and graded areas (sky, ground, a
 * few shapes) with a sensor's grain over it (gaussian, sigma 14: what keeps a phone's JPEG at a
 * few MB), its quality searched so the file lands within 10 % of 3 MB (about 85).
 * @returns {Promise<Buffer>}
 */
async function threeMegabytePhoto() {
  // sharp is the BFF's (and the e2e workspace's) dependency; the bench runs from the repository.
  const sharp = createRequire(import.meta.url)('sharp');
  const [width, height] = [4000, 3000];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#7fa7d9"/><stop offset="0.5" stop-color="#d8e4ef"/><stop offset="0.5" stop-color="#8a6b4a"/>` +
      `<stop offset="1" stop-color="#4d3a26"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/>` +
      `<rect x="600" y="700" width="1400" height="1500" fill="#b5651d"/><circle cx="2900" cy="1600" r="600" fill="#556b2f"/></svg>`,
  );
  const pixels = await sharp(scene).removeAlpha().raw().toBuffer();
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
    .raw()
    .toBuffer();
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.max(0, Math.min(255, pixels[index] + grain[index] - 128));
  let low = 60;
  let high = 98;
  /** @type {Buffer} */
  let best = Buffer.alloc(0);
  while (low <= high) {
    const quality = Math.round((low + high) / 2);
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (Math.abs(jpeg.length - PHOTO_BYTES) < Math.abs(best.length - PHOTO_BYTES)) best = jpeg;
    if (Math.abs(jpeg.length - PHOTO_BYTES) < PHOTO_BYTES * 0.1) break;
    if (jpeg.length > PHOTO_BYTES) high = quality - 1;
    else low = quality + 1;
  }
  return best;
}

/** The multipart/form-data body of one upload, the file in `photo`. */
function multipartBody(/** @type {Buffer} */ photo) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="site.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** @param {any} ctx */
export async function run(ctx) {
  const [admin] = await ctx.sessions('admin', 1);
  const photo = await threeMegabytePhoto();
  const { body, contentType } = multipartBody(photo);
  const tag = `Bench photo ${randomBytes(4).toString('hex')}`;
  /** @type {string[]} */
  const issueIds = await withClient(ctx.databaseUrl, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO issues (title, description, reported_by_id) SELECT $1 || ' ' || g, 'Photo upload bench', $2 FROM generate_series(1, $3) g RETURNING id`,
      [tag, admin.userId, ISSUES],
    );
    return rows.map((row) => row.id);
  });
  let next = 0;
  try {
    const result = await ctx.load({
      url: ctx.bff.url,
      connections: CONNECTIONS,
      setupClient: (/** @type {any} */ client) =>
        client.setRequests([
          {
            method: 'POST',
            headers: withCookie(admin.cookie, { 'content-type': contentType }),
            body,
            // Each upload to the next issue.
            setupRequest: (/** @type {any} */ request) => ({ ...request, path: `/api/issues/${issueIds[next++ % issueIds.length]}/photos` }),
          },
        ]),
    });
    const row = loadRow(
      ctx,
      `POST /api/issues/{id}/photos, ${(photo.length / 1024 / 1024).toFixed(1)} MB 12 MP JPEG (${CONNECTIONS} connections)`,
      result,
      TARGET,
    );
    return [{ ...row, value: `${row.value}, ${next} uploads with the warm-up` }];
  } finally {
    // Their photo rows go with them (ON DELETE CASCADE); the files go with the BFF's DATA_DIR.
    await withClient(ctx.databaseUrl, (client) => client.query(`DELETE FROM issues WHERE title LIKE $1 || ' %'`, [tag]));
  }
}
