// @ts-check
// The PostgreSQL server the bench makes its database on: BENCH_POSTGRES_URL when set (`embedded`
// asks for the embedded one), else the one answering on 127.0.0.1:5432, else an embedded
// PostgreSQL of its own in a temporary folder (the launcher's, bff/bin/embedded-postgres.mjs),
// stopped and removed when the bench ends.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './bff-dist.mjs';
import { DEFAULT_SERVER_URL } from './database.mjs';

/** BENCH_POSTGRES_URL=embedded: an embedded server even when another one answers. */
const EMBEDDED = 'embedded';

/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function postgresServer(/** @type {(line: string) => void} */ say) {
  const chosen = process.env.BENCH_POSTGRES_URL;
  if (chosen && chosen !== EMBEDDED) return { url: chosen, stop: async () => undefined };
  const local = new URL(DEFAULT_SERVER_URL);
  if (chosen !== EMBEDDED && (await answers(local.hostname, Number(local.port)))) return { url: DEFAULT_SERVER_URL, stop: async () => undefined };

  say(`${chosen === EMBEDDED ? 'BENCH_POSTGRES_URL=embedded' : 'No PostgreSQL on 127.0.0.1:5432'}: starting an embedded one for this run...`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-bench-pg-'));
  const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(ROOT, 'bff/bin/embedded-postgres.mjs')).href);
  const server = await startEmbeddedPostgres({
    dataDir,
    log: (/** @type {string} */ line) => (/ERROR|FATAL|PANIC/.test(line) ? console.error(line) : undefined),
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function answers(/** @type {string} */ host, /** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
