// Session and account checks: fixation, cookie flags, security headers, brute-force limits (on two
// instances sharing one database), reset tokens single-use and expiring, no user enumeration.
import fs from 'node:fs';
import path from 'node:path';
import { call, SESSION_COOKIE, sessionCookieFrom } from '../lib/http.mjs';
import { query } from '../lib/server.mjs';

export async function checkSessionFixation({ baseUrl, people, findings }) {
  const person = people.A.worker;
  const first = await call(baseUrl, 'post', '/api/auth/login', { body: { email: person.email, password: person.password } });
  const planted = sessionCookieFrom(first.response);
  // Log in again presenting that session: an attacker who planted it must not ride the new login.
  const second = await call(baseUrl, 'post', '/api/auth/login', { cookie: planted, body: { email: person.email, password: person.password } });
  const issued = sessionCookieFrom(second.response);
  if (!issued || issued === planted) findings.add('session', 'POST /api/auth/login', 'the session id does not change at login', 'high');
  const old = await call(baseUrl, 'get', '/api/auth/user', { cookie: planted });
  if (old.status !== 401) findings.add('session', 'POST /api/auth/login', 'the session id presented before login still works after it', 'high');
  findings.covered('session fixation', 'login twice presenting the first session: new id issued, old id dead');
}

export async function checkCookieFlags({ baseUrl, findings }) {
  const response = await call(baseUrl, 'post', '/api/auth/register', {
    body: {
      role: 'worker',
      email: `cookie.${Date.now()}@example.com`,
      firstName: 'Cookie',
      lastName: 'Check',
      phoneNumber: '(312) 555-0100',
      password: 'scanner pass 1',
    },
  });
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  if (!/;\s*HttpOnly/i.test(line)) findings.add('cookie flags', SESSION_COOKIE, 'no HttpOnly', 'high');
  if (!/;\s*SameSite=(Lax|Strict)/i.test(line)) findings.add('cookie flags', SESSION_COOKIE, 'no SameSite=Lax/Strict', 'medium');
  if (/;\s*Domain=/i.test(line)) findings.add('cookie flags', SESSION_COOKIE, 'a Domain attribute widens it to subdomains', 'low');
  // Plain http on loopback: Secure would stop the cookie working; it is set over https (TRUST_PROXY), proven in bff/test/security.e2e-spec.ts.
  findings.covered('cookie flags', `${line.replace(/=[^;]+/, '=…')}`);
}

const HEADER_TARGETS = ['/', '/api/health', '/remotes/mf-chat/remoteEntry.js', '/api/no-such-route'];

