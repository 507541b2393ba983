// The BFF serves the shell, the remotes and /remotes.json.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import zlib from 'node:zlib';
import { DEFAULT_REMOTES } from '../src/config/app-config';
import { bootApp, createTestDatabase, TestApp, testConfig } from './helpers';
import { runTempDir } from './support/run-temp-dir';

const CHUNK = `console.log(${JSON.stringify('groundwork '.repeat(200))});`;

/** A raw GET (supertest would decompress): status, headers and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function frontEndFixture(): string {
  const root = runTempDir('static-');
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Groundwork</title>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'shell', 'dist', '123.0a1b2c3d4e5f.js'), 'console.log(2)');
  // A chunk with the precompressed twins the build writes next to it.
  fs.writeFileSync(path.join(root, 'shell', 'dist', '456.0a1b2c3d.js'), CHUNK);
  fs.writeFileSync(path.join(root, 'shell', 'dist', '456.0a1b2c3d.js.br'), zlib.brotliCompressSync(CHUNK));
  fs.writeFileSync(path.join(root, 'shell', 'dist', '456.0a1b2c3d.js.gz'), zlib.gzipSync(CHUNK));
  fs.mkdirSync(path.join(root, 'mf-scheduling', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-scheduling', 'dist', 'remoteEntry.js'), 'var mf_scheduling;');
  fs.writeFileSync(path.join(root, 'mf-scheduling', 'dist', 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'mf-scheduling', 'dist', 'precache.json'), '{"files":[]}');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  return root;
}

let databaseUrl: string;
let built: TestApp;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  built = await bootApp(testConfig(databaseUrl, { STATIC_ROOT: frontEndFixture(), COMPANY_NAME: 'Prairie Deconstruction Co.' }));
});
afterAll(async () => built?.close());

it('serves the default /remotes.json, not cached', async () => {
  const response = await request(built.baseUrl).get('/remotes.json');
  expect(response.status).toBe(200);
  expect(response.body).toEqual(DEFAULT_REMOTES);
  expect(response.headers['cache-control']).toBe('no-cache');
});

it("serves the web app manifest named after COMPANY_NAME, in the colour of the shell's theme", async () => {
  const response = await request(built.baseUrl).get('/manifest.webmanifest');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  const manifest = JSON.parse(response.text) as Record<string, unknown> & { icons: Array<{ sizes: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: 'Prairie Deconstruction Co.', short_name: 'Groundwork', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  // One brand colour: the shell's antd theme and the manifest's theme_color.
  const theme = fs.readFileSync(path.resolve(__dirname, '../../shell/src/theme.ts'), 'utf8');
  expect(theme).toContain(`const BRAND = '${String(manifest.theme_color)}'`);
  expect((await request(built.baseUrl).get('/manifest.webmanifest').set('If-None-Match', String(response.headers.etag))).status).toBe(304);
});

it("serves the service worker and a remote's precache list never from a stale copy, and lets the page register it", async () => {
  const worker = await request(built.baseUrl).get('/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers['content-type']).toMatch(/javascript/);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-security-policy']).toMatch(/worker-src 'self'/);
  expect(worker.headers['content-security-policy']).toMatch(/manifest-src 'self'/);
  expect((await request(built.baseUrl).get('/remotes/mf-scheduling/precache.json')).headers['cache-control']).toBe('no-cache');
});

it('serves the shell and falls back to index.html for page paths', async () => {
  for (const url of ['/', '/scheduling', '/reset-password?token=abc', '/deep/unknown/page']) {
    const response = await request(built.baseUrl).get(url);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Groundwork</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  const hashed = await request(built.baseUrl).get('/123.0a1b2c3d4e5f.js');
  expect(hashed.headers['cache-control']).toContain('immutable');
});

it('serves remote files, no-cache for the entry and manifest, 404 for a missing one', async () => {
  const entry = await request(built.baseUrl).get('/remotes/mf-scheduling/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  expect((await request(built.baseUrl).get('/remotes/mf-scheduling/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  expect((await request(built.baseUrl).get('/remotes/mf-scheduling/missing.js')).status).toBe(404);
  expect((await request(built.baseUrl).get('/remotes/mf-field/remoteEntry.js')).status).toBe(404);
});

it("serves the precompressed twin the browser accepts, brotli first, with the plain file's type and cache headers", async () => {
  const url = `${built.baseUrl}/456.0a1b2c3d.js`;
  const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['content-type']).toMatch(/javascript/);
  expect(brotli.headers['cache-control']).toContain('immutable');
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(CHUNK);

  const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(CHUNK);

  const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
  expect(plain.body.toString()).toBe(CHUNK);

  // A file without twins is served as it is.
  const bare = await rawGet(`${built.baseUrl}/main.js`, { 'Accept-Encoding': 'br' });
  expect(bare.headers['content-encoding']).toBeUndefined();
  expect(bare.body.toString()).toBe('console.log(1)');
  expect((await rawGet(`${built.baseUrl}/%2e%2e/%2e%2e/package.json`, { 'Accept-Encoding': 'br' })).headers['content-encoding']).toBeUndefined();
});

it('answers a JSON 404 for an unknown /api route', async () => {
  const response = await request(built.baseUrl).get('/api/unknown');
  expect(response.status).toBe(404);
  expect(response.headers['content-type']).toMatch(/json/);
  expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  expect(typeof response.body.message).toBe('string');
});

it('uses REMOTES_MANIFEST inline JSON or a file, over the same-origin defaults', async () => {
  const inline = { mf_chat: 'https://chat.example.com/mf-manifest.json' };
  const file = path.join(runTempDir('remotes-'), 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ mf_field: 'https://field.example.com/remoteEntry.js' }));
  for (const [value, expected] of [
    [JSON.stringify(inline), inline],
    [file, { mf_field: 'https://field.example.com/remoteEntry.js' }],
  ] as const) {
    const app = await bootApp(testConfig(databaseUrl, { REMOTES_MANIFEST: value }));
    try {
      const response = await request(app.baseUrl).get('/remotes.json');
      expect(response.body).toEqual({ ...DEFAULT_REMOTES, ...expected });
    } finally {
      await app.close();
    }
  }
});

it('says the front end is not built when the shell is missing', async () => {
  const app = await bootApp(testConfig(databaseUrl, { STATIC_ROOT: runTempDir('empty-') }));
  try {
    const response = await request(app.baseUrl).get('/');
    expect(response.status).toBe(503);
    expect(response.text).toBe('The front end is not built yet: run npm start');
  } finally {
    await app.close();
  }
});
