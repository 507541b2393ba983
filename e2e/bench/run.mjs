#!/usr/bin/env node
// @ts-check
// `npm run bench [-- --smoke] [--only=lists,websocket] [--database-url=postgres://...] [--keep]`:
// builds what is stale, makes a fresh database filled by the scale seed, starts the production BFF
// on it, runs every section found under sections/ in the fixed order, prints one table and writes
// it to results/. Figures are reported, not asserted: the exit code is non-zero only when the bench
// itself broke (the set-up failed or a section threw).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/bff-dist.mjs';
import { freePort, startBff } from './lib/bff-process.mjs';
import { buildStale } from './lib/build.mjs';
import { dropDatabase, freshDatabaseUrl } from './lib/database.mjs';
import { loader } from './lib/load.mjs';
import { postgresServer } from './lib/postgres-server.mjs';
import { markdownReport, printTable, tally, updateReadme, writeMarkdown } from './lib/report.mjs';
import { sessionPool } from './lib/sessions.mjs';
import { seedScale } from './seed-scale.mjs';

/** The sections, in the order they run (each file is optional until its engineer adds it). */
export const SECTIONS = ['floor', 'reads', 'writes', 'photos', 'lists', 'websocket', 'bytes', 'precache', 'lighthouse', 'start'];
const BENCH_DIR = path.join(ROOT, 'e2e/bench');
const SMOKE_SCALE = 0.001;
/** How long each load figure runs, after a warm-up of the same load that is not counted (lib/load.mjs). */
const LOAD_TIMES = { full: { seconds: 10, warmupSeconds: 3 }, smoke: { seconds: 2, warmupSeconds: 1 } };

