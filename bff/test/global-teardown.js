// Drops every database this run created, then stops the embedded server if there is one.
const fs = require('node:fs');
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
  const embedded = globalThis.__GW_EMBEDDED__;
  if (embedded) {
    await embedded.server.stop();
    fs.rmSync(embedded.dataDir, { recursive: true, force: true });
  }
};
