// @ts-check
// Starts the production BFF (`node bff/dist/main.js`, NODE_ENV=production) on the bench's database,
// waits until /api/health answers, and stops it (SIGTERM, then SIGKILL if it lingers).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './bff-dist.mjs';

export { freePort } from '../../../bff/bin/embedded-postgres.mjs';

/** @type {{ BFF_NODE_FLAGS: string[] }} */
const { BFF_NODE_FLAGS } = createRequire(import.meta.url)('../../../bff/bin/node-flags.js');

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * @typedef {{ url: string, port: number, stop(): Promise<void> }} BffInstance
 * @param {{ databaseUrl: string, port: number, sessionSecret: string, env?: Record<string, string> }} options
 * @returns {Promise<BffInstance>}
 */
export async function startBff({ databaseUrl, port, sessionSecret, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `groundwork-bench-bff-${port}-`));
  const logFile = path.join(dataDir, 'bff.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...BFF_NODE_FLAGS, path.join(ROOT, 'bff/dist/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      PORT: String(port),
      // Every instance signs cookies alike, so a session works on each of them.
      SESSION_SECRET: sessionSecret,
      // The bench logs thousands of users in from one address.
      AUTH_RATE_LIMIT: '100000',
      // Its 50 writers each change dozens of things a second: far beyond a person's limit.
      WRITE_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the BFF on port ${port} exited before answering /api/health:\n${tail()}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF on port ${port} did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  let stopped = /** @type {Promise<void> | null} */ (null);
  return {
    url,
    port,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(force);
        }
        fs.rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
