// ffuf 1.1 over paths (anything served that should not be) and over the JSON bodies of the
// POST/PATCH routes (one field at a time replaced by a hostile JSON value; any 5xx is a finding).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call } from '../lib/http.mjs';
import { ROOT, SECURITY_DIR } from '../lib/paths.mjs';
import { concreteRequest } from '../lib/samples.mjs';
import { ROLES } from '../lib/seed.mjs';
import { pool, runTool } from './run-tool.mjs';

const REMOTES = ['mf-scheduling', 'mf-field', 'mf-supplies', 'mf-documents', 'mf-client-portal', 'mf-chat'];
const SECRET =
  /sk_(live|test)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9]{8,}|SESSION_SECRET\s*[:=]\s*['"][^'"]+|postgres(ql)?:\/\/[^'"\s]*:[^'"\s]*@|-----BEGIN [A-Z ]*PRIVATE KEY/;

/** Files the app means to serve: the built shell and remotes (their URLs). */
function servedFiles() {
  const urls = new Map();
  const add = (dir, prefix) => {
    if (!fs.existsSync(dir)) return;
    for (const file of fs.readdirSync(dir, { recursive: true })) {
      const full = path.join(dir, file);
      if (fs.statSync(full).isFile()) urls.set(`${prefix}${file.split(path.sep).join('/')}`, full);
    }
  };
  add(path.join(ROOT, 'shell/dist'), '');
  for (const remote of REMOTES) add(path.join(ROOT, remote, 'dist'), `remotes/${remote}/`);
  return urls;
}

async function ffufJson(args, timeoutMs, outFile) {
  const result = await runTool('ffuf', [...args, '-of', 'json', '-o', outFile, '-s'], { timeoutMs });
  try {
    return { results: JSON.parse(fs.readFileSync(outFile, 'utf8')).results ?? [], timedOut: result.timedOut };
  } catch {
    return { results: [], timedOut: result.timedOut, error: result.output.slice(-300) };
  }
}

export async function runFfufPaths({ baseUrl, cookie, findings, timeoutMs }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-ffuf-'));
  const served = servedFiles();
  // Every built script's .map too, to read what a source map gives away.
  const words = new Set(fs.readFileSync(path.join(SECURITY_DIR, 'paths.txt'), 'utf8').split('\n').filter(Boolean));
  for (const url of served.keys()) if (url.endsWith('.js')) words.add(`${url}.map`);
  const wordlist = path.join(scratch, 'paths.txt');
  fs.writeFileSync(wordlist, [...words].join('\n'));
  // The single-page app answers any page path with index.html: that answer is not a finding.
  const fallback = await call(baseUrl, 'get', '/no-such-page-at-all');
  const { results, timedOut, error } = await ffufJson(
    [
      '-u',
      `${baseUrl}/FUZZ`,
      '-w',
      wordlist,
      '-mc',
      'all',
      '-fc',
      '404',
      '-fs',
      String(Buffer.byteLength(fallback.text)),
      '-H',
      `Cookie: ${cookie}`,
      '-t',
      '8',
      '-timeout',
      '5',
    ],
    timeoutMs,
    path.join(scratch, 'out.json'),
  );
  let maps = 0;
  let mapsWithSecrets = 0;
  for (const result of results) {
    const word = result.input.FUZZ;
    const target = `/${word}`;
    if (result.status >= 500) findings.add('ffuf paths', target, `${result.status} server error`, 'medium');
    else if (result.status === 200 && word.endsWith('.map') && served.has(word)) {
      maps += 1;
      if (SECRET.test(fs.readFileSync(served.get(word), 'utf8'))) {
        mapsWithSecrets += 1;
        findings.add('ffuf paths', target, 'a served source map contains a secret-looking string', 'high');
      }
    } else if (result.status === 200 && !served.has(word))
      findings.add('ffuf paths', target, `served (200, ${result.length} bytes) but not a built front-end file`, 'medium');
    else if (result.status === 200 || result.status === 304) continue;
    else if (![301, 302, 400, 401, 403, 405].includes(result.status)) findings.add('ffuf paths', target, `unexpected ${result.status}`, 'low');
  }
  if (maps)
    findings.add('ffuf paths', '/**/*.js.map', `${maps} source maps served (the front end's own source, no secrets found in any: ${mapsWithSecrets})`, 'info');
  if (error) findings.add('ffuf paths', baseUrl, `ffuf output unreadable: ${error}`, 'medium');
  findings.covered(
    'ffuf paths',
    `${words.size} paths (index.html fallback of ${Buffer.byteLength(fallback.text)} bytes filtered), ${results.length} non-404 answers${timedOut ? ', capped' : ''}`,
  );
  fs.rmSync(scratch, { recursive: true, force: true });
}

/** Hostile JSON values, one per line (ffuf substitutes them raw into the body). */
const HOSTILE_VALUES = [
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  '-0.000001',
  '""',
  '" "',
  '[]',
  '{}',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  '{"$gt":""}',
  "\"' OR '1'='1\"",
  '"1; DROP TABLE users--"',
  '"\\u0000"',
  '"\\ud800"',
  '"😀👷🏽‍♀️"',
  '"../../../../etc/passwd"',
  '"<script>alert(1)</script>"',
  `"${'A'.repeat(20000)}"`,
  '"2026-02-30"',
  '"25:99"',
  '"00000000-0000-0000-0000-000000000000"',
  '{"__proto__":{"admin":true}}',
];

export async function runFfufBodies({ baseUrl, routes, samples, ids, people, findings, timeoutMs, width }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-ffuf-body-'));
  const targets = routes.filter((route) => (route.method === 'post' || route.method === 'patch') && route.body.length && !route.path.includes('webhook'));
  let requests = 0;
  await pool(targets, width, async (route, index) => {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const role = route.roles === 'public' ? null : ROLES.find((candidate) => route.roles.includes(candidate));
    const request = concreteRequest(route, samples, ids);
    const fields = [...new Set([...route.body.map((field) => field.name), ...Object.keys(request.body ?? {})])];
    // One line per (field, value): the sample body with that one field replaced; plus malformed bodies.
    // (ffuf reads its wordlist line by line with a 64 KB limit: values stay below it.)
    const bodies = ['[]', '"text"', 'null', '{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":{"j":{"k":1}}}}}}}}}}}', '{'];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const marker = '"__FFUF_VALUE__"';
        bodies.push(JSON.stringify({ ...request.body, [field]: '__FFUF_VALUE__' }).replace(marker, value));
      }
    }
    const wordlist = path.join(scratch, `bodies-${index}.txt`);
    fs.writeFileSync(wordlist, bodies.join('\n'));
    requests += bodies.length;
    const { results, timedOut } = await ffufJson(
      [
        '-u',
        baseUrl + request.path,
        '-X',
        route.method.toUpperCase(),
        '-d',
        'FUZZ',
        '-w',
        wordlist,
        '-H',
        'Content-Type: application/json',
        ...(role ? ['-H', `Cookie: ${people.A[role].cookie}`] : []),
        '-mc',
        '500-599',
        '-t',
        '4',
        '-timeout',
        '5',
      ],
      timeoutMs,
      path.join(scratch, `out-${index}.json`),
    );
    for (const result of results) findings.add('ffuf bodies', label, `${result.status} for body ${result.input.FUZZ.slice(0, 80)}`, 'medium');
    if (timedOut) findings.add('ffuf bodies', label, 'run capped (partial)', 'info');
  });
  fs.rmSync(scratch, { recursive: true, force: true });
  findings.covered(
    'ffuf bodies',
    `${targets.length} POST/PATCH routes, ${requests} bodies (each field x ${HOSTILE_VALUES.length} hostile values, plus malformed bodies), matching 5xx`,
  );
}
