// One PostgreSQL server for the whole run: DATABASE_URL's server, or an embedded one.
// Each test file then creates its own database on it (see test/helpers.ts).
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * The local push service's certificate (test/support/local-push-service.ts), made for this run and
 * trusted as the BFF trusts any: through NODE_EXTRA_CA_CERTS, which Node reads only when it starts.
 * Set here, in jest's parent process before it forks its workers, it reaches every worker's Node;
 * the jest config's workerIdleMemoryLimit keeps even a single test file in a worker for that.
 */
async function makePushServiceCertificate(runId) {
  const selfsigned = require('selfsigned');
  const dir = path.join(os.tmpdir(), `gw-test-run-${runId}`, 'push-tls');
  fs.mkdirSync(dir, { recursive: true });
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  fs.writeFileSync(path.join(dir, 'cert.pem'), pems.cert);
  fs.writeFileSync(path.join(dir, 'key.pem'), pems.private, { mode: 0o600 });
  process.env.GW_TEST_PUSH_TLS_DIR = dir;
  process.env.NODE_EXTRA_CA_CERTS = path.join(dir, 'cert.pem');
}

module.exports = async function globalSetup() {
  const runId = randomBytes(4).toString('hex');
  process.env.GW_TEST_RUN_ID = runId;
  await makePushServiceCertificate(runId);
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
