// The production BFF on a database of its own: created for this run, dropped after it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './paths.mjs';

export const ADMIN_PIN = '4826';
export const FOREMAN_PIN = '7391';

/** Builds the BFF, the shell and the remotes when their output is older than their sources. */
export async function buildStale() {
  const require = createRequire(import.meta.url);
  await require(path.join(ROOT, 'bff/bin/start.js')).buildStalePackages();
}

export async function createDatabase(serverUrl) {
  const name = `gw_security_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function query(databaseUrl, text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Starts `node bff/dist/main.js` with NODE_ENV=production on 127.0.0.1:port and waits for
 * /api/health. `raisedLimits`: the scanners' instance, where the limits a person never reaches
 * (attempts per address, wrong passwords per account, changes per person) are raised, since the
 * scanners log in, guess and write thousands of times; the attacks on the limits themselves run on
 * instances with the defaults.
 */
/** One secret for every BFF of a run, so a session made on one instance works on the other. */
const SESSION_SECRET = randomBytes(32).toString('base64url');

export async function startBff({ port, databaseUrl, raisedLimits = false }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-security-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ADMIN_PIN,
    FOREMAN_PIN,
    PUBLIC_URL: baseUrl,
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
    ...(raisedLimits ? { AUTH_RATE_LIMIT: '100000', LOGIN_FAILURE_LIMIT: '1000000', WRITE_RATE_LIMIT: '1000000' } : {}),
  };
  const log = fs.openSync(path.join(dataDir, 'bff.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'bff/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF exited at start; see ${path.join(dataDir, 'bff.log')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the BFF did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    logFile: path.join(dataDir, 'bff.log'),
    /** Errors the server logged (5xx are logged with a correlation id). */
    errorLines: () =>
      fs
        .readFileSync(path.join(dataDir, 'bff.log'), 'utf8')
        .split('\n')
        .filter((line) => /\bERROR\b/.test(line)),
    /** Stops the BFF; its folder (log, outbox) goes too unless `keep` (a failed run's evidence). */
    async stop({ keep = false } = {}) {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
