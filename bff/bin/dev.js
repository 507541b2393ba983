#!/usr/bin/env node
// @ts-check
// `npm run dev`: the whole app from its sources, on one origin as in production
// (http://localhost:${PORT:-3000}). The shell's webpack dev server is the front door: it serves
// the shell and proxies /api, /ws and /remotes.json to the BFF, and /remotes/<folder>/ (hot-update
// sockets included) to that remote's own dev server. So the BFF runs exactly as in production
// (its own flags, on the embedded PostgreSQL `npm start` uses), only restarted on every change
// (`tsc -w` writes bff/dist, `node --watch` restarts on what it wrote), and every front-end
// package is hot updated with React Fast Refresh.
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');
const { BFF_NODE_FLAGS } = require('./node-flags');
const { REMOTES, installDependencies, prepareDatabase, say } = require('./start');

const ROOT = path.resolve(__dirname, '../..');

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

async function main() {
  installDependencies();
  const { freePort } = await import('./embedded-postgres.mjs');
  const env = { ...process.env };
  const embedded = await prepareDatabase(env);
  const port = Number(env.PORT) || 3000;
  const appOrigin = `http://localhost:${port}`;
  const bffPort = await freePort();

  const bff = await startBff({ ...env, PORT: String(bffPort), PUBLIC_URL: env.PUBLIC_URL || appOrigin });

  /** @type {Record<string, string>} */
  const remoteServers = {};
  for (const folder of REMOTES) {
    const remotePort = await freePort();
    remoteServers[folder] = `http://127.0.0.1:${remotePort}`;
    startDevServer(folder, { ...process.env, DEV_SERVER_PORT: String(remotePort), DEV_PUBLIC_PATH: `/remotes/${folder}/`, APP_ORIGIN: appOrigin });
  }
  startDevServer('shell', {
    ...process.env,
    DEV_SERVER_PORT: String(port),
    BFF_URL: `http://127.0.0.1:${bffPort}`,
    REMOTE_DEV_SERVERS: JSON.stringify(remoteServers),
  });

  await waitFor(`http://127.0.0.1:${bffPort}/api/health`);
  await waitFor(`http://127.0.0.1:${port}/`);
  say(`Groundwork (development) on ${appOrigin}: the BFF restarts and the pages update as you save. Ctrl+C stops.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('Stopping...');
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
    );
    // The database stops only after the BFF has closed its connections.
    if (embedded) await embedded.stop();
    say('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('SIGHUP', stop);
  bff.once('exit', (code) => {
    if (!stopping) {
      say(`The BFF's watcher exited (${code}); stopping.`);
      void stop();
    }
  });
}

/**
 * `tsc -w` compiles the BFF into bff/dist; once its first pass is done, `node --watch` runs it
 * with the production flags and restarts it whenever tsc rewrites a file it loaded.
 * @param {NodeJS.ProcessEnv} env
 */
async function startBff(env) {
  const tsc = require.resolve('typescript/bin/tsc', { paths: [ROOT] });
  const compiler = run('bff:tsc', process.execPath, [tsc, '-w', '--preserveWatchOutput', '-p', 'tsconfig.build.json'], path.join(ROOT, 'bff'), process.env);
  await new Promise((resolve) => {
    compiler.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      if (chunk.toString().includes('Watching for file changes')) resolve(undefined);
    });
  });
  // The IPC channel lets the BFF notice when this launcher is gone (even after a SIGKILL).
  return run('bff', process.execPath, ['--watch', ...BFF_NODE_FLAGS, path.join(ROOT, 'bff/dist/main.js')], ROOT, env, true);
}

/** `webpack serve` in a front-end package (its config's devServer: shell/federation/shared-config.js). */
function startDevServer(/** @type {string} */ folder, /** @type {NodeJS.ProcessEnv} */ env) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  return run(folder, process.execPath, [webpackCli, 'serve'], path.join(ROOT, folder), env);
}

/**
 * Starts a child whose output lines are prefixed with its name.
 * @param {string} name @param {string} command @param {string[]} args @param {string} cwd
 * @param {NodeJS.ProcessEnv} env @param {boolean} [ipc]
 */
function run(name, command, args, cwd, env, ipc = false) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? /** @type {const} */ (['ipc']) : [])] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return child;
}

/** Resolves once `url` answers (any status), polling every half second. */
async function waitFor(/** @type {string} */ url) {
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

main().catch((error) => {
  console.error(`[groundwork] ${error instanceof Error ? error.message : String(error)}`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
