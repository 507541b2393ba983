#!/usr/bin/env node
// @ts-check
// `npm test`: every test on a fresh clone. Installs dependencies when node_modules is missing,
// makes sure a Chromium is there for the browser tests, runs the linters, every jest suite and then
// the Playwright suite, and ends with one "N passed, N failed" line. Exits non-zero on any failure.
// Only Node built-ins are used, so this file runs before the install.
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const JEST_PACKAGES = ['bff', 'shell', 'mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
const say = (/** @type {string} */ line) => console.log(`\n[groundwork test] ${line}`);

/** @typedef {{ name: string, passed: number, failed: number, ok: boolean, failures: string[] }} SuiteResult */

function main() {
  installDependencies();
  const chromium = ensureChromium();
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-test-'));
  /** @type {SuiteResult[]} */
  const results = [];

  results.push(runLint());
  for (const pkg of JEST_PACKAGES) {
    if (!hasTests(pkg)) continue;
    results.push(runJest(pkg, pkg, reports, {}));
  }
  // CI also proves the BFF against a standalone PostgreSQL server (.ci/run sets this).
  const extraDatabase = process.env.GROUNDWORK_EXTRA_DATABASE_URL;
  if (extraDatabase) {
    results.push(runJest('bff', 'bff (standalone PostgreSQL)', reports, { DATABASE_URL: extraDatabase }));
  }
  results.push(runPlaywright(reports, chromium));
  // After the browser suite, whose start built the front end the launcher test starts with.
  results.push(runFaults(reports));
  results.push(runBenchSmoke());

  console.log('\n[groundwork test] Summary');
  for (const r of results) {
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
    // Named here, at the end, because a CI log is often read from its tail only.
    for (const failure of r.failures) console.log(`       ${failure.replace(/\n/g, '\n         ')}`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const allOk = results.every((r) => r.ok);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(allOk && failed === 0 ? 0 : 1);
}

function installDependencies() {
  if (fs.existsSync(path.join(ROOT, 'node_modules'))) return;
  say('Installing dependencies...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('npm ci failed; see the output above.');
}

/** The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's, installed when root. */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    say("Installing Debian's chromium for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install.status === 0 && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return fail(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
}

/** A package takes part once it has a test script and at least one test file. */
function hasTests(/** @type {string} */ pkg) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  if (!manifest.scripts || !manifest.scripts.test) return false;
  const isTest = (/** @type {string} */ name) => /\.(test|spec|e2e-spec)\.tsx?$/.test(name);
  const search = (/** @type {string} */ dir) => {
    if (!fs.existsSync(dir)) return false;
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .some((entry) =>
        entry.isDirectory() ? entry.name !== 'node_modules' && entry.name !== 'dist' && search(path.join(dir, entry.name)) : isTest(entry.name),
      );
  };
  return search(path.join(ROOT, pkg));
}

/**
 * `npm run lint` (ESLint over every package, then Prettier's check) as one test: passed when it
 * exits 0; its own output names each problem.
 * @returns {SuiteResult}
 */
function runLint() {
  say('lint: npm run lint');
  const result = spawnSync('npm', ['run', 'lint'], { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  return settle(
    'lint (ESLint, Prettier)',
    ok ? 1 : 0,
    ok ? 0 : 1,
    ok,
    ok ? [] : ['npm run lint failed; its output above names each problem (`npm run format` fixes formatting).'],
  );
}

/** @returns {SuiteResult} */
function runJest(/** @type {string} */ pkg, /** @type {string} */ name, /** @type {string} */ reports, /** @type {Record<string, string>} */ extraEnv) {
  say(`jest: ${name}`);
  const report = path.join(reports, `${name.replace(/\W+/g, '_')}.json`);
  const result = spawnSync('npm', ['test', '-w', pkg, '--', '--ci', '--json', `--outputFile=${report}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  const counts = readJson(report);
  return settle(
    name,
    counts ? counts.numPassedTests : 0,
    counts ? counts.numFailedTests : 0,
    result.status === 0 && Boolean(counts),
    counts ? jestFailures(counts) : [],
  );
}

/** @returns {SuiteResult} */
function runPlaywright(/** @type {string} */ reports, /** @type {string} */ chromium) {
  say('playwright: e2e');
  const report = path.join(reports, 'playwright.json');
  const result = spawnSync('npm', ['test', '-w', 'e2e'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  return playwrightResult('e2e (Playwright)', report, result.status);
}

/**
 * The bench and the scale seed as a smoke test (tiny data, 2-second loads, targets not judged), so
 * both keep working; one passed test when `node e2e/bench/run.mjs --smoke` exits 0. The full bench
 * is on demand (`npm run bench`).
 * @returns {SuiteResult}
 */
function runBenchSmoke() {
  say('bench: node e2e/bench/run.mjs --smoke');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'e2e/bench/run.mjs'), '--smoke'], { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  return settle('bench (smoke)', ok ? 1 : 0, ok ? 0 : 1, ok);
}

/** e2e/faults: processes killed and restarted, a database stopped, two instances behind a proxy. */
function runFaults(/** @type {string} */ reports) {
  say('faults: e2e/faults');
  const report = path.join(reports, 'faults.json');
  const result = spawnSync('npm', ['run', 'faults', '-w', 'e2e'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  return playwrightResult('e2e/faults', report, result.status);
}

/** A Playwright run's counts and failures from its JSON report (flaky tests passed on a retry). */
function playwrightResult(/** @type {string} */ name, /** @type {string} */ report, /** @type {number | null} */ status) {
  const json = readJson(report);
  const stats = json?.stats;
  return settle(
    name,
    stats ? stats.expected + stats.flaky : 0,
    stats ? stats.unexpected : 0,
    status === 0 && Boolean(stats),
    json ? playwrightFailures(json) : [],
  );
}

/**
 * A suite that broke before counting (a crash, a server that never started) counts as a failure.
 * @returns {SuiteResult}
 */
function settle(
  /** @type {string} */ name,
  /** @type {number} */ passed,
  /** @type {number} */ failed,
  /** @type {boolean} */ ok,
  /** @type {string[]} */ failures = [],
) {
  return { name, passed, failed: ok ? failed : Math.max(failed, 1), ok, failures };
}

/** The first lines of an error, without colour codes: enough to tell one failure from another. */
function gist(/** @type {string} */ message) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join('\n');
}

/** Every failed test (or test file that did not run) in a jest --json report, with its file. */
function jestFailures(/** @type {any} */ report) {
  /** @type {string[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed');
    for (const test of failed) failures.push(`${where} > ${test.fullName}\n${gist((test.failureMessages ?? []).join('\n'))}`);
    if (failed.length === 0 && file.status === 'failed') failures.push(`${where}\n${gist(file.message ?? '')}`);
  }
  return failures;
}

/**
 * Every unexpected result in a Playwright JSON report, with its file and title path, and every
 * flaky one (passed on a retry: counted as passed, but named with its first error, to be found).
 */
function playwrightFailures(/** @type {any} */ report) {
  /** @type {string[]} */
  const failures = [];
  const visit = (/** @type {any} */ suite, /** @type {string[]} */ titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const errors = (test.results ?? []).flatMap((/** @type {any} */ result) => result.errors ?? []);
        const label = test.status === 'flaky' ? 'flaky (passed on a retry): ' : '';
        failures.push(
          `${label}${spec.file} > ${[...titles, spec.title].join(' > ')}\n${gist(errors.map((/** @type {any} */ e) => e.message ?? '').join('\n'))}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // Top-level suites are files (named by spec.file); nested ones are describe blocks.
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) failures.push(gist(error.message ?? ''));
  return failures;
}

function readJson(/** @type {string} */ file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @returns {never} */
function fail(/** @type {string} */ message) {
  console.error(`[groundwork test] ${message}`);
  process.exit(1);
}

main();
