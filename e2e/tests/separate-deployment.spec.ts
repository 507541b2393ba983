// A remote deployed on its own. mf-field is served from a second origin (a static server on
// another port that lets the app's origin read it, as a CDN would) and the app is a BFF started
// with REMOTES_MANIFEST pointing mf_field there, on the suite's database. The team then deploys
// a new build of its remote: the app shows it on the next page load, with no shell rebuild and
// no BFF restart.
import { expect, test, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { freePort, launcherDatabaseUrl, ROOT, startBff, type Bff } from '../faults/harness';
import { E2E } from './support';

const SUBTITLE = 'Manage job sites, clients and costs';
const PAGE_FILE = 'src/jobSites/JobSitesPage.tsx';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

/** A CDN for one remote: the files of `root()` (swapped by a deployment), readable by `appOrigin`. */
function cdn(root: () => string, appOrigin: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const relative = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname).replace(/^\/+/, '');
    const file = path.join(root(), relative);
    const found = file.startsWith(root() + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile();
    response.setHeader('Access-Control-Allow-Origin', appOrigin);
    response.setHeader('Cache-Control', 'no-cache');
    if (!found) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // Another host name than the app's: a second origin in every sense.
      resolve({ origin: `http://localhost:${port}`, close: () => server.close() });
    });
  });
}

/**
 * A production build of mf-field as its team makes it in a checkout of its own: mf-field's
 * sources (with `edit` applied to its Job Sites page) next to a shell package at `sdkVersion`
 * (the sdk version a remote is built against is its shell package's), sharing this repository's
 * node_modules. Returns the folder to deploy.
 */
async function buildMfField(workDir: string, name: string, options: { edit?: (source: string) => string; sdkVersion?: string }): Promise<string> {
  const checkout = path.join(workDir, name);
  fs.mkdirSync(path.join(checkout, 'mf-field', 'node_modules'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  fs.cpSync(path.join(ROOT, 'shell', 'federation'), path.join(checkout, 'shell', 'federation'), { recursive: true });
  const shellPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8'));
  shellPackage.version = options.sdkVersion ?? shellPackage.version;
  fs.writeFileSync(path.join(checkout, 'shell', 'package.json'), JSON.stringify(shellPackage));
  fs.symlinkSync(path.join(checkout, 'shell'), path.join(checkout, 'mf-field', 'node_modules', 'shell'), 'dir');
  for (const entry of ['src', 'package.json', 'webpack.config.js']) {
    fs.cpSync(path.join(ROOT, 'mf-field', entry), path.join(checkout, 'mf-field', entry), { recursive: true });
  }
  if (options.edit) {
    const page = path.join(checkout, 'mf-field', PAGE_FILE);
    fs.writeFileSync(page, options.edit(fs.readFileSync(page, 'utf8')));
  }
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], { cwd: path.join(checkout, 'mf-field'), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The ${name} build of mf-field failed (${code}):\n${output}`);
  return path.join(checkout, 'mf-field', 'dist');
}

async function openJobSites(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites', exact: true }).click();
}

test('mf-field deployed on its own origin: a new build shows on reload without touching the shell or the BFF', async ({ browser }) => {
  test.setTimeout(360_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-remote-deploy-'));
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  // The first deployment: the build the suite's server started with (the launcher built it).
  let deployed = path.join(workDir, 'first');
  fs.cpSync(path.join(ROOT, 'mf-field', 'dist'), deployed, { recursive: true });
  const remote = await cdn(() => deployed, appOrigin);
  // The second build starts now: it takes the longest of anything here.
  const changedBuild = buildMfField(workDir, 'changed', {
    edit: (source) => source.replace(`subtitle="${SUBTITLE}"`, `subtitle="${SUBTITLE} (second deployment)"`),
  });
  let bff: Bff | null = null;
  try {
    bff = await startBff(appPort, await launcherDatabaseUrl(E2E.dataDir), {
      DATA_DIR: path.join(workDir, 'data'),
      REMOTES_MANIFEST: JSON.stringify({ mf_field: `${remote.origin}/mf-manifest.json` }),
    });
    const shellMain = path.join(ROOT, 'shell', 'dist', 'main.js');
    const shellBuiltAt = fs.statSync(shellMain).mtimeMs;

    const context = await browser.newContext({ baseURL: appOrigin });
    const page = await context.newPage();
    const fieldRequests: string[] = [];
    page.on('request', (request) => {
      if (/mf-manifest\.json|remoteEntry\.js/.test(request.url())) fieldRequests.push(request.url());
    });
    await page.goto('/');
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill('admin@groundwork.demo');
    await form.getByLabel('Password').fill(E2E.demoPassword);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // A production shell ignores the development builds' per-browser override.
    await page.evaluate(() => localStorage.setItem('groundwork.remote.mf_field', 'http://127.0.0.1:9/nowhere/mf-manifest.json'));

    await openJobSites(page);
    await expect(page.getByRole('heading', { name: 'Job Sites', exact: true })).toBeVisible();
    await expect(page.getByText(SUBTITLE, { exact: true })).toBeVisible();
    expect(fieldRequests.length).toBeGreaterThan(0);
    expect(fieldRequests.every((url) => url.startsWith(`${remote.origin}/`))).toBe(true);

    // The team deploys its new build: the same origin now serves other files.
    deployed = await changedBuild;
    await page.reload();
    await expect(page.getByText(`${SUBTITLE} (second deployment)`, { exact: true })).toBeVisible();
    expect(bff.process.exitCode).toBeNull();
    expect(fs.statSync(shellMain).mtimeMs).toBe(shellBuiltAt);
    await context.close();
  } finally {
    bff?.kill('SIGTERM');
    await bff?.exited;
    remote.close();
    await changedBuild.catch(() => undefined);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
