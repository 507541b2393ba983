// @ts-check
// PostgreSQL helpers of the bench: a fresh database per run, made and dropped on the same server.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local server the bench uses when nothing else is named (trust auth, as on CI). */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server's maintenance database, from which databases are created and dropped. */
export function maintenanceUrl(/** @type {string} */ databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseName(/** @type {string} */ databaseUrl) {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** A URL naming a database that does not exist yet, on the server of `serverUrl`. */
export function freshDatabaseUrl(/** @type {string} */ serverUrl, prefix = 'groundwork_bench') {
  const url = new URL(serverUrl);
  url.pathname = `/${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  return url.toString();
}

/** Runs `work` with one connected client, always closed afterwards. */
export async function withClient(/** @type {string} */ databaseUrl, /** @type {(client: pg.Client) => Promise<any>} */ work) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'groundwork-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const quoteIdent = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database of `databaseUrl` unless it exists; says whether it made it. */
export async function ensureDatabase(/** @type {string} */ databaseUrl) {
  const name = databaseName(databaseUrl);
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
    return true;
  });
}

/** Drops the database, ending the connections a killed BFF may have left behind. */
export async function dropDatabase(/** @type {string} */ databaseUrl) {
  const name = databaseName(databaseUrl);
  await withClient(maintenanceUrl(databaseUrl), (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}