export async function checkSecurityHeaders({ baseUrl, findings }) {
  for (const target of HEADER_TARGETS) {
    const { headers, status } = await call(baseUrl, 'get', target);
    const csp = headers.get('content-security-policy') ?? '';
    const directive = (name) => new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`).exec(csp)?.[1] ?? null;
    if (!csp) findings.add('headers', target, 'no Content-Security-Policy', 'medium');
    else {
      const scripts = directive('script-src') ?? directive('default-src') ?? '';
      if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scripts)) findings.add('headers', target, `script-src allows ${scripts}`, 'medium');
      if (directive('object-src') !== "'none'") findings.add('headers', target, 'object-src is not none', 'low');
      if (!directive('frame-ancestors')) findings.add('headers', target, 'no frame-ancestors', 'medium');
      if (!directive('base-uri')) findings.add('headers', target, 'no base-uri', 'low');
    }
    if (headers.get('x-content-type-options') !== 'nosniff') findings.add('headers', target, 'X-Content-Type-Options is not nosniff', 'medium');
    if (!headers.get('referrer-policy')) findings.add('headers', target, 'no Referrer-Policy', 'medium');
    if (!/deny|sameorigin/i.test(headers.get('x-frame-options') ?? '')) findings.add('headers', target, 'no X-Frame-Options', 'low');
    if (headers.get('x-powered-by')) findings.add('headers', target, `X-Powered-By: ${headers.get('x-powered-by')}`, 'low');
    if (status >= 500) findings.add('headers', target, `${status}`, 'high');
  }
  findings.covered('security headers', `CSP, nosniff, Referrer-Policy, X-Frame-Options on ${HEADER_TARGETS.join(', ')}`);
}

/**
 * Brute force: `instances` are two BFFs on one database with the default AUTH_RATE_LIMIT (10). Wrong
 * logins and reset attempts, alternating between them, must hit 429 by the 11th in the minute.
 */
export async function checkBruteForce({ instances, email, findings }) {
  const attempts = [
    ['login', '/api/auth/login', { email, password: 'not the password' }],
    ['reset', '/api/auth/reset-password', { token: 'guessed-token-guessed-token', newPassword: 'hijacked1' }],
    ['verify', '/api/auth/verify-reset-token', { token: 'guessed-token-guessed-token' }],
    ['forgot', '/api/auth/forgot-password', { email }],
  ];
  for (const [name, route, body] of attempts) {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await call(instances[i % 2], 'post', route, { body })).status);
    const firstRefusal = statuses.indexOf(429);
    if (firstRefusal === -1) findings.add('brute force', `POST ${route}`, `12 attempts over two instances, none refused: ${statuses.join(',')}`, 'high');
    else if (firstRefusal > 10) findings.add('brute force', `POST ${route}`, `first 429 only at attempt ${firstRefusal + 1}`, 'medium');
    else findings.covered(`brute force ${name}`, `two instances, alternating: 429 from attempt ${firstRefusal + 1} (${statuses.join(',')})`);
  }
}

async function outboxToken(dataDir, email, since) {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      if (Number(file.split('-')[0]) < since) continue;
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (text.startsWith(`To: ${email}\n`) && token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

export async function checkResetTokens({ baseUrl, dataDir, databaseUrl, person, findings }) {
  const since = Date.now() - 1000;
  await call(baseUrl, 'post', '/api/auth/forgot-password', { body: { email: person.email } });
  const token = await outboxToken(dataDir, person.email, since);
  if (!token) {
    findings.add('reset tokens', 'POST /api/auth/forgot-password', 'no reset email reached the outbox: single use not checked', 'medium');
    return;
  }
  const verify = (await call(baseUrl, 'post', '/api/auth/verify-reset-token', { body: { token } })).status;
  const reset = (await call(baseUrl, 'post', '/api/auth/reset-password', { body: { token, newPassword: 'changed pass 2' } })).status;
  const again = (await call(baseUrl, 'post', '/api/auth/reset-password', { body: { token, newPassword: 'changed pass 3' } })).status;
  if (verify !== 200 || reset !== 200)
    findings.add('reset tokens', 'POST /api/auth/reset-password', `a fresh token did not work (${verify}, ${reset})`, 'medium');
  if (again !== 400) findings.add('reset tokens', 'POST /api/auth/reset-password', `a used token worked again (${again})`, 'high');
  // Expiry: a second token, aged past its hour in the database.
  const since2 = Date.now() - 1000;
  await call(baseUrl, 'post', '/api/auth/forgot-password', { body: { email: person.email } });
  const second = await outboxToken(dataDir, person.email, since2);
  await query(databaseUrl, `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
  const expired = second ? (await call(baseUrl, 'post', '/api/auth/reset-password', { body: { token: second, newPassword: 'changed pass 4' } })).status : null;
  if (expired !== 400) findings.add('reset tokens', 'POST /api/auth/reset-password', `an expired token answered ${expired}`, 'high');
  person.password = 'changed pass 2';
  findings.covered('reset tokens', `fresh ${verify}/${reset}, reused ${again}, expired ${expired}`);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(baseUrl, route, body) {
  const started = process.hrtime.bigint();
  const response = await call(baseUrl, 'post', route, { body });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.status, message: response.json?.message };
}

/** Same status, message and (median) time for a known and an unknown email. */
export async function checkEnumeration({ baseUrl, person, findings }) {
  const unknown = `nobody.${Date.now()}@example.com`;
  const probes = [
    ['login', '/api/auth/login', (email) => ({ email, password: 'wrong password' })],
    ['forgot-password', '/api/auth/forgot-password', (email) => ({ email })],
  ];
  for (const [name, route, body] of probes) {
    const known = [];
    const ghost = [];
    // Alternating which goes first, so neither side always runs on a warmer or quieter machine.
    for (let i = 0; i < 15; i += 1) {
      const pair = [() => timed(baseUrl, route, body(person.email)), () => timed(baseUrl, route, body(unknown))];
      if (i % 2) pair.reverse();
      const [first, second] = [await pair[0](), await pair[1]()];
      const [k, g] = i % 2 ? [second, first] : [first, second];
      known.push(k);
      ghost.push(g);
    }
    const answers = new Set([...known, ...ghost].map((result) => `${result.status} ${result.message}`));
    if (answers.size > 1) findings.add('enumeration', `POST ${route}`, `different answers: ${[...answers].join(' / ')}`, 'medium');
    const [a, b] = [median(known.map((r) => r.ms)), median(ghost.map((r) => r.ms))];
    const ratio = Math.max(a, b) / Math.max(1, Math.min(a, b));
    // Two cores shared with other work: only a gross gap (a skipped password hash is ~40 ms vs ~2 ms) counts.
    if (ratio > 3 && Math.abs(a - b) > 20)
      findings.add('enumeration', `POST ${route}`, `timing: known ${a.toFixed(1)} ms vs unknown ${b.toFixed(1)} ms (median of 15)`, 'medium');
    findings.covered(`enumeration ${name}`, `one answer (${[...answers][0]}); median known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms`);
  }
  const taken = await call(baseUrl, 'post', '/api/auth/register', {
    body: { role: 'worker', email: person.email.toUpperCase(), firstName: 'Dup', lastName: 'Check', phoneNumber: '(312) 555-0100', password: 'scanner pass 1' },
  });
  if (taken.status !== 201) {
    findings.add(
      'enumeration',
      'POST /api/auth/register',
      `a taken email answers ${taken.status} "${taken.json?.message}" (accepted: see README, registration logs the new user in at once)`,
      'low',
    );
  }
}
