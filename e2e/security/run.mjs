#!/usr/bin/env node
// `npm run security`: the production build on a fresh database, one logged-in user per role, then
// sqlmap, wapiti, ffuf and our own checks against it (loopback only, bounded in time). Prints the
// findings table and exits 1 on any high or medium finding. See e2e/security/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBruteForce, checkCookieFlags, checkEnumeration, checkResetTokens, checkSecurityHeaders, checkSessionFixation } from './checks/auth.mjs';
import { checkAccessMatrix, checkIdor } from './checks/access.mjs';
import { checkAccountLockout, checkPinGuessing, checkPrintInjection, checkSlowBody, checkSocketAfterLogout } from './checks/abuse.mjs';
import { checkCsrf } from './checks/csrf.mjs';
import { checkStoredXss } from './checks/xss.mjs';
import { Findings } from './lib/findings.mjs';
import { discoverRoutes } from './lib/routes.mjs';
import { sampleRequests } from './lib/samples.mjs';
import { buildStale, createDatabase, dropDatabase, startBff } from './lib/server.mjs';
import { registerPerson, seed } from './lib/seed.mjs';
import { runFfufBodies, runFfufPaths } from './tools/ffuf.mjs';
import { runSqlmap } from './tools/sqlmap.mjs';
import { runWapiti } from './tools/wapiti.mjs';

// Ports: GW_SECURITY_PORT (the scanned BFF), +1 and +2 (the brute-force pair), +3 (the CSRF page).
const PORT = Number(process.env.GW_SECURITY_PORT ?? 4400);
const QUICK = process.env.GW_SECURITY_QUICK === '1'; // own checks only (development)
const say = (line) => console.log(`[security] ${line}`);

async function databaseServer() {
  if (process.env.GW_SECURITY_DATABASE_SERVER) return { url: process.env.GW_SECURITY_DATABASE_SERVER, stop: async () => undefined };
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: local, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    return { url: local, stop: async () => undefined };
  } catch {
    say('No PostgreSQL on 127.0.0.1:5432: starting an embedded one in a temporary folder');
    const { startEmbeddedPostgres } = await import('../../bff/bin/embedded-postgres.mjs');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-security-pg-'));
    const server = await startEmbeddedPostgres({ dataDir });
    return { url: server.url, stop: server.stop };
  }
}

async function step(findings, name, work) {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    findings.add(name, '-', `the check itself failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300), 'medium');
  }
  say(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const started = Date.now();
  say('Building what is stale...');
  await buildStale();
  const findings = new Findings();
  const routes = discoverRoutes();
  say(`${routes.length} /api routes read from bff/dist`);
  const server = await databaseServer();
  const databases = [];
  const running = [];
  try {
    const main = await createDatabase(server.url);
    databases.push(main.name);
    const bff = await startBff({ port: PORT, databaseUrl: main.url, raisedLimits: true });
    running.push(bff);
    const { baseUrl } = bff;
    const { people, ids, siteA } = await seed(baseUrl);
    const samples = sampleRequests({ people, ids, siteA });
    const context = { baseUrl, databaseUrl: main.url, routes, people, ids, siteA, samples, findings };

    await step(findings, 'matrix', () => checkAccessMatrix(context));
    await step(findings, 'idor', () => checkIdor(context));
    await step(findings, 'session', () => checkSessionFixation(context));
    await step(findings, 'cookie flags', () => checkCookieFlags(context));
    await step(findings, 'headers', () => checkSecurityHeaders(context));
    await step(findings, 'csrf', () => checkCsrf({ ...context, evilPort: PORT + 3 }));
    await step(findings, 'xss', () => checkStoredXss(context));
    await step(findings, 'reset tokens', () => checkResetTokens({ ...context, dataDir: bff.dataDir, person: people.B.client }));
    await step(findings, 'enumeration', () => checkEnumeration({ ...context, person: people.B.foreman }));

    if (!QUICK) {
      await step(findings, 'sqlmap', () => runSqlmap({ ...context, perRunMs: 120_000, width: 3 }));
      const wapitiAdmin = await registerPerson(baseUrl, 'admin', 'W');
      await step(findings, 'wapiti', () => runWapiti({ ...context, cookie: wapitiAdmin.cookie, maxScanSeconds: 120 }));
      await step(findings, 'ffuf paths', () => runFfufPaths({ ...context, cookie: people.A.admin.cookie, timeoutMs: 60_000 }));
      await step(findings, 'ffuf bodies', () => runFfufBodies({ ...context, timeoutMs: 60_000, width: 2 }));
    }
    // Anything the server logged as an error during the scans (a 5xx is logged with its correlation id).
    const errors = bff.errorLines();
    if (errors.length) findings.add('bff log', baseUrl, `${errors.length} ERROR lines, e.g. ${errors[0].slice(0, 200)} (log kept: ${bff.logFile})`, 'medium');
    await bff.stop({ keep: findings.blocking.length > 0 });
    running.pop();

    // The attacks on the limits, on a database of their own: two instances with the defaults.
    const limited = await createDatabase(server.url);
    databases.push(limited.name);
    const pair = [await startBff({ port: PORT + 1, databaseUrl: limited.url }), await startBff({ port: PORT + 2, databaseUrl: limited.url })];
    running.push(...pair);
    const instances = pair.map((instance) => instance.baseUrl);
    await step(findings, 'brute force', async () => {
      const victim = await registerPerson(instances[0], 'worker', 'V');
      await checkBruteForce({ instances, email: victim.email, findings });
    });
    await step(findings, 'account lockout', () => checkAccountLockout({ instances, findings }));
    await step(findings, 'socket after logout', () => checkSocketAfterLogout({ instances, findings }));
    await step(findings, 'print injection', () => checkPrintInjection({ instances, findings }));
    await step(findings, 'slow body', () => checkSlowBody({ instances, findings }));
    // Last: it closes admin sign-up on this database.
    await step(findings, 'pin guessing', () => checkPinGuessing({ instances, findings }));
  } finally {
    await Promise.all(running.map((instance) => instance.stop({ keep: findings.blocking.length > 0 })));
    for (const name of databases) await dropDatabase(server.url, name).catch((error) => say(`could not drop ${name}: ${error.message}`));
    await server.stop();
  }

  const table = findings.table();
  console.log(`\n## Findings (${new Date().toISOString()}, ${os.cpus().length} cores, ${Math.round((Date.now() - started) / 1000)} s)\n\n${table}`);
  fs.writeFileSync(path.join(os.tmpdir(), 'groundwork-security-findings.md'), table);
  if (findings.blocking.length) {
    say(`${findings.blocking.length} high or medium findings: failing`);
    process.exit(1);
  }
  say('No high or medium findings');
}

main().catch((error) => {
  console.error(`[security] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
