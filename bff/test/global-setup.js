// One PostgreSQL server for the whole run: DATABASE_URL's server, or an embedded one.
// Each test file then creates its own database on it (see test/helpers.ts).
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

module.exports = async function globalSetup() {
  const runId = randomBytes(4).toString('hex');
  process.env.GW_TEST_RUN_ID = runId;
  if (process.env.DATABASE_URL) {
    process.env.GW_TEST_SERVER_URL = process.env.DATABASE_URL;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-test-pg-'));
    const modulePath = pathToFileURL(path.join(__dirname, '..', 'bin', 'embedded-postgres.mjs')).href;
    const { startEmbeddedPostgres } = await import(modulePath);
    const server = await startEmbeddedPostgres({ dataDir });
    globalThis.__GW_EMBEDDED__ = { server, dataDir };
    process.env.GW_TEST_SERVER_URL = server.url;
  }
};
