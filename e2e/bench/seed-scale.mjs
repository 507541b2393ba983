#!/usr/bin/env node
// @ts-check
// `npm run seed:scale [-- <database-url>] [--smoke | --scale=<0..1>]`: fills a fresh database with a
// company-sized data set after running the app's own migrations. Every row is generated
// by PostgreSQL itself (INSERT ... SELECT generate_series), two statements at a time, so a million
// messages take seconds rather than a million round trips. The rows keep the app's rules: one shift
// a day per worker and none inside approved time off, no overlapping live time off, at most one
// active break per person (here: none), paid rows with a payment date, invoice numbers
// INV-<year>-NNNN unique, money as exact numerics.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hashPassword, inventoryItems, migrate } from './lib/bff-dist.mjs';
import { ensureDatabase, withClient } from './lib/database.mjs';
import { scaleCounts } from './lib/scale-counts.mjs';
import { EMAIL_DOMAIN, PASSWORD, SEEDED_TABLES, seedSteps } from './lib/seed-steps.mjs';

export { EMAIL_DOMAIN, PASSWORD };

/**
 * Migrates and fills `databaseUrl` (created when missing; refused when it already holds users).
 * @param {{ databaseUrl: string, scale: number, log?: (line: string) => void, parallel?: number }} options
 */
export async function seedScale({ databaseUrl, scale, log = console.log, parallel = 2 }) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const counts = scaleCounts(scale);
  await ensureDatabase(databaseUrl);
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS migrated`);
    if (rows[0].migrated && (await client.query('SELECT 1 FROM users LIMIT 1')).rowCount) {
      throw new Error('The database already holds users: the scale seed fills only a fresh, empty database');
    }
  });
  await migrate(databaseUrl);
  log(`[seed:scale] migrated in ${seconds()} s; seeding at scale ${scale}`);
  const passwordHash = await hashPassword(PASSWORD);
  const steps = seedSteps(counts, { passwordHash, checklist: inventoryItems() });
  await runSteps(databaseUrl, steps, parallel, (name, ms) => log(`[seed:scale] ${name.padEnd(24)} ${(ms / 1000).toFixed(1)} s`));
  const tableCounts = await withClient(databaseUrl, async (client) => {
    // A database in use has been vacuumed: visibility map and hint bits set, statistics fresh. Without
    // it the first benchmark reads would pay for the bulk load (hint-bit writes, heap fetches).
    await client.query('VACUUM (ANALYZE)');
    // And its pages are on disk: without a CHECKPOINT the checkpointer writes the bulk load's
    // dirty pages over the next minutes (0.9 of checkpoint_timeout), during the first figures.
    await client
      .query('CHECKPOINT')
      .catch((/** @type {Error} */ error) => log(`[seed:scale] no CHECKPOINT (${error.message}): the first figures may pay for writing the load`));
    /** @type {Record<string, number>} */
    const result = {};
    for (const table of SEEDED_TABLES) {
      result[table] = Number((await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
    }
    return result;
  });
  log(`[seed:scale] vacuumed and analyzed at ${seconds()} s`);
  for (const [table, count] of Object.entries(tableCounts)) log(`[seed:scale] ${table.padEnd(24)} ${count.toLocaleString('en-US').padStart(10)} rows`);
  log(`[seed:scale] done in ${seconds()} s (logins: <role><n>@${EMAIL_DOMAIN} / ${PASSWORD})`);
  return { counts: tableCounts, seconds: Number(seconds()) };
}

/** Runs each step once the steps it reads are done, at most `parallel` at a time. */
async function runSteps(
  /** @type {string} */ databaseUrl,
  /** @type {ReturnType<typeof seedSteps>} */ steps,
  /** @type {number} */ parallel,
  /** @type {(name: string, ms: number) => void} */ onDone,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: parallel, application_name: 'groundwork-seed-scale' });
  /** @type {Map<string, Promise<void>>} */
  const finished = new Map();
  try {
    for (const step of steps) {
      const dependencies = (step.after ?? []).map((name) => finished.get(name));
      const run = Promise.all(dependencies).then(async () => {
        const client = await pool.connect();
        try {
          // Sorting and hashing a few hundred thousand candidates stays in memory.
          await client.query(`SET work_mem = '256MB'`);
          await client.query('SET synchronous_commit = off');
          const begun = performance.now();
          await client.query(step.sql, step.params ?? []);
          onDone(step.name, performance.now() - begun);
        } catch (error) {
          throw new Error(`seed step ${step.name} failed: ${/** @type {Error} */ (error).message}`);
        } finally {
          client.release();
        }
      });
      // A failed step fails the seed once, not once more per step waiting on it.
      run.catch(() => undefined);
      finished.set(step.name, run);
    }
    await Promise.all(finished.values());
  } finally {
    await pool.end();
  }
}

function parseArguments(/** @type {string[]} */ argv) {
  let scale = 1;
  let databaseUrl = process.env.DATABASE_URL;
  for (const argument of argv) {
    if (argument === '--smoke') scale = 0.001;
    else if (argument.startsWith('--scale=')) scale = Number(argument.slice('--scale='.length));
    else if (argument.startsWith('--database-url=')) databaseUrl = argument.slice('--database-url='.length);
    else if (!argument.startsWith('--')) databaseUrl = argument;
    else throw new Error(`Unknown option ${argument} (use --smoke, --scale=<0..1> and a database URL)`);
  }
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be a number above 0 and at most 1');
  if (!databaseUrl) throw new Error('Name the database: npm run seed:scale -- postgres://... (or set DATABASE_URL)');
  return { scale, databaseUrl };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await seedScale(parseArguments(process.argv.slice(2)));
  } catch (error) {
    console.error(`[seed:scale] ${/** @type {Error} */ (error).message}`);
    process.exitCode = 1;
  }
}
