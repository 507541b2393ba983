// Web Push end to end: the app posts pushes to a push service of the test's own (HTTPS, its
// certificate trusted through NODE_EXTRA_CA_CERTS, admitted by PUSH_ENDPOINT_HOSTS), which takes
// them as a browser's push service would; the test, holding the browser's keys, decrypts each
// (aes128gcm), checks its VAPID signature, and reads its JSON. Which events reach whom, in their
// language; subscriptions stored, listed and removed; the push service's 404/410 and logout end a
// subscription; endpoints outside the allowed push services are refused. On a real PostgreSQL.
import https from 'node:https';
import { Translator } from '../src/i18n/translator';
import { TimeEntriesService } from '../src/time-entries/time-entries.service';
import { bootApp, createTestDatabase, day, logIn, Person, registerAs, settledRead, sql, TestApp, testConfig } from './helpers';
import { browserSubscription, BrowserSubscription, LocalPushService, ReceivedPush, startLocalPushService, verifyVapid } from './support/local-push-service';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let service: LocalPushService;
let databaseUrl: string;
let target: TestApp;
let admin: Person;
let siteId: string;

beforeAll(async () => {
  service = await startLocalPushService();
  // NODE_EXTRA_CA_CERTS reaches Node only at its start (the global setup sets it for jest's workers).
  await new Promise<void>((resolve, reject) =>
    https
      .get(`${service.origin}/probe`, (response) => {
        response.resume();
        resolve();
      })
      .on('error', (error) =>
        reject(new Error(`The local push service's certificate is not trusted (${error.message}): run this file in a jest worker, not --runInBand`)),
      ),
  );
  databaseUrl = await createTestDatabase();
  target = await bootApp(testConfig(databaseUrl, { PUSH_ENDPOINT_HOSTS: `fcm.googleapis.com,${service.hostEntry}` }));
  admin = await registerAs(target, 'admin');
  [{ id: siteId }] = await sql<{ id: string }>(databaseUrl, `INSERT INTO job_sites (name, address) VALUES ('Lakeshore Lofts', '9 Shore Dr') RETURNING id`);
});

afterAll(async () => {
  await target?.close();
  await service?.close();
});

interface Pushed {
  title: string;
  body: string;
  url: string;
  tag: string;
  kind: 'notification' | 'chat';
}

/** A device of `person`: a browser's subscription, posted from their session. */
async function deviceOf(person: Person, userAgent = ANDROID_CHROME): Promise<BrowserSubscription & { id: string }> {
  const browser = browserSubscription(service);
  const response = await person.agent.post('/api/push/subscriptions').set('User-Agent', userAgent).send(browser.json);
  expect([response.status, response.body]).toEqual([201, { id: expect.any(String) }]);
  return { ...browser, id: response.body.id as string };
}

/** The device's pushes once `count` have arrived (within 5 s), each checked (encoding, VAPID) and decrypted. */
async function pushesTo(device: BrowserSubscription, count = 1): Promise<Pushed[]> {
  const received = await settledRead(
    async () => device.pushes(),
    (pushes) => pushes.length >= count,
    5000,
  );
  expect(received.length).toBeGreaterThanOrEqual(count);
  return received.map((push) => open(device, push));
}

function open(device: BrowserSubscription, push: ReceivedPush): Pushed {
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(push.headers.ttl)).toBeGreaterThan(0);
  verifyVapid(push, service.origin, target.config.push.vapidPublicKey);
  const text = device.decrypt(push);
  expect(Buffer.byteLength(text)).toBeLessThan(3000);
  return JSON.parse(text) as Pushed;
}

/** Waits long enough for a push that should not come, then says how many came. */
async function settledCount(device: BrowserSubscription): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return device.pushes().length;
}

const postShift = (person: Person, date: string, extra: Record<string, unknown> = {}) =>
  admin.agent
    .post('/api/schedules')
    .send({ workerId: person.user.id, jobSiteId: siteId, date, meetTime: '06:30', startTime: '07:00', endTime: '15:00', ...extra });

