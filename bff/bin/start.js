#!/usr/bin/env node
// @ts-check
// `npm start`: the whole set-up on a fresh clone. Installs dependencies when node_modules is
// missing, builds the BFF, the shell and every remote whose output is missing or older than its
// sources, starts an embedded PostgreSQL when DATABASE_URL is unset, then runs the BFF.
// Only Node built-ins are used before the install, so this file runs on a bare clone.
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { BFF_NODE_FLAGS } = require('./node-flags');

const ROOT = path.resolve(__dirname, '../..');
/**
 * What `npm start` builds. The packages are independent (remotes read the shell's federation
 * config from source, not its build), so they build side by side, one per core.
 */
/** The remotes' packages (`npm run dev` serves the same ones). */
const REMOTES = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
const PACKAGES = [
  { dir: 'shell', output: 'dist/index.html' },
  ...REMOTES.map((dir) => ({ dir, output: 'dist/remoteEntry.js' })),
  { dir: 'bff', output: 'dist/main.js' },
];
/** Inputs shared by every front-end build: a change there rebuilds them all. */
const SHARED_INPUTS = ['tsconfig.json', 'package-lock.json', 'shell/federation', 'shell/src/sdk', 'bff/src/contract'];

const say = (/** @type {string} */ line) => console.log(`[groundwork] ${line}`);

async function main() {
  installDependencies();
  await buildStalePackages();
  return run();
}

function installDependencies() {
  if (fs.existsSync(path.join(ROOT, 'node_modules'))) return;
  say('Installing dependencies (first run)...');
  const command = fs.existsSync(path.join(ROOT, 'package-lock.json')) ? 'ci' : 'install';
  exec('npm', [command, '--no-audit', '--no-fund']);
}

async function buildStalePackages() {
  const sharedInputsTime = newestMtime(SHARED_INPUTS.map((input) => path.join(ROOT, input)));
  const stale = PACKAGES.filter(({ dir, output }) => {
    const outputFile = path.join(ROOT, dir, output);
    const builtAt = fs.existsSync(outputFile) ? fs.statSync(outputFile).mtimeMs : 0;
    const inputs = ['src', 'public', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'webpack.config.js'];
    let sourcesAt = newestMtime(inputs.map((input) => path.join(ROOT, dir, input)));
    sourcesAt = Math.max(sourcesAt, dir === 'bff' ? newestMtime([path.join(ROOT, 'tsconfig.json')]) : sharedInputsTime);
    if (builtAt >= sourcesAt) return false;
    say(builtAt === 0 ? `Building ${dir}...` : `Rebuilding ${dir} (its sources changed)...`);
    return true;
  });
  const workers = Math.max(1, Math.min(stale.length, os.availableParallelism()));
  const queue = [...stale];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        await buildPackage(next.dir);
        // webpack leaves an unchanged file untouched; mark the build as done now.
        const now = new Date();
        fs.utimesSync(path.join(ROOT, next.dir, next.output), now, now);
      }
    }),
  );
}

/**
 * The BFF compiles with tsc (its `npm run build`); a front-end package is bundled by webpack
 * alone: its type-check (`tsc --noEmit`, part of its `npm run build` and of `npm test`) would
 * only slow the start, since swc strips the types either way.
 */
function buildPackage(/** @type {string} */ dir) {
  if (dir === 'bff') return execAsync('npm', ['run', 'build', '--silent', '-w', dir], ROOT);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  return execAsync(process.execPath, [webpackCli, '--mode', 'production'], path.join(ROOT, dir));
}

/** The newest modification time under the given files and folders (0 when none exist). */
function newestMtime(/** @type {string[]} */ paths) {
  let newest = 0;
  const visit = (/** @type {string} */ target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/**
 * The database the BFF runs on: DATABASE_URL when set, else the embedded PostgreSQL (data under
 * DATA_DIR, default ./data) with its `groundwork` database, seeded with the demo company unless
 * SEED_DEMO says otherwise. Sets DATA_DIR, DATABASE_URL (and SEED_DEMO) in `env`; returns the
 * embedded server, to be stopped once the BFF has closed its connections, or null.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<null | { stop: () => Promise<void> }>}
 */
async function prepareDatabase(env) {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  env.DATA_DIR = dataDir;
  /** @type {null | { stop: () => Promise<void> }} */
  let embedded = null;

  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres, ensureDatabase } = await import('./embedded-postgres.mjs');
    say(`Starting the embedded PostgreSQL (data in ${path.join(dataDir, 'postgres')})...`);
    const server = await startEmbeddedPostgres({
      dataDir,
      // Its own steps (creating, reusing) and real trouble; not postgres' routine chatter.
      log: (line) => {
        if (/ERROR|FATAL|PANIC/.test(line)) console.error(line);
        else if (!line.startsWith('[postgres]')) say(line);
      },
    });
    embedded = server;
    env.DATABASE_URL = await ensureDatabase(server.url, 'groundwork');
    // A fresh embedded database gets the demo company so there is something to log in to.
    if (env.SEED_DEMO === undefined) env.SEED_DEMO = 'true';
  }
  return embedded;
}

async function run() {
  const env = { ...process.env };
  const embedded = await prepareDatabase(env);

  // The IPC channel lets the BFF notice when this launcher is gone (even after a SIGKILL).
  const bff = spawn(process.execPath, [...BFF_NODE_FLAGS, path.join(ROOT, 'bff/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });

  let stopping = false;
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    // Ctrl+C already reached the BFF (same process group); a signal sent to this process alone
    // did not, so pass it on if the BFF is still there a moment later.
    const forward = setTimeout(() => bff.kill(signal), signal === 'SIGINT' ? 3000 : 0);
    const force = setTimeout(() => bff.kill('SIGKILL'), 20_000);
    bff.once('exit', () => {
      clearTimeout(forward);
      clearTimeout(force);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));

  const code = await new Promise((resolve) => {
    bff.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  // The database stops only after the BFF has closed its connections.
  if (embedded) {
    say('Stopping the embedded PostgreSQL...');
    await embedded.stop();
  }
  say('Stopped.');
  process.exit(stopping ? 0 : code);
}

/** Runs a command in the repository root and stops here when it fails. */
function exec(/** @type {string} */ command, /** @type {string[]} */ args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[groundwork] "${command} ${args.join(' ')}" failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

/** Like exec, without blocking the other builds; stops here when the command fails. */
function execAsync(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('exit', (code) => {
      if (code === 0) return resolve(undefined);
      console.error(`[groundwork] "${path.basename(command)} ${args.join(' ')}" in ${path.relative(ROOT, cwd) || '.'} failed; see the output above.`);
      process.exit(code ?? 1);
    });
  });
}

// The bench (e2e/bench/run.mjs) and `npm run security` reuse the staleness check, `npm run dev`
// (dev.js) the install and the database; only `node bff/bin/start.js` starts the app.
module.exports = { REMOTES, buildStalePackages, installDependencies, prepareDatabase, say };

if (require.main === module) {
  main().catch((error) => {
    console.error(`[groundwork] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
