// CSRF in a real browser: a page on another origin (same site: 127.0.0.1 on another port, so
// SameSite=Lax still sends the session cookie) posts a form, fires a no-cors fetch and links to
// /api/logout. The database and the session must be unchanged afterwards.
import { launchChromium } from '../../lib/chromium.mjs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { call } from '../lib/http.mjs';
import { ROOT } from '../lib/paths.mjs';
import { query } from '../lib/server.mjs';

function evilPage(target) {
  // text/plain forms are the only way a cross-site form sends a JSON-looking body.
  return `<!doctype html><html><body>
<form id="issue" method="POST" action="${target}/api/issues" enctype="text/plain">
  <input name='{"title":"csrf form","description":"forged","severity":"low","x":"' value='"}'>
</form>
<a id="logout" href="${target}/api/logout">win a prize</a>
<script>
  // Body-less POSTs need no JSON: Start Job is one.
  fetch('${target}/api/job-sites/start', { method: 'POST', mode: 'no-cors', credentials: 'include' }).finally(() => {
    document.title = 'fetched';
  });
</script></body></html>`;
}

async function counts(databaseUrl, foremanId) {
  const [row] = await query(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM issues WHERE reported_by_id = $1) AS issues,
            (SELECT count(*)::int FROM job_starts WHERE started_by_id = $1) AS starts`,
    [foremanId],
  );
  return row;
}

export async function checkCsrf({ baseUrl, databaseUrl, people, evilPort, findings }) {
  const foreman = people.A.foreman;
  const require = createRequire(import.meta.url);
  const { INVENTORY_ITEMS } = require(path.join(ROOT, 'bff/dist/inventory/inventory-items.js'));
  // With today's inventory done, only the origin check stands between the forged fetch and a job start.
  const inventory = await call(baseUrl, 'post', '/api/inventory', {
    cookie: foreman.cookie,
    body: { items: Object.fromEntries(INVENTORY_ITEMS.map((item) => [item, true])) },
  });
  if (inventory.status >= 300) findings.add('csrf', 'POST /api/inventory', `could not prepare the check: ${inventory.status} ${inventory.text}`, 'medium');
  const before = await counts(databaseUrl, foreman.id);

  const evil = http.createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(evilPage(baseUrl)));
  await new Promise((resolve) => evil.listen(evilPort, '127.0.0.1', resolve));
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const [name, value] = foreman.cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${evilPort}/`);
    await page.waitForFunction(() => document.title === 'fetched', null, { timeout: 10_000 }).catch(() => undefined);
    await Promise.all([page.waitForLoadState('load'), page.evaluate(() => document.getElementById('issue').submit())]);
    await page.waitForTimeout(500);
    await page.goto(`http://127.0.0.1:${evilPort}/`);
    await page.click('#logout');
    await page.waitForTimeout(500);
    await context.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => evil.close(resolve));
  }

  const after = await counts(databaseUrl, foreman.id);
  if (after.issues !== before.issues) findings.add('csrf', 'POST /api/issues', 'a cross-site text/plain form post created an issue', 'high');
  if (after.starts !== before.starts) findings.add('csrf', 'POST /api/job-sites/start', 'a cross-site no-cors fetch started the job', 'high');
  const stillIn = await call(baseUrl, 'get', '/api/auth/user', { cookie: foreman.cookie });
  if (stillIn.status !== 200) findings.add('csrf', 'GET /api/logout', 'a cross-site link logged the user out', 'medium');

  // The same requests without a browser, with each kind of foreign origin header.
  const forged = [
    { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    { Origin: `http://127.0.0.1:${evilPort}`, 'Sec-Fetch-Site': 'same-site' },
    { Origin: 'null' },
  ];
  for (const headers of forged) {
    const response = await call(baseUrl, 'post', '/api/issues', {
      cookie: foreman.cookie,
      headers,
      body: { title: 'forged', description: 'forged', severity: 'low' },
    });
    if (response.status !== 403) findings.add('csrf', 'POST /api/issues', `Origin ${headers.Origin} answered ${response.status}, not 403`, 'high');
  }
  const sameOrigin = await call(baseUrl, 'post', '/api/issues', {
    cookie: foreman.cookie,
    headers: { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' },
    body: { title: 'own', description: 'same origin', severity: 'low' },
  });
  if (sameOrigin.status !== 201)
    findings.add('csrf', 'POST /api/issues', `a same-origin request was refused (${sameOrigin.status}): the check would break the app`, 'high');
  // Control: the same Start Job from the app's own origin works, so the forged one was refused, not moot.
  const control = await call(baseUrl, 'post', '/api/job-sites/start', {
    cookie: foreman.cookie,
    headers: { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' },
  });
  if (control.status >= 300)
    findings.add(
      'csrf',
      'POST /api/job-sites/start',
      `control request from the app's origin failed (${control.status}): the no-cors probe proved nothing`,
      'low',
    );
  findings.covered(
    'csrf',
    `browser: text/plain form post, no-cors fetch to Start Job, logout link from 127.0.0.1:${evilPort}; ${forged.length} forged Origin probes; same-origin still accepted`,
  );
}
