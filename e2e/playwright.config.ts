// The browser suite: Debian's Chromium against the production build, started the way `npm start`
// starts it (the launcher builds what is stale, then runs the BFF on an embedded PostgreSQL in a
// fresh data directory of this run's own).
import { defineConfig } from '@playwright/test';
import path from 'node:path';

import { E2E } from './tests/support';

// The server sees this machine's environment minus anything that would point it elsewhere.
const serverEnv: Record<string, string> = {};
for (const [name, value] of Object.entries(process.env)) {
  if (value !== undefined && !['DATABASE_URL', 'SMTP_URL', 'REMOTES_MANIFEST'].includes(name)) serverEnv[name] = value;
}

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(E2E.dataDir, 'report.json') }]],
  use: {
    baseURL: E2E.baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    // Nothing waits without end: a step that never completes fails with its own name (a click,
    // a navigation, a waited-for answer) instead of running into the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // The app's service worker stays out of the suite (each test a fresh browser otherwise races a
    // worker taking the page over mid-test, and page.route cannot see what a worker answers);
    // tests/offline-app.spec.ts and separate-deployment.spec.ts run with it.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: path.join(E2E.dataDir, 'results'),
  // GW_E2E_EXTERNAL=1 (with GW_E2E_PORT and GW_E2E_DATA_DIR) runs against a server already up.
  webServer: process.env.GW_E2E_EXTERNAL
    ? undefined
    : [
        // Nominatim's search API, answered locally (the Job Sites form's Find from address).
        {
          command: `node e2e/lib/nominatim-double.mjs ${E2E.geocoderPort}`,
          cwd: path.resolve(__dirname, '..'),
          url: `${E2E.geocoderURL}/health`,
          reuseExistingServer: false,
          stdout: 'ignore',
        },
        {
          command: 'node bff/bin/start.js',
          cwd: path.resolve(__dirname, '..'),
          url: `${E2E.baseURL}/api/health`,
          timeout: 600_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
          env: {
            ...serverEnv,
            DATA_DIR: E2E.dataDir,
            PORT: process.env.GW_E2E_PORT as string,
            PUBLIC_URL: E2E.baseURL,
            SEED_DEMO: 'true',
            ADMIN_PIN: E2E.adminPin,
            FOREMAN_PIN: E2E.foremanPin,
            COMPANY_NAME: E2E.companyName,
            AUTH_RATE_LIMIT: '1000',
            WRITE_RATE_LIMIT: '1000',
            GEOCODER_URL: E2E.geocoderURL,
            PUSH_ENDPOINT_HOSTS: E2E.pushEndpointHost,
          },
        },
      ],
});
