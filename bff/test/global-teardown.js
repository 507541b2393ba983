// Drops every database this run created, removes its apps' data folders (test/helpers.ts
// runTempDir), then stops the embedded server if there is one.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

module.exports = async function globalTeardown() {
  const runId = process.env.GW_TEST_RUN_ID;
  const client = new Client({ connectionString: process.env.GW_TEST_SERVER_URL });
  try {
    await client.connect();
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`gw_test_${runId}%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end().catch(() => undefined);
  }
  fs.rmSync(path.join(os.tmpdir(), `gw-test-run-${runId}`), { recursive: true, force: true });
  const embedded = globalThis.__GW_EMBEDDED__;
  if (embedded) {
    await embedded.server.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }
};
