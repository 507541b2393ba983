// sqlmap on every route that takes a query parameter or a JSON body field, as a role allowed to
// call it. Choices: --level 2 --risk 1 (no OR-based or heavy time payloads that rewrite rows),
// techniques B,E,U,T (stacked queries are off: node-postgres runs one statement per query),
// --time-sec 2, --timeout 5, no --smart (the server never shows SQL errors, so --smart's error
// heuristics would skip every parameter). Each run is capped; a capped run is reported as such.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { concreteRequest } from '../lib/samples.mjs';
import { ROLES } from '../lib/seed.mjs';
import { pool, runTool } from './run-tool.mjs';

const SKIP = new Set(['POST /api/payments/webhook']); // raw body, refused before any query unless Stripe-signed

export function sqlmapTargets(routes) {
  return routes.filter((route) => (route.query.length || route.body.length) && !SKIP.has(`${route.method.toUpperCase()} ${route.path}`));
}

export function parseSqlmap(output) {
  const injectable = [];
  const block = output.split('sqlmap identified the following injection point(s)')[1];
  if (block) for (const match of block.matchAll(/Parameter: (.+?) \((\w+)\)/g)) injectable.push(`${match[1]} (${match[2]})`);
  const errors = /HTTP error codes detected during run:\s*\n?(.*)/.exec(output)?.[1] ?? '';
  // 503 is the designed answer of the payment routes while Stripe is not configured, not a crash.
  const serverErrors = [...errors.matchAll(/(5\d\d) \([^)]*\) - (\d+) times/g)]
    .filter((match) => match[1] !== '503')
    .map((match) => `${match[1]} x${match[2]}`);
  // What was really tried: each parameter sqlmap gave up on, and each technique test it ran.
  const cleared = [...output.matchAll(/parameter '([^']+)' does not seem to be injectable/g)].map((match) => match[1]);
  const tests = (output.match(/\[INFO\] testing '/g) ?? []).length;
  return { injectable, serverErrors, cleared, tests };
}

export async function runSqlmap({ baseUrl, routes, samples, ids, people, findings, perRunMs, width }) {
  const targets = sqlmapTargets(routes);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-sqlmap-'));
  let capped = 0;
  let cleared = 0;
  let tests = 0;
  const started = Date.now();
  await pool(targets, width, async (route, index) => {
    // One output folder per run: parallel runs sharing sqlmap's session.sqlite failed with disk I/O errors.
    const outputDir = path.join(scratch, String(index));
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const role = route.roles === 'public' ? null : ROLES.find((candidate) => route.roles.includes(candidate));
    const request = concreteRequest(route, samples, ids);
    // sqlmap silently ignores parameters named like anti-CSRF tokens ("token"): name them all.
    const fields = [...new Set([...Object.keys(request.body ?? {}), ...new URLSearchParams(request.path.split('?')[1] ?? '').keys()])];
    const named = fields.some((field) => /token|csrf|xsrf/i.test(field)) ? ['-p', fields.join(',')] : [];
    const headers = [...(role ? [`Cookie: ${people.A[role].cookie}`] : []), ...(request.body ? ['Content-Type: application/json'] : [])];
    const args = [
      '-u',
      baseUrl + request.path,
      '--method',
      route.method.toUpperCase(),
      ...(request.body ? ['--data', JSON.stringify(request.body)] : []),
      ...(headers.length ? ['--headers', headers.join('\n')] : []),
      ...named,
      // --batch would skip a parameter whose answer never changes ("possible type casting"): the
      // validation 400 looks like that, so test those too.
      '--dbms=PostgreSQL',
      '--batch',
      '--answers=skip those kind=N',
      '--level=2',
      '--risk=1',
      '--technique=BEUT',
      '--time-sec=2',
      '--timeout=5',
      '--retries=0',
      '--flush-session',
      '--disable-coloring',
      '--output-dir',
      outputDir,
      // A refused login (401) or someone else's id (404) is still an answer to compare injections against.
      '--ignore-code=401,404',
    ];
    const result = await runTool('sqlmap', args, { timeoutMs: perRunMs });
    const parsed = parseSqlmap(result.output);
    if (result.timedOut) capped += 1;
    cleared += parsed.cleared.length;
    tests += parsed.tests;
    if (!result.timedOut && parsed.cleared.length === 0 && parsed.injectable.length === 0) {
      findings.add('sqlmap', label, 'no parameter was tested to the end (see the sqlmap output)', 'info');
    }
    for (const parameter of parsed.injectable) findings.add('sqlmap', label, `injectable: ${parameter}`, 'high');
    if (parsed.serverErrors.length) findings.add('sqlmap', label, `server errors under injection: ${parsed.serverErrors.join(', ')}`, 'medium');
    if (result.timedOut) findings.add('sqlmap', label, `run capped at ${perRunMs / 1000} s (partial test)`, 'info');
    if (
      !result.timedOut &&
      !/all tested parameters do not appear to be injectable|identified the following injection|do not appear to be injectable/.test(result.output)
    ) {
      findings.add(
        'sqlmap',
        label,
        `no verdict: ${
          result.output
            .split('\n')
            .filter((line) => /CRITICAL|ERROR/.test(line))
            .slice(-1)[0] ?? 'see the log'
        }`,
        'info',
      );
    }
  });
  fs.rmSync(scratch, { recursive: true, force: true });
  findings.covered(
    'sqlmap',
    `${targets.length} routes (query or JSON body), --level 2 --risk 1 --technique BEUT, ${width} at a time, ${tests} technique tests, ${cleared} parameters cleared, ${capped} capped, ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
