// @ts-check
// Start time: `npm start` (the launcher, bff/bin/start.js) until /api/health
// answers. Full run: a fresh `git clone` of this repository's HEAD (so npm ci, the build of the
// seven front-end packages and the BFF, initdb of the embedded PostgreSQL, migrations and the
// demo seed are all in the figure), then a restart of that clone with everything built. Smoke:
// only the restart, of this checkout as it is (built), on a data directory of its own; its first
// start (initdb, migrations, seed) is the warm-up and is not the figure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/bff-process.mjs';

export const title = 'Start (npm start until /api/health answers)';

const COLD_LIMIT_MS = 3 * 60_000;
const RESTART_LIMIT_MS = 5_000;
const GIVE_UP_MS = 15 * 60_000;

/**
 * Runs `npm start` in `checkout` and resolves once /api/health answers 200, with the time taken
 * and a stop() that ends it as Ctrl+C does (SIGINT to its process group) and waits for the exit.
 * @param {string} checkout @param {string} dataDir
 */
async function startOnce(checkout, dataDir) {
  const port = await freePort();
  /** @type {Record<string, string>} */
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    // The launcher's own defaults: embedded PostgreSQL, demo seed, no outside services.
    if (value !== undefined && !['DATABASE_URL', 'SEED_DEMO', 'SMTP_URL', 'REMOTES_MANIFEST', 'STATIC_ROOT'].includes(name)) env[name] = value;
  }
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: checkout, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitedEarly = false;
  exited.then(() => (exitedEarly = true));

  const stop = async () => {
    if (!exitedEarly && child.pid) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone: the exit is awaited below all the same.
      }
      const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }
  };

  const health = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (exitedEarly) throw new Error(`npm start exited before /api/health answered:\n${output}`);
    if (performance.now() - began > GIVE_UP_MS) {
      await stop();
      throw new Error(`/api/health did not answer within ${GIVE_UP_MS / 60_000} min:\n${output}`);
    }
    try {
      const response = await fetch(health);
      if (response.ok) return { ms: performance.now() - began, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {any} ctx */
export async function run(ctx) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-start-'));
  /** @type {{ figure: string, value: string, target: string, pass: boolean | null }[]} */
  const rows = [];
  try {
    const dataDir = path.join(work, 'data');
    let checkout = ctx.root;
    if (ctx.smoke) {
      const warmUp = await startOnce(checkout, dataDir);
      await warmUp.stop();
    } else {
      checkout = path.join(work, 'clone');
      const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ctx.root, checkout], { encoding: 'utf8' });
      if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
      const cold = await startOnce(checkout, dataDir);
      await cold.stop();
      rows.push({
        figure: 'npm start on a fresh clone (install, build, database, migrations, seed)',
        value: seconds(cold.ms),
        target: '< 3 min',
        pass: cold.ms < COLD_LIMIT_MS,
      });
    }
    const restart = await startOnce(checkout, dataDir);
    await restart.stop();
    rows.push({
      figure: `npm start again, everything built (${ctx.smoke ? 'this checkout' : 'the clone'})`,
      value: seconds(restart.ms),
      target: '< 5 s',
      pass: ctx.smoke ? null : restart.ms < RESTART_LIMIT_MS,
    });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