describe('the VAPID key', () => {
  it('answers the server’s public key: an uncompressed P-256 point, the same on every call', async () => {
    const worker = await registerAs(target, 'worker');
    const response = await worker.agent.get('/api/push/vapid-public-key');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ publicKey: target.config.push.vapidPublicKey });
    const bytes = Buffer.from(response.body.publicKey as string, 'base64url');
    expect([bytes.length, bytes[0]]).toEqual([65, 4]);
    expect((await worker.agent.get('/api/push/vapid-public-key')).body).toEqual(response.body);
  });
});

describe('devices', () => {
  it('stores a subscription once per endpoint (posted again: the same id), lists it with its browser, newest first, for its owner only', async () => {
    const worker = await registerAs(target, 'worker');
    const other = await registerAs(target, 'worker');
    const phone = await deviceOf(worker);
    const again = await worker.agent.post('/api/push/subscriptions').set('User-Agent', ANDROID_CHROME).send(phone.json);
    expect([again.status, again.body]).toEqual([201, { id: phone.id }]);
    const [{ count }] = await sql<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [worker.user.id]);
    expect(count).toBe(1);

    const secondLogin = await logIn(target, worker);
    const iphone = await deviceOf(secondLogin, IPHONE_SAFARI);
    const listed = await worker.agent.get('/api/push/subscriptions');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: iphone.id, browser: 'Safari', os: 'iOS', pushService: 'localhost', createdAt: expect.any(String), lastUsedAt: null, thisDevice: false },
      { id: phone.id, browser: 'Chrome', os: 'Android', pushService: 'localhost', createdAt: expect.any(String), lastUsedAt: null, thisDevice: true },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(phone.json.endpoint);
    expect((await other.agent.get('/api/push/subscriptions')).body).toEqual([]);
  });

  it('keeps one subscription per login: a new one from the same session replaces the old', async () => {
    const worker = await registerAs(target, 'worker');
    const first = await deviceOf(worker);
    const second = await deviceOf(worker);
    expect((await worker.agent.get('/api/push/subscriptions')).body.map((device: { id: string }) => device.id)).toEqual([second.id]);
    expect(await sql(databaseUrl, `SELECT 1 FROM push_subscriptions WHERE endpoint = $1`, [first.json.endpoint])).toEqual([]);
  });

  it('moves an endpoint to whoever posts it from their login (the browser changed hands): the same row, now theirs only', async () => {
    const before = await registerAs(target, 'worker');
    const after = await registerAs(target, 'foreman');
    const device = await deviceOf(before);
    const taken = await after.agent.post('/api/push/subscriptions').send(device.json);
    expect([taken.status, taken.body]).toEqual([201, { id: device.id }]);
    expect((await before.agent.get('/api/push/subscriptions')).body).toEqual([]);
    expect((await after.agent.get('/api/push/subscriptions')).body.map((row: { id: string }) => row.id)).toEqual([device.id]);
  });

  it('removes one’s own device (204, then 404); another’s is not found and stays', async () => {
    const owner = await registerAs(target, 'worker');
    const stranger = await registerAs(target, 'worker');
    const device = await deviceOf(owner);
    const refused = await stranger.agent.delete(`/api/push/subscriptions/${device.id}`);
    expect([refused.status, refused.body.message]).toEqual([404, 'Device not found']);
    expect((await admin.agent.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(404);
    expect((await owner.agent.get('/api/push/subscriptions')).body).toHaveLength(1);
    expect((await owner.agent.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(204);
    expect((await owner.agent.delete(`/api/push/subscriptions/${device.id}`)).status).toBe(404);
    expect((await owner.agent.delete('/api/push/subscriptions/not-a-uuid')).status).toBe(400);
    expect((await owner.agent.get('/api/push/subscriptions')).body).toEqual([]);
  });

  it('logging out removes that login’s device; the person’s other logins keep theirs, and nothing is pushed to it', async () => {
    const worker = await registerAs(target, 'worker');
    const otherLogin = await logIn(target, worker);
    const leaving = await deviceOf(worker);
    const staying = await deviceOf(otherLogin);
    expect((await worker.agent.get('/api/logout')).status).toBe(302);
    expect(await sql(databaseUrl, `SELECT id FROM push_subscriptions WHERE user_id = $1`, [worker.user.id])).toEqual([{ id: staying.id }]);
    expect((await postShift(worker, day(3))).status).toBe(201);
    expect((await pushesTo(staying))[0].title).toBe('New shift scheduled');
    expect(await settledCount(leaving)).toBe(0);
  });

  it('a deactivated person’s devices go with their sessions', async () => {
    const worker = await registerAs(target, 'worker');
    await deviceOf(worker);
    expect((await admin.agent.patch(`/api/users/${worker.user.id}/active`).send({ active: false })).status).toBe(200);
    expect(await sql(databaseUrl, `SELECT id FROM push_subscriptions WHERE user_id = $1`, [worker.user.id])).toEqual([]);
  });
});

describe('endpoints and keys', () => {
  const refusals: Array<[string, (json: BrowserSubscription['json']) => unknown, string]> = [
    ['an http endpoint', (json) => ({ ...json, endpoint: json.endpoint.replace('https:', 'http:') }), 'Notifications can only be sent'],
    ['a host not allowed', (json) => ({ ...json, endpoint: 'https://attacker.example.com/push/1' }), 'Notifications can only be sent'],
    ['an allowed name on another port', (json) => ({ ...json, endpoint: 'https://fcm.googleapis.com:8443/fcm/send/1' }), 'Notifications can only be sent'],
    ['a look-alike host', (json) => ({ ...json, endpoint: 'https://fcm.googleapis.com.example.com/fcm/send/1' }), 'Notifications can only be sent'],
    [
      'credentials in the endpoint',
      (json) => ({ ...json, endpoint: json.endpoint.replace('https://', 'https://user:pass@') }),
      'Notifications can only be sent',
    ],
    ['not a URL', (json) => ({ ...json, endpoint: 'push me' }), 'Notifications can only be sent'],
    ['a short p256dh', (json) => ({ ...json, keys: { ...json.keys, p256dh: json.keys.p256dh.slice(0, 40) } }), 'keys.p256dh must be a P-256 public key'],
    [
      'a p256dh off the curve',
      (json) => ({ ...json, keys: { ...json.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') } }),
      'keys.p256dh must be a P-256 public key',
    ],
    [
      'a p256dh in base64 with + and /',
      (json) => ({ ...json, keys: { ...json.keys, p256dh: `${json.keys.p256dh.slice(0, -2)}+/` } }),
      'keys.p256dh must be a P-256 public key',
    ],
    ['an auth of 12 bytes', (json) => ({ ...json, keys: { ...json.keys, auth: Buffer.alloc(12, 1).toString('base64url') } }), 'keys.auth must be 16 bytes'],
    ['no keys', (json) => ({ endpoint: json.endpoint, expirationTime: null }), 'keys must be an object'],
    ['keys with more', (json) => ({ ...json, keys: { ...json.keys, extra: 'x' } }), 'extra'],
    ['a negative expirationTime', (json) => ({ ...json, expirationTime: -1 }), 'expirationTime must be'],
    ['a fractional expirationTime', (json) => ({ ...json, expirationTime: 1.5 }), 'expirationTime must be'],
  ];

  it.each(refusals)('refuses %s with a 400 and stores nothing', async (_name, change, message) => {
    const worker = await registerAs(target, 'worker');
    const response = await worker.agent.post('/api/push/subscriptions').send(change(browserSubscription(service).json) as object);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(message);
    expect(await sql(databaseUrl, `SELECT 1 FROM push_subscriptions WHERE user_id = $1`, [worker.user.id])).toEqual([]);
  });

  it('accepts a default push service, a wildcard one’s subdomain, padded keys and an expiry', async () => {
    const worker = await registerAs(target, 'worker');
    const json = browserSubscription(service).json;
    const padded = {
      ...json,
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: Date.now() + 86_400_000,
      keys: { p256dh: `${json.keys.p256dh}=`, auth: `${json.keys.auth}==` },
    };
    expect((await worker.agent.post('/api/push/subscriptions').send(padded)).status).toBe(201);
    const [row] = await sql<{ p256dh: string; auth: string; expires_at: Date }>(
      databaseUrl,
      `SELECT p256dh, auth, expires_at FROM push_subscriptions WHERE user_id = $1`,
      [worker.user.id],
    );
    expect([row.p256dh, row.auth]).toEqual([json.keys.p256dh, json.keys.auth]);
    expect(row.expires_at.getTime()).toBe(padded.expirationTime);
  });
});

describe('what reaches a device', () => {
  it('a new published shift and its change reach the worker (encrypted, VAPID-signed), not another person; a draft reaches nobody', async () => {
    const worker = await registerAs(target, 'worker');
    const bystander = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    const bystanderDevice = await deviceOf(bystander);
    const created = await postShift(worker, day(4));
    expect(created.status).toBe(201);
    const [first] = await pushesTo(device);
    expect(first).toEqual({
      title: 'New shift scheduled',
      body: expect.stringMatching(/^You are scheduled at Lakeshore Lofts on .+: meet at 6:30 AM, start at 7:00 AM\.$/),
      url: '/schedule',
      tag: `shift:${created.body.id}`,
      kind: 'notification',
    });
    expect((await admin.agent.patch(`/api/schedules/${created.body.id}`).send({ startTime: '08:00' })).status).toBe(200);
    const [, changed] = await pushesTo(device, 2);
    expect(changed).toMatchObject({ title: 'Shift updated', tag: `shift:${created.body.id}`, url: '/schedule' });
    expect((await postShift(worker, day(5), { draft: true })).status).toBe(201);
    expect(await settledCount(device)).toBe(2);
    expect(await settledCount(bystanderDevice)).toBe(0);
    // A push that arrived marks the device used.
    const [listed] = (await worker.agent.get('/api/push/subscriptions')).body as Array<{ lastUsedAt: string | null }>;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('speaks the person’s language', async () => {
    const worker = await registerAs(target, 'worker');
    expect((await worker.agent.patch('/api/auth/user').send({ language: 'es' })).status).toBe(200);
    const device = await deviceOf(worker);
    expect((await postShift(worker, day(6))).status).toBe(201);
    const [pushed] = await pushesTo(device);
    const translator = target.app.get(Translator);
    expect(pushed.title).toBe(translator.t('es', 'notifications.schedules.created.title'));
    expect(pushed.body).toMatch(
      new RegExp(
        `^${translator.t('es', 'notifications.schedules.created.message', { site: 'Lakeshore Lofts', day: '', meet: '', start: '' }).split(' Lakeshore')[0]} Lakeshore Lofts`,
      ),
    );
  });

  it('a weekly series (told inside its transaction) is pushed once, after the commit', async () => {
    const worker = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    const response = await postShift(worker, day(7), { repeatWeeklyUntil: day(21) });
    expect(response.status).toBe(201);
    const [pushed] = await pushesTo(device);
    expect(pushed.title).toBe('New weekly shifts');
    expect(await settledCount(device)).toBe(1);
  });

  it('a time-off decision reaches the worker, leading to Time Off', async () => {
    const worker = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    const adminDevice = await deviceOf(admin);
    const asked = await worker.agent.post('/api/time-off-requests').send({ startDate: day(30), endDate: day(31) });
    expect(asked.status).toBe(201);
    expect((await admin.agent.patch(`/api/time-off-requests/${asked.body.id}`).send({ status: 'approved' })).status).toBe(200);
    const [pushed] = await pushesTo(device);
    expect(pushed).toMatchObject({ title: 'Time off approved', url: '/time-off', tag: `time_off_request:${asked.body.id}` });
    // The admins' notification of the request is a role's: the bell's, not pushed.
    expect(await settledCount(adminDevice)).toBe(0);
    await admin.agent.delete(`/api/push/subscriptions/${adminDevice.id}`);
  });

  it('an open shift reaches the workers and foremen who could take it, not one whose shift overlaps it', async () => {
    const free = await registerAs(target, 'worker');
    const freeForeman = await registerAs(target, 'foreman');
    const busy = await registerAs(target, 'worker');
    const client = await registerAs(target, 'client');
    const devices = { free: await deviceOf(free), freeForeman: await deviceOf(freeForeman), busy: await deviceOf(busy), client: await deviceOf(client) };
    expect((await postShift(busy, day(2))).status).toBe(201);
    await pushesTo(devices.busy);
    const posted = await admin.agent
      .post('/api/schedules/open')
      .send({ jobSiteId: siteId, date: day(2), meetTime: '08:30', startTime: '09:00', endTime: '13:00' });
    expect(posted.status).toBe(201);
    for (const device of [devices.free, devices.freeForeman]) {
      const [pushed] = await pushesTo(device);
      expect(pushed).toEqual({
        title: 'Open shift you could take',
        body: expect.stringMatching(/^An open shift at Lakeshore Lofts on .+, 9:00 AM to 1:00 PM, is offered: claim it on My Schedule\.$/),
        url: '/schedule',
        tag: `shift:${posted.body.id}`,
        kind: 'notification',
      });
    }
    expect(await settledCount(devices.busy)).toBe(1);
    expect(await settledCount(devices.client)).toBe(0);
    // In the bell too, for those it told.
    const bell = await free.agent.get('/api/notifications');
    expect(bell.body[0]).toMatchObject({ title: 'Open shift you could take', subject: { kind: 'shift', id: posted.body.id } });
  });

  it('a swap request reaches the coworker it is offered to', async () => {
    const offerer = await registerAs(target, 'worker');
    const coworker = await registerAs(target, 'worker', { firstName: 'Bo', lastName: 'Taker' });
    const offererDevice = await deviceOf(offerer);
    const coworkerDevice = await deviceOf(coworker);
    const shift = await postShift(offerer, day(9));
    await pushesTo(offererDevice);
    const offered = await offerer.agent.post(`/api/schedules/${shift.body.id}/swap-requests`).send({ toUserId: coworker.user.id });
    expect(offered.status).toBe(201);
    const [pushed] = await pushesTo(coworkerDevice);
    expect(pushed).toMatchObject({ title: 'Shift offered to you', body: expect.stringContaining('Accept or decline it on My Schedule'), url: '/schedule' });
    expect(await settledCount(offererDevice)).toBe(1);
  });

  it('an automatic clock-out reaches the person', async () => {
    const worker = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    await sql(databaseUrl, `INSERT INTO time_entries (user_id, clock_in, source) VALUES ($1, now() - interval '15 hours', 'self')`, [worker.user.id]);
    await target.app.get(TimeEntriesService).closeForgottenClockOuts();
    const [pushed] = await pushesTo(device);
    expect(pushed).toMatchObject({ title: 'Clocked out automatically', body: expect.stringContaining('14 hours'), url: '/', kind: 'notification' });
  });

  it('a chat message reaches the recipient’s devices as a chat push, not the sender’s', async () => {
    const sender = await registerAs(target, 'worker', { firstName: 'Ana', lastName: 'Sends' });
    const recipient = await registerAs(target, 'foreman');
    const senderDevice = await deviceOf(sender);
    const recipientDevice = await deviceOf(recipient);
    const text = `Bring the ladder ${'🪜'.repeat(2000)}`;
    expect((await sender.agent.post('/api/messages').send({ recipientId: recipient.user.id, message: text, channelType: 'direct' })).status).toBe(201);
    const [pushed] = await pushesTo(recipientDevice);
    expect(pushed).toEqual({
      title: 'New message from Ana Sends',
      body: expect.stringMatching(/^Bring the ladder 🪜+…$/u),
      url: `/messages?with=${sender.user.id}`,
      tag: 'groundwork-message',
      kind: 'chat',
    });
    expect(await settledCount(senderDevice)).toBe(0);
  });
});

describe('the push service’s answers', () => {
  it.each([410, 404])('a %i deletes the subscription; the next event sends nothing to it', async (status) => {
    const worker = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    service.answer(device.path, status);
    expect((await postShift(worker, day(10))).status).toBe(201);
    await pushesTo(device);
    const rows = await settledRead(
      () => sql(databaseUrl, `SELECT id FROM push_subscriptions WHERE id = $1`, [device.id]),
      (found) => found.length === 0,
    );
    expect(rows).toEqual([]);
    expect((await postShift(worker, day(11))).status).toBe(201);
    expect(await settledCount(device)).toBe(1);
  });

  it('any other failure keeps it (logged), and a push service that does not answer holds up no request', async () => {
    const worker = await registerAs(target, 'worker');
    const device = await deviceOf(worker);
    service.answer(device.path, 500);
    expect((await postShift(worker, day(12))).status).toBe(201);
    await pushesTo(device);
    await settledCount(device);
    expect(await sql(databaseUrl, `SELECT id FROM push_subscriptions WHERE id = $1`, [device.id])).toEqual([{ id: device.id }]);

    service.answer(device.path, 201, 3000);
    const started = Date.now();
    expect((await postShift(worker, day(13))).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
