// A throwaway embedded PostgreSQL cluster of a test's own, which the test may stop and start
// again on the same port (never the shared server other tests and people use).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface StoppablePostgres {
  /** URL of the `postgres` maintenance database. */
  serverUrl: string;
  /** A database created on it for the app. */
  databaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  destroy(): Promise<void>;
}

const EMBEDDED_MODULE = pathToFileURL(path.join(__dirname, '..', '..', 'bin', 'embedded-postgres.mjs')).href;

/**
 * Starts the cluster in `dataDir` through the launcher's own module, in a child process (jest's
 * module system cannot import an .mjs file); postgres runs detached, so it outlives that child.
 * Without a `port`, the module picks a free one. Returns the maintenance database's URL.
 */
function startCluster(dataDir: string, port?: number): string {
  const options = port === undefined ? { dataDir } : { dataDir, port };
  const script = `
    const { startEmbeddedPostgres, ensureDatabase } = await import(${JSON.stringify(EMBEDDED_MODULE)});
    const server = await startEmbeddedPostgres(${JSON.stringify(options)});
    await ensureDatabase(server.url, 'groundwork_faults');
    console.log(JSON.stringify({ url: server.url }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return (JSON.parse(output.trim().split('\n').pop() as string) as { url: string }).url;
}

/** Fast shutdown (SIGINT) of the cluster's postmaster, waiting until it is gone. */
async function stopCluster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
}

/** A cluster of its own on a free port (so two test runs at once never meet), to stop and start. */
export async function startStoppablePostgres(): Promise<StoppablePostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-faults-pg-'));
  const serverUrl = startCluster(dataDir);
  // Restarts keep the port the first start was given.
  const port = Number(new URL(serverUrl).port);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = '/groundwork_faults';
  let running = true;
  return {
    serverUrl,
    databaseUrl: databaseUrl.toString(),
    dataDir,
    async stop() {
      await stopCluster(dataDir);
      running = false;
    },
    async start() {
      if (!running) startCluster(dataDir, port);
      running = true;
    },
    async destroy() {
      await stopCluster(dataDir);
      running = false;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
