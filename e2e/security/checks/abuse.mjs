// Attacks on the limits, run against two instances of one database with the default limits:
// guessing a role's PIN and an account's password from many addresses (each request from its own
// loopback address, 127.0.0.x, as an attacker rotating addresses would), a socket kept after
// logout, a body trickled to hold a connection, and markup passed off as a generated report.
import http from 'node:http';
import net from 'node:net';
import WebSocket from 'ws';
import { launchChromium } from '../../lib/chromium.mjs';
import { call } from '../lib/http.mjs';
import { ADMIN_PIN } from '../lib/server.mjs';
import { PASSWORD, registerPerson } from '../lib/seed.mjs';

let nextAddress = 2;
/** A loopback address no earlier request of this run came from (127.0.0.2, .3, ...). */
function freshAddress() {
  nextAddress += 1;
  return `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 2}`;
}

/** A JSON POST from `localAddress`: { status, json, headers }. */
function postFrom(localAddress, baseUrl, path, body) {
  const url = new URL(path, baseUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(data);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Wrong admin PINs from rotating addresses and both instances: admin sign-up must lock, the right PIN then refused too. */
export async function checkPinGuessing({ instances, findings }) {
  const register = (instance, pin) =>
    postFrom(freshAddress(), instance, '/api/auth/register', {
      role: 'admin',
      email: `pin.${Date.now().toString(36)}.${nextAddress}@example.com`,
      firstName: 'Pin',
      lastName: 'Guesser',
      phoneNumber: '(312) 555-0100',
      password: PASSWORD,
      pin,
    });
  const wrong = [];
  for (let i = 0; i < 6; i += 1) wrong.push((await register(instances[i % 2], String((Number(ADMIN_PIN) + 1 + i) % 10000).padStart(4, '0'))).status);
  const right = await register(instances[1], ADMIN_PIN);
  if (right.status === 201)
    findings.add(
      'pin guessing',
      'POST /api/auth/register',
      `after 6 wrong admin PINs from 6 addresses (${wrong.join(',')}), the right PIN still made an admin`,
      'high',
    );
  else
    findings.covered(
      'pin guessing',
      `6 wrong admin PINs from 6 addresses over two instances (${wrong.join(',')}), then the right PIN: ${right.status} ${right.json?.message ?? ''}`,
    );
}

/** Wrong passwords for one account from rotating addresses: its logins must be refused, the right password included. */
export async function checkAccountLockout({ instances, findings }) {
  const victim = await registerPerson(instances[0], 'worker', 'L');
  const statuses = [];
  for (let i = 0; i < 10; i += 1)
    statuses.push((await postFrom(freshAddress(), instances[i % 2], '/api/auth/login', { email: victim.email, password: `guess ${i}` })).status);
  const right = await postFrom(freshAddress(), instances[1], '/api/auth/login', { email: victim.email, password: PASSWORD });
  if (right.status === 200)
    findings.add(
      'account lockout',
      'POST /api/auth/login',
      `10 wrong passwords from 10 addresses (${statuses.join(',')}), then the right one logged in: guessing is limited per address only`,
      'medium',
    );
  else if (right.status !== 429 || !right.headers['retry-after'])
    findings.add('account lockout', 'POST /api/auth/login', `a locked account answered ${right.status} without Retry-After`, 'low');
  else
    findings.covered(
      'account lockout',
      `10 wrong passwords from 10 addresses over two instances, then the right one: 429, Retry-After ${right.headers['retry-after']} s`,
    );
}

/** A session's socket after its logout: it must close (4001) within a second and hear nothing more. */
export async function checkSocketAfterLogout({ instances, findings }) {
  const worker = await registerPerson(instances[0], 'worker', 'S');
  const admin = await registerPerson(instances[0], 'admin', 'S');
  const socket = new WebSocket(`${instances[1].replace('http', 'ws')}/ws`, { headers: { Cookie: worker.cookie } });
  const heard = [];
  socket.on('message', (data) => heard.push(String(data)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  await call(instances[0], 'get', '/api/logout', { cookie: worker.cookie });
  const code = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(null), 1000))]);
  await call(instances[0], 'post', '/api/messages', { cookie: admin.cookie, body: { recipientId: worker.id, message: 'secret after logout' } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const leaked = heard.some((text) => text.includes('secret after logout'));
  socket.terminate();
  if (leaked) findings.add('socket after logout', 'GET /ws', "a logged-out session's socket received a new message with its text", 'medium');
  else if (code !== 4001)
    findings.add('socket after logout', 'GET /ws', `the socket was not closed as logged out within a second of the logout (${code ?? 'still open'})`, 'medium');
  else findings.covered('socket after logout', "the other instance closed the session's socket with 4001 within a second; nothing more reached it");
}

/** Headers, then a body trickled a byte a second: the server must cut the connection off (request timeout). */
export async function checkSlowBody({ instances, findings, limitMs = 45_000 }) {
  const { hostname, port } = new URL(instances[0]);
  const started = Date.now();
  const closedAfter = await new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
      const trickle = setInterval(() => socket.write(' '), 1000);
      const giveUp = setTimeout(() => {
        clearInterval(trickle);
        socket.destroy();
        resolve(null);
      }, limitMs);
      socket.on('close', () => {
        clearInterval(trickle);
        clearTimeout(giveUp);
        resolve(Date.now() - started);
      });
    });
    socket.on('error', () => undefined);
  });
  if (closedAfter === null) findings.add('slow body', 'POST /api/*', `a body trickled a byte a second held its connection for ${limitMs / 1000} s`, 'medium');
  else findings.covered('slow body', `a body trickled a byte a second was cut off after ${(closedAfter / 1000).toFixed(1)} s`);
}

