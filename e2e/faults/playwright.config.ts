// The fault tests (reliability): processes killed and restarted, a database stopped,
// two instances behind a proxy. No browser and no shared server: each file starts what it needs
// on its own free ports and databases, one file at a time (the machine has 2 cores).
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

export default defineConfig({
  testDir: '.',
  testMatch: '*.fault.ts',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  globalSetup: './global-setup.ts',
  outputDir: path.join(os.tmpdir(), 'groundwork-faults-results'),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(os.tmpdir(), 'groundwork-faults-report.json') }]],
});
