// A remote deployed on its own. mf-field is served from a second origin (a static server on
// another port that lets the app's origin read it, as a CDN would) and the app is a BFF started
// with REMOTES_MANIFEST pointing mf_field there, on the suite's database. The team then deploys
// a new build of its remote: the app shows it on the next page load, with no shell rebuild and
// no BFF restart. A build made against another major of the shell's sdk is refused in its
// content area, and the rest of the app keeps working.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { freePort, launcherDatabaseUrl, ROOT, startBff, type Bff } from '../faults/harness';
import { E2E } from './support';

const SUBTITLE = 'Manage job sites, clients and costs';
// The Job Sites page's subtitle, as its English catalog holds it: the visible change a new build brings.
const CATALOG_FILE = 'src/locales/en.json';
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
    const catalog = path.join(checkout, 'mf-field', CATALOG_FILE);
    fs.writeFileSync(catalog, options.edit(fs.readFileSync(catalog, 'utf8')));
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

async function openPage(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

interface Deployment {
  page: Page;
  bff: Bff;
  /** The URLs of mf-field's manifest and entry the browser asked for. */
  fieldRequests: string[];
  cdnOrigin: string;
  /** Serves `folder` from the same origin from now on: the team's next deployment. */
  deploy(folder: string): void;
  workDir: string;
}

/**
 * The app (a BFF of its own on the suite's database) with mf-field served from a second origin,
 * first the files of `firstDeployment(workDir)`, and an admin logged in; `run` does the rest.
 */
async function withFieldOnItsOwnOrigin(
  browser: Browser,
  firstDeployment: (workDir: string) => Promise<string>,
  run: (deployment: Deployment) => Promise<void>,
): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-remote-deploy-'));
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  let deployed = '';
  const remote = await cdn(() => deployed, appOrigin);
  let bff: Bff | null = null;
  try {
    deployed = await firstDeployment(workDir);
    bff = await startBff(appPort, await launcherDatabaseUrl(E2E.dataDir), {
      DATA_DIR: path.join(workDir, 'data'),
      REMOTES_MANIFEST: JSON.stringify({ mf_field: `${remote.origin}/mf-manifest.json` }),
    });
    // With the app's service worker: a remote's new deploy must show through it too.
    const context = await browser.newContext({ baseURL: appOrigin, serviceWorkers: 'allow' });
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
    await run({ page, bff, fieldRequests, cdnOrigin: remote.origin, deploy: (folder) => (deployed = folder), workDir });
    await context.close();
  } finally {
    bff?.kill('SIGTERM');
    await bff?.exited;
    remote.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** The first deployment: the build the suite's server started with (the launcher built it). */
function currentBuild(workDir: string): Promise<string> {
  const folder = path.join(workDir, 'first');
  fs.cpSync(path.join(ROOT, 'mf-field', 'dist'), folder, { recursive: true });
  return Promise.resolve(folder);
}

test('mf-field deployed on its own origin: a new build shows on reload without touching the shell or the BFF', async ({ browser }) => {
  test.setTimeout(360_000);
  let changedBuild: Promise<string> | null = null;
  try {
    await withFieldOnItsOwnOrigin(
      browser,
      (workDir) => {
        // The second build starts now: it takes the longest of anything here.
        changedBuild = buildMfField(workDir, 'changed', {
          edit: (catalog) => catalog.replace(`"${SUBTITLE}"`, `"${SUBTITLE} (second deployment)"`),
        });
        return currentBuild(workDir);
      },
      async ({ page, bff, fieldRequests, cdnOrigin, deploy }) => {
        const shellMain = path.join(ROOT, 'shell', 'dist', 'main.js');
        const shellBuiltAt = fs.statSync(shellMain).mtimeMs;
        // A production shell ignores the development builds' per-browser override.
        await page.evaluate(() => localStorage.setItem('groundwork.remote.mf_field', 'http://127.0.0.1:9/nowhere/mf-manifest.json'));

        await openPage(page, 'Job Sites');
        await expect(page.getByRole('heading', { name: 'Job Sites', exact: true })).toBeVisible();
        await expect(page.getByText(SUBTITLE, { exact: true })).toBeVisible();
        expect(fieldRequests.length).toBeGreaterThan(0);
        expect(fieldRequests.every((url) => url.startsWith(`${cdnOrigin}/`))).toBe(true);

        // The team deploys its new build: the same origin now serves other files.
        deploy(await changedBuild!);
        await page.reload();
        await expect(page.getByText(`${SUBTITLE} (second deployment)`, { exact: true })).toBeVisible();
        expect(bff.process.exitCode).toBeNull();
        expect(fs.statSync(shellMain).mtimeMs).toBe(shellBuiltAt);
      },
    );
  } finally {
    await (changedBuild as Promise<string> | null)?.catch(() => undefined);
  }
});

test('mf-field built against another major of the sdk: its pages say so in the content area, the rest of the app works', async ({ browser }) => {
  test.setTimeout(360_000);
  const shellVersion: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'package.json'), 'utf8')).version;
  const otherMajor = `${Number(shellVersion.split('.')[0]) + 1}.0.0`;
  await withFieldOnItsOwnOrigin(
    browser,
    (workDir) => buildMfField(workDir, 'other-sdk', { sdkVersion: otherMajor }),
    async ({ page, fieldRequests, cdnOrigin }) => {
      await openPage(page, 'Job Sites');
      const content = page.getByRole('main');
      await expect(content.getByText('This section was built for another version of the app', { exact: true })).toBeVisible();
      await expect(
        content.getByText(
          `It was built against version ${otherMajor} of the shell's sdk and this app provides ${shellVersion}. The section must be rebuilt against this version of the app.`,
          { exact: true },
        ),
      ).toBeVisible();
      await expect(content.getByRole('button', { name: 'Reload' })).toBeVisible();
      // Refused from its manifest: none of the remote's code was fetched.
      expect(fieldRequests).toEqual([`${cdnOrigin}/mf-manifest.json`]);

      // The rest of the app: the header and sidebar are there, another remote's page and a shell page load.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await openPage(page, 'Scheduling');
      await expect(page.getByRole('heading', { name: 'Scheduling', exact: true })).toBeVisible();
      await openPage(page, 'Dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome back, Maria' })).toBeVisible();
      // And back to the refused section: the same message, not a blank screen.
      await openPage(page, 'Job Sites');
      await expect(content.getByText('This section was built for another version of the app', { exact: true })).toBeVisible();
    },
  );
});
