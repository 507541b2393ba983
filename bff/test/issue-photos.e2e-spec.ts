// Issue photos on both stores, files under DATA_DIR/uploads and an S3-compatible server (s3rver,
// started here): the same upload, checks and permissions on each. The images are made by sharp in
// the test: a camera's JPEG with its GPS position and orientation in EXIF, a small PNG.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { bootApp, createTestDatabase, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { LocalS3, startLocalS3 } from './support/local-s3';
import { runTempDir } from './support/run-temp-dir';
import { cameraJpeg, exifOf, notAPhoto, smallPng } from './support/test-photos';

const MB = 1024 * 1024;
type Backend = 'files' | 's3';

describe.each<[Backend]>([['files'], ['s3']])('issue photos kept in %s', (backend) => {
  let target: TestApp;
  let databaseUrl: string;
  let dataDir: string;
  let s3: LocalS3 | undefined;
  let admin: Person;
  let foreman: Person;
  let otherForeman: Person;
  let reporter: Person;
  let otherWorker: Person;
  let client: Person;
  let siteId: string;

  /** The bytes the store holds under `key`, read from the store itself (not through the API). */
  async function stored(key: string): Promise<Buffer | null> {
    if (s3) return s3.read(key);
    const file = path.join(dataDir, 'uploads', key);
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }

  /** An issue at the site, reported by the worker. */
  async function newIssue(title = 'Cracked beam'): Promise<string> {
    const [issue] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO issues (title, description, reported_by_id, job_site_id) VALUES ($1, 'Second floor', $2, $3) RETURNING id`,
      [title, reporter.user.id, siteId],
    );
    return issue.id;
  }

  const upload = (person: Person, issueId: string, file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    person.agent.post(`/api/issues/${issueId}/photos`).attach('photo', file, { filename, contentType });

  const photoRows = (issueId: string) =>
    sql<{ id: string; image_key: string; thumbnail_key: string; width: number; height: number; bytes: number; uploaded_by_id: string }>(
      databaseUrl,
      `SELECT * FROM issue_photos WHERE issue_id = $1 ORDER BY created_at`,
      [issueId],
    );

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    dataDir = runTempDir('photos-');
    if (backend === 's3') s3 = await startLocalS3();
    target = await bootApp(testConfig(databaseUrl, { DATA_DIR: dataDir, ...(s3?.env ?? {}) }));
    [admin, foreman, otherForeman, reporter, otherWorker, client] = await Promise.all([
      registerAs(target, 'admin'),
      registerAs(target, 'foreman'),
      registerAs(target, 'foreman'),
      registerAs(target, 'worker'),
      registerAs(target, 'worker'),
      registerAs(target, 'client'),
    ]);
    [{ id: siteId }] = await sql<{ id: string }>(
      databaseUrl,
      `INSERT INTO job_sites (name, address, foreman_id) VALUES ('Photo Site', '1 Lens Way', $1) RETURNING id`,
      [foreman.user.id],
    );
  });

  afterAll(async () => {
    await target?.close();
    await s3?.close();
  });

  it('keeps a camera photo upright, at most 2,048 px, with a 320 px thumbnail and without its EXIF (GPS included)', async () => {
    const original = await cameraJpeg(3000, 2000);
    // The fixture is what the test claims: a GPS position and a turn to apply.
    expect((await exifOf(original))?.GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [41, 52, 5] });
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const issueId = await newIssue();

    const response = await upload(reporter, issueId, original).expect(201);
    const { id } = response.body as { id: string };
    expect(response.body).toEqual({ id, url: `/api/issues/${issueId}/photos/${id}`, thumbnailUrl: `/api/issues/${issueId}/photos/${id}/thumbnail` });

    const [row] = await photoRows(issueId);
    // 3000x2000 turned upright is 2000x3000, then fitted into 2048: 1365x2048.
    expect(row).toMatchObject({ id, width: 1365, height: 2048, uploaded_by_id: reporter.user.id });
    for (const [key, size] of [
      [row.image_key, { width: 1365, height: 2048 }],
      [row.thumbnail_key, { width: 213, height: 320 }],
    ] as const) {
      const bytes = await stored(key);
      expect(bytes).not.toBeNull();
      const metadata = await sharp(bytes as Buffer).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', ...size });
      // Nothing of the camera's metadata is kept: no EXIF (so no GPS), no orientation, no XMP or IPTC.
      expect(await exifOf(bytes as Buffer)).toBeNull();
      expect({ orientation: metadata.orientation, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({
        orientation: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      expect((bytes as Buffer).includes(Buffer.from('Site Phone'))).toBe(false);
    }
    expect(row.bytes).toBe((await stored(row.image_key))?.length);

    // Served through the API as stored.
    const image = await admin.agent.get(response.body.url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(Buffer.compare(image.body as Buffer, (await stored(row.image_key)) as Buffer)).toBe(0);
    const thumbnail = await admin.agent.get(response.body.thumbnailUrl).buffer(true).expect(200);
    expect((await sharp(thumbnail.body as Buffer).metadata()).height).toBe(320);
    // A browser holding it asks again and gets a 304, after the same check.
    await admin.agent.get(response.body.url).set('If-None-Match', image.headers.etag).expect(304);
    await client.agent.get(response.body.url).set('If-None-Match', image.headers.etag).expect(403);

    // The issue's JSON lists it.
    const list = await admin.agent.get('/api/issues').expect(200);
    expect(list.body.find((issue: { id: string }) => issue.id === issueId).photos).toEqual([response.body]);
  });

  it('never enlarges a small image, and takes any format a camera or gallery makes (PNG here)', async () => {
    const issueId = await newIssue();
    const response = await upload(foreman, issueId, await smallPng(200, 100), 'diagram.png', 'image/png').expect(201);
    const [row] = await photoRows(issueId);
    expect(row).toMatchObject({ id: response.body.id, width: 200, height: 100 });
    expect((await sharp((await stored(row.image_key)) as Buffer).metadata()).format).toBe('jpeg');
  });

  it('refuses by content: a text file named .jpg, an SVG, an empty file; in the reader’s language; nothing stored', async () => {
    const issueId = await newIssue();
    const refused = await upload(reporter, issueId, notAPhoto(50_000), 'beam.jpg').expect(400);
    expect(refused.body.message).toBe('The file is not a photo the server can read. Send a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image.');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await upload(reporter, issueId, svg, 'beam.jpg').expect(400);
    await upload(reporter, issueId, Buffer.alloc(0), 'beam.jpg').expect(400);
    // The reader's language is their account's.
    await reporter.agent.patch('/api/auth/user').send({ language: 'es' }).expect(200);
    const spanish = await upload(reporter, issueId, notAPhoto(1000), 'beam.jpg').expect(400);
    await reporter.agent.patch('/api/auth/user').send({ language: 'en' }).expect(200);
    expect(spanish.body.message).toBe('El archivo no es una foto que el servidor pueda leer. Envíe una imagen JPEG, PNG, WebP, GIF, AVIF, HEIF o TIFF.');
    expect(await photoRows(issueId)).toEqual([]);
  });

  it('refuses more than 15 MB with a 400, whether the request says so up front or only the file runs over', async () => {
    const issueId = await newIssue();
    // Declared too big: refused before it is read.
    const declared = await upload(reporter, issueId, notAPhoto(20 * MB)).expect(400);
    expect(declared.body.message).toBe('A photo may be at most 15 MB.');
    // Within the envelope's slack, one byte over: the multipart reader stops at the limit.
    const streamed = await upload(reporter, issueId, notAPhoto(15 * MB + 1)).expect(400);
    expect(streamed.body.message).toBe('A photo may be at most 15 MB.');
    expect(await photoRows(issueId)).toEqual([]);
  });

  it('refuses a request without the file in `photo`, a JSON body, and multipart on any other route', async () => {
    const issueId = await newIssue();
    const photo = await smallPng();
    const noFile = 'Send the photo as multipart/form-data with one file in the field “photo”.';
    expect((await reporter.agent.post(`/api/issues/${issueId}/photos`).attach('picture', photo, 'p.png').expect(400)).body.message).toBe(noFile);
    expect((await reporter.agent.post(`/api/issues/${issueId}/photos`).field('photo', 'text').expect(400)).body.message).toBe(noFile);
    expect((await reporter.agent.post(`/api/issues/${issueId}/photos`).send({ photo: 'x' }).expect(400)).body.message).toBe(noFile);
    const elsewhere = await reporter.agent.post('/api/issues').attach('photo', photo, 'p.png').field('title', 'x').expect(400);
    expect(elsewhere.body.message).toBe('This address does not take multipart/form-data; send JSON.');
    expect(await photoRows(issueId)).toEqual([]);
  });

  it('holds 5 photos an issue, even when 7 arrive at once: the database decides which', async () => {
    const issueId = await newIssue();
    const photo = await smallPng(64, 48);
    const answers = await Promise.all(Array.from({ length: 7 }, () => upload(reporter, issueId, photo, 'p.png', 'image/png')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('This issue already has 5 photos, the most an issue can have.');
    const rows = await photoRows(issueId);
    expect(rows).toHaveLength(5);
    // The refused ones left nothing in the store either.
    if (!s3) expect(fs.readdirSync(path.join(dataDir, 'uploads', 'issue-photos', issueId)).filter((name) => !name.endsWith('.partial'))).toHaveLength(10);
    // And a 6th, later, is refused before its image is made.
    expect((await upload(admin, issueId, photo, 'p.png', 'image/png')).status).toBe(409);
  });

  it('honours an Idempotency-Key: a resent upload answers the first photo and stores nothing more; another file under the key is a 422', async () => {
    const issueId = await newIssue();
    const [photo, other] = [await smallPng(40, 30), await smallPng(30, 40)];
    const send = (file: Buffer) =>
      reporter.agent
        .post(`/api/issues/${issueId}/photos`)
        .set('Idempotency-Key', `photo-${issueId}`)
        .attach('photo', file, { filename: 'p.png', contentType: 'image/png' });
    const first = await send(photo);
    expect(first.status).toBe(201);
    const again = await send(photo);
    expect([again.status, again.body, again.headers['idempotent-replayed']]).toEqual([201, first.body, 'true']);
    expect(await photoRows(issueId)).toHaveLength(1);
    expect((await send(other)).status).toBe(422);
    expect(await photoRows(issueId)).toHaveLength(1);
  });

  it('lets the reporter, the site’s foreman and admins add photos; another foreman sees them but may not add; others see nothing', async () => {
    const issueId = await newIssue();
    const photo = await smallPng(64, 48);
    const added = await upload(reporter, issueId, photo).expect(201);
    await upload(foreman, issueId, photo).expect(201);
    await upload(admin, issueId, photo).expect(201);
    expect((await upload(otherForeman, issueId, photo).expect(403)).body.message).toBe(
      'Only the person who reported this issue, its site’s foreman or an admin can add photos to it.',
    );
    await upload(otherWorker, issueId, photo).expect(404);
    await upload(client, issueId, photo).expect(403);
    await request(target.baseUrl).post(`/api/issues/${issueId}/photos`).attach('photo', photo, 'p.png').expect(401);

    for (const url of [added.body.url, added.body.thumbnailUrl]) {
      for (const person of [admin, foreman, otherForeman, reporter]) await person.agent.get(url).expect(200);
      await otherWorker.agent.get(url).expect(404);
      await client.agent.get(url).expect(403);
      await request(target.baseUrl).get(url).expect(401);
    }
    // The photo under another issue's address, or an unknown photo: 404.
    const otherIssue = await newIssue('Another');
    await admin.agent.get(`/api/issues/${otherIssue}/photos/${added.body.id}`).expect(404);
    await admin.agent.get(`/api/issues/${issueId}/photos/00000000-0000-4000-8000-000000000000`).expect(404);
    await admin.agent.post(`/api/issues/00000000-0000-4000-8000-000000000000/photos`).attach('photo', photo, 'p.png').expect(404);
    expect(await photoRows(issueId)).toHaveLength(3);
  });

  it('goes with its issue: deleting the issue deletes its photos’ rows', async () => {
    const issueId = await newIssue();
    await upload(reporter, issueId, await smallPng()).expect(201);
    await sql(databaseUrl, `DELETE FROM issues WHERE id = $1`, [issueId]);
    expect(await photoRows(issueId)).toEqual([]);
  });
});
