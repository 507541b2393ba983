// wapiti 3.0.4, authenticated with a session cookie, over the app (the shell, /remotes.json and
// the GET API routes with query parameters as start points: the single-page app has no links to
// crawl). Its JSON report's levels: 4 critical, 3 high, 2 medium, 1 low, 0 info.
// No -x: wapiti 3.0.4 turns exclusions into regexes Python 3.11 rejects ("global flags not at the
// start"), which ends the scan; it gets a session of its own instead, so a stray /api/logout
// would end only that one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { concreteRequest } from '../lib/samples.mjs';
import { runTool } from './run-tool.mjs';

const MODULES = 'sql,blindsql,xss,csp,http_headers,cookieflags,csrf';
const LEVELS = { 4: 'high', 3: 'high', 2: 'medium', 1: 'low', 0: 'info' };

export async function runWapiti({ baseUrl, routes, samples, ids, cookie, findings, maxScanSeconds }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-wapiti-'));
  const report = path.join(scratch, 'report.json');
  const starts = routes
    .filter((route) => route.method === 'get' && (route.query.length || route.params.length) && route.path !== '/api/logout')
    .map((route) => baseUrl + concreteRequest(route, samples, ids).path);
  const args = [
    '-u',
    `${baseUrl}/`,
    '--scope',
    'domain',
    '-m',
    MODULES,
    '-H',
    `Cookie: ${cookie}`,
    ...starts.flatMap((url) => ['-s', url]),
    '-s',
    `${baseUrl}/remotes.json`,
    '-s',
    `${baseUrl}/api/auth/user`,
    '--max-scan-time',
    String(maxScanSeconds),
    '--max-attack-time',
    String(Math.ceil(maxScanSeconds / 4)),
    '-d',
    '3',
    '-t',
    '5',
    '-f',
    'json',
    '-o',
    report,
    '--flush-session',
    '--store-session',
    scratch,
    '--no-bugreport',
    '-v',
    '1',
  ];
  const result = await runTool('wapiti', args, { timeoutMs: (maxScanSeconds + 90) * 1000 });
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(report, 'utf8'));
  } catch {
    findings.add(
      'wapiti',
      baseUrl,
      `no report (exit ${result.code}${result.timedOut ? ', killed at its time limit' : ''}): ${result.output.slice(-200)}`,
      'medium',
    );
    return;
  }
  let count = 0;
  for (const section of ['vulnerabilities', 'anomalies']) {
    for (const [category, entries] of Object.entries(parsed[section] ?? {})) {
      for (const entry of entries) {
        count += 1;
        findings.add(
          'wapiti',
          `${entry.method} ${entry.path}${entry.parameter ? ` [${entry.parameter}]` : ''}`,
          `${category}: ${entry.info}`,
          LEVELS[Number(entry.level)] ?? 'info',
        );
      }
    }
  }
  const attacked = new Set([...result.output.matchAll(/^\[\+\] (GET|POST) (\S+)/gm)].map((match) => `${match[1]} ${match[2]}`));
  findings.covered(
    'wapiti',
    `modules ${MODULES}; ${starts.length + 3} start URLs, ${attacked.size} URLs attacked, ${count} report entries; max scan ${maxScanSeconds} s${result.timedOut ? ' (killed)' : ''}`,
  );
  fs.rmSync(scratch, { recursive: true, force: true });
}