function parseArguments(/** @type {string[]} */ argv) {
  const options = {
    smoke: false,
    keep: false,
    /** @type {string[] | null} */ only: null,
    /** @type {string | null} */ databaseUrl: null,
    // The first of the ports the bench takes (the BFF; each extra instance the next one); unset,
    // each instance gets a port the system says is free, so a busy port never breaks a CI run.
    /** @type {number | null} */ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null,
  };
  for (const argument of argv) {
    if (argument === '--smoke') options.smoke = true;
    else if (argument === '--keep') options.keep = true;
    else if (argument.startsWith('--only='))
      options.only = argument
        .slice('--only='.length)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    else if (argument.startsWith('--database-url=')) options.databaseUrl = argument.slice('--database-url='.length);
    else if (argument.startsWith('--port=')) options.port = Number(argument.slice('--port='.length));
    else throw new Error(`Unknown option ${argument} (use --smoke, --only=<section,...>, --database-url=<url>, --keep, --port=<n>)`);
  }
  const unknown = (options.only ?? []).filter((name) => !SECTIONS.includes(name));
  if (unknown.length) throw new Error(`Unknown section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  if (options.port !== null && (!Number.isInteger(options.port) || options.port < 1 || options.port > 65000)) {
    throw new Error('--port (or BENCH_PORT) must be a port number');
  }
  return options;
}

async function main() {
  const loadAtStart = os.loadavg()[0];
  const options = parseArguments(process.argv.slice(2));
  const loadTimes = options.smoke ? LOAD_TIMES.smoke : LOAD_TIMES.full;
  const say = (/** @type {string} */ line) => console.log(`[bench] ${line}`);
  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error(`[bench] clean-up: ${error.message}`));
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    say('Interrupted: stopping the BFFs and dropping the database...');
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  /** @type {import('./lib/report.mjs').Row[]} */
  const rows = [];
  let broken = false;
  try {
    say('Building what is stale...');
    await buildStale();

    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const server = await postgresServer(say);
      if (!options.keep) cleanups.push(() => server.stop());
      databaseUrl = freshDatabaseUrl(server.url);
      const made = /** @type {string} */ (databaseUrl);
      if (!options.keep) cleanups.push(() => dropDatabase(made));
      say(`Seeding ${new URL(databaseUrl).pathname.slice(1)} (${options.smoke ? 'smoke scale' : 'full scale'})...`);
      const seeded = await seedScale({ databaseUrl, scale: options.smoke ? SMOKE_SCALE : 1, log: (line) => console.log(line) });
      // The target: the company-sized seed runs in under 10 minutes here.
      rows.push({
        section: 'seed',
        figure: `npm run seed:scale (${seeded.counts.messages.toLocaleString('en-US')} messages, ${Object.values(seeded.counts)
          .reduce((sum, n) => sum + n, 0)
          .toLocaleString('en-US')} rows)`,
        value: `${seeded.seconds.toFixed(1)} s`,
        target: '< 600 s',
        pass: options.smoke ? null : seeded.seconds < 600,
      });
      if (options.keep) say(`The database stays: ${databaseUrl}`);
    } else {
      say(`Reusing the seeded database ${new URL(databaseUrl).pathname.slice(1)}`);
    }

    const sessionSecret = randomBytes(32).toString('hex');
    let nextPort = options.port;
    const seededUrl = /** @type {string} */ (databaseUrl);
    const launch = async (/** @type {Record<string, string>} */ env = {}) => {
      const port = nextPort === null ? await freePort() : nextPort++;
      const instance = await startBff({ databaseUrl: seededUrl, port, sessionSecret, env });
      cleanups.push(() => instance.stop());
      return instance;
    };
    const bff = await launch();
    say(`The production BFF answers on ${bff.url}`);

    const { seconds, warmupSeconds } = loadTimes;
    const ctx = {
      smoke: options.smoke,
      seconds,
      warmupSeconds,
      root: ROOT,
      databaseUrl: seededUrl,
      bff: { url: bff.url, port: bff.port },
      startBff: launch,
      sessions: sessionPool(bff.url, seededUrl),
      load: loader(seconds, warmupSeconds),
      /** @type {{ rps: number, p99: number } | null} */
      floor: null,
    };

    for (const name of SECTIONS) {
      if (options.only && !options.only.includes(name)) continue;
      const file = path.join(BENCH_DIR, 'sections', `${name}.mjs`);
      if (!fs.existsSync(file)) continue;
      const sectionRows = await runSection(name, file, ctx);
      if (sectionRows.some((row) => row.figure === SECTION_FAILED)) broken = true;
      rows.push(...sectionRows);
    }
  } catch (error) {
    broken = true;
    console.error(`[bench] The bench broke: ${/** @type {Error} */ (error).stack ?? error}`);
  } finally {
    await cleanUp();
  }

  printTable(rows);
  // Only a full run (every section, full scale) is the committed "latest table"; a smoke run or a
  // partial one (--only) is written beside it and never replaces it.
  const isFullRun = !options.smoke && !options.only;
  const resultFile = path.join(BENCH_DIR, 'results', isFullRun ? 'latest.md' : options.smoke ? 'smoke.md' : 'partial.md');
  const markdown = markdownReport(rows, { smoke: options.smoke, ...loadTimes, sections: [...new Set(rows.map((row) => row.section))], loadAtStart });
  writeMarkdown(resultFile, markdown);
  say(`Table written to ${path.relative(ROOT, resultFile)}`);
  if (isFullRun && updateReadme(path.join(BENCH_DIR, 'README.md'), markdown)) say('and to e2e/bench/README.md');
  if (broken) say('The bench itself broke (see above): exit code 1');
  const { failed } = tally(rows);
  if (!options.smoke && failed) say('Targets missed are reported, not asserted: exit code 0');
  process.exit(broken ? 1 : 0);
}

const SECTION_FAILED = 'section failed';

/**
 * Imports and runs one section; what it throws becomes one failed row, so one broken section
 * never hides the others' figures. In smoke mode nothing is judged against its target.
 * @returns {Promise<import('./lib/report.mjs').Row[]>}
 */
async function runSection(/** @type {string} */ name, /** @type {string} */ file, /** @type {any} */ ctx) {
  console.log(`[bench] Section ${name}...`);
  const started = performance.now();
  try {
    const section = await import(pathToFileURL(file).href);
    if (typeof section.run !== 'function') throw new Error(`${name}.mjs exports no run(ctx)`);
    const title = typeof section.title === 'string' ? section.title : name;
    const rows = /** @type {Array<{ figure: string, value: string, target: string, pass: boolean | null }>} */ (await section.run(ctx));
    if (!Array.isArray(rows)) throw new Error(`${name}.mjs run(ctx) returned no rows`);
    console.log(`[bench] Section ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return rows.map((row) => ({
      section: title,
      figure: String(row.figure),
      value: String(row.value),
      target: String(row.target),
      pass: ctx.smoke ? null : (row.pass ?? null),
    }));
  } catch (error) {
    console.error(`[bench] Section ${name} threw: ${/** @type {Error} */ (error).stack ?? error}`);
    const message = /** @type {Error} */ (error).message ?? String(error);
    return [{ section: name, figure: SECTION_FAILED, value: message.split('\n')[0].slice(0, 160), target: 'runs to the end', pass: false }];
  }
}

await main();