/**
 * Markup through the financial report: a look-alike of a generated statement under another type
 * must be refused, and the real report's print view, with a stored payload in its invoice lines,
 * must show it as text (no element, no script, no refresh).
 */
export async function checkPrintInjection({ instances, findings }) {
  const [baseUrl] = instances;
  const admin = await registerPerson(baseUrl, 'admin', 'P');
  const client = await registerPerson(baseUrl, 'client', 'P');
  const injected = '<meta http-equiv="refresh" content="0;url=about:blank"><img src=x onerror="window.__injected=1">';
  const lookAlike = await call(baseUrl, 'post', '/api/documents', {
    cookie: admin.cookie,
    body: {
      category: 'financial',
      title: 'Look-alike',
      documentType: 'expense_report',
      content: { summary: { revenue: '1.00', paid: '0.00', pending: '1.00', invoiceCount: injected }, details: [] },
    },
  });
  if (lookAlike.status < 300) findings.add('print injection', 'POST /api/documents', 'a statement-shaped content under another type was stored', 'medium');
  const invoice = await call(baseUrl, 'post', '/api/invoices', {
    cookie: admin.cookie,
    body: { clientId: client.id, amount: '10.00', description: injected, dueDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
  });
  if (invoice.status >= 300) {
    findings.add('print injection', 'POST /api/invoices', `the probe invoice was refused (${invoice.status}): print view not checked`, 'medium');
    return;
  }
  const title = `Financial Report - probe ${Date.now()}`;
  const report = await call(baseUrl, 'post', '/api/documents', {
    cookie: admin.cookie,
    body: { category: 'financial', title, description: 'Automatically generated financial summary report', documentType: 'financial_statement' },
  });
  if (report.status >= 300) {
    findings.add('print injection', 'POST /api/documents', `the report could not be generated (${report.status}): print view not checked`, 'medium');
    return;
  }
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const [name, value] = admin.cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto('/financial-documents', { waitUntil: 'networkidle' });
    const popupPromise = page.waitForEvent('popup', { timeout: 10_000 });
    await page.getByRole('button', { name: `Print ${title}` }).click({ timeout: 10_000 });
    const popup = await popupPromise;
    await popup.waitForLoadState();
    const elements = await popup.locator('meta[http-equiv], img[src="x"], main script').count();
    const ran = await popup.evaluate(() => Boolean(window.__injected)).catch(() => false);
    const shownAsText = (await popup.locator('main').innerText()).includes('<meta http-equiv');
    if (elements > 0 || ran)
      findings.add(
        'print injection',
        'print view',
        `a stored value became markup in the report's print view (${elements} elements, script ran: ${ran})`,
        'medium',
      );
    else if (!shownAsText) findings.add('print injection', 'print view', 'the probe invoice is not in the printed report: the check proves nothing', 'medium');
    else
      findings.covered(
        'print injection',
        `look-alike refused (${lookAlike.status}); the generated report's print view shows the stored markup as text, no element made of it`,
      );
    await context.close();
  } finally {
    await browser.close();
  }
}
