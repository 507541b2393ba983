#!/usr/bin/env node
// @ts-check
// `npm run dev-check -w e2e`: proves `npm run dev` on a fresh data folder. An admin opens Job
// Sites (mf-field, through the shell's dev server on the app's one origin) and types a search;
// the page's source is edited on disk; the new text shows in the same page, without a reload
// (a mark left on `window` is still there, the main frame never navigated) and with the page's
// state kept (the search box still holds what was typed): React Fast Refresh through the
// remote's own dev server. The file is restored at the end. DEV_URL=http://localhost:3000 runs
// against an `npm run dev` already up instead of starting one (on GW_DEV_PORT, default 3459).
import { expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { launchChromium } from '../lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE_FILE = path.join(ROOT, 'mf-field/src/jobSites/JobSitesPage.tsx');
const SUBTITLE = 'Manage job sites, clients and costs';

async function main() {
  let base = process.env.DEV_URL;
  /** @type {import('node:child_process').ChildProcess | null} */
  let dev = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-dev-check-'));
  if (!base) {
    const port = process.env.GW_DEV_PORT || '3459';
    base = `http://localhost:${port}`;
    console.log(`Starting npm run dev on ${base} (data in ${dataDir})...`);
    dev = spawn(process.execPath, [path.join(ROOT, 'bff/bin/dev.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', REMOTES_MANIFEST: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      dev?.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
        if (process.env.VERBOSE) process.stdout.write(chunk);
        if (chunk.toString().includes('Groundwork (development) on')) resolve(undefined);
      });
      dev?.once('exit', (code) => reject(new Error(`npm run dev exited (${code})`)));
    });
  }
  const original = fs.readFileSync(PAGE_FILE, 'utf8');
  if (!original.includes(`subtitle="${SUBTITLE}"`)) throw new Error(`${PAGE_FILE} no longer has the subtitle this check edits`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: base });
    if (process.env.VERBOSE) page.on('console', (message) => console.log(`[browser] ${message.text()}`));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto('/');
    const form = page.getByRole('tabpanel', { name: 'Login' });
    await form.getByLabel('Email').fill('admin@groundwork.demo');
    await form.getByLabel('Password').fill('groundwork');
    await form.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Job Sites', exact: true }).click();
    await expect(page.getByText(SUBTITLE, { exact: true })).toBeVisible({ timeout: 60_000 });
    const search = page.getByRole('searchbox').first();
    await search.fill('Hot update');
    await page.evaluate(() => Object.assign(window, { groundworkDevCheck: 'same page' }));
    const before = navigations;

    const changed = `${SUBTITLE} (hot updated ${Date.now()})`;
    fs.writeFileSync(PAGE_FILE, original.replace(`subtitle="${SUBTITLE}"`, `subtitle="${changed}"`));
    const started = Date.now();
    await expect(page.getByText(changed, { exact: true })).toBeVisible({ timeout: 60_000 });
    console.log(`The edited text showed ${((Date.now() - started) / 1000).toFixed(1)} s after the save.`);
    expect(await page.evaluate(() => /** @type {any} */ (window).groundworkDevCheck)).toBe('same page');
    expect(navigations, 'the page was not reloaded').toBe(before);
    await expect(search).toHaveValue('Hot update');
    console.log('ok: hot updated in place, no reload, state kept');
  } finally {
    fs.writeFileSync(PAGE_FILE, original);
    await browser.close();
    if (dev) {
      dev.kill('SIGTERM');
      await new Promise((resolve) => dev?.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
