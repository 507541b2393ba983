// Two BFF instances on one database behind a round-robin proxy: a session, chat and
// notifications work whichever instance answers, and stopping one instance under a stream of
// messages loses none that was acknowledged (each is stored, and reaches the recipient over
// /ws, or through the API after the socket reconnected to the surviving instance).
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { Bff, freePort, openSocket, Person, Postgres, removeTempDirs, sleep, sql, startBff, startPostgres, until } from './harness';
import { RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

let postgres: Postgres;
let instanceA: Bff;
let instanceB: Bff;
let proxy: RoundRobinProxy;
let admin: Person;
let worker: Person;

test.beforeAll(async () => {
  postgres = await startPostgres();
  // One after the other: the second finds the migrations done (they would also wait on a lock).
  instanceA = await startBff(await freePort(), postgres.databaseUrl);
  instanceB = await startBff(await freePort(), postgres.databaseUrl);
  proxy = await startRoundRobinProxy(await freePort(), [instanceA.port, instanceB.port]);
  admin = await Person.register(proxy.url, 'admin', 'Ada');
  worker = await Person.register(proxy.url, 'worker', 'Wanda');
});

test.afterAll(async () => {
  await proxy?.close();
  instanceA?.kill('SIGKILL');
  instanceB?.kill('SIGKILL');
  await Promise.all([instanceA?.exited, instanceB?.exited]);
  await postgres?.destroy();
  removeTempDirs();
});

test('a session, chat and notifications work whichever instance answers', async () => {
  const before = { ...proxy.served };
  for (let index = 0; index < 6; index += 1) expect((await worker.call('GET', '/api/auth/user')).status).toBe(200);
  expect(proxy.served[instanceA.port] - before[instanceA.port]).toBeGreaterThanOrEqual(2);
  expect(proxy.served[instanceB.port] - before[instanceB.port]).toBeGreaterThanOrEqual(2);

  // Two sockets of the worker: the proxy puts one on each instance.
  const sockets = [await openSocket(proxy.url, worker.cookie), await openSocket(proxy.url, worker.cookie)];
  const adminSocket = await openSocket(proxy.url, admin.cookie);
  const sent: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const answer = await admin.call('POST', '/api/messages', { recipientId: worker.id, message: `hello ${index}`, channelType: 'direct' });
    expect(answer.status).toBe(201);
    sent.push(answer.body.id);
  }
  for (const socket of sockets) {
    await until(() => socket.events.filter((event) => event.type === 'new-message').length === sent.length, 5000, 'messages on both instances');
    expect(socket.events.filter((event) => event.type === 'new-message').map((event) => event.message.id)).toEqual(sent);
  }
  const issue = await worker.call('POST', '/api/issues', { title: 'Cracked beam', description: 'Level 2' });
  expect(issue.status).toBe(201);
  await until(() => adminSocket.events.some((event) => event.type === 'notification' && event.notification.title === 'Issue reported'), 5000, 'the admin told');
  for (const socket of [...sockets, adminSocket]) socket.ws.close();
});

/** A /ws client that reconnects through the proxy when its socket closes, as the shell's does. */
function reconnectingSocket(url: string, cookie: string) {
  const state = { events: [] as any[], closeCodes: [] as number[], opens: 0, stopped: false, current: null as WebSocket | null };
  const open = () => {
    if (state.stopped) return;
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, { headers: { Cookie: cookie } });
    state.current = ws;
    ws.on('open', () => (state.opens += 1));
    ws.on('message', (data) => state.events.push(JSON.parse(data.toString())));
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      state.closeCodes.push(code);
      setTimeout(open, 100);
    });
  };
  open();
  return {
    state,
    stop() {
      state.stopped = true;
      state.current?.close();
    },
  };
}

test('stopping one instance under a stream of messages loses no acknowledged message', async () => {
  // Sockets on both instances, so one of them is on the instance that stops.
  const receivers = [reconnectingSocket(proxy.url, worker.cookie), reconnectingSocket(proxy.url, worker.cookie)];
  await until(() => receivers.every((receiver) => receiver.state.opens === 1), 5000, 'sockets open');

  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let sending = true;
  let counter = 0;
  const sender = (async () => {
    while (sending) {
      counter += 1;
      const answer = await admin.call('POST', '/api/messages', { recipientId: worker.id, message: `stream ${counter}`, channelType: 'direct' });
      statuses.push(answer.status);
      if (answer.status !== 201) console.log(`message ${counter}: ${answer.status} ${JSON.stringify(answer.body)}`);
      if (answer.status === 201) acknowledged.push(answer.body.id);
    }
  })();
  await sleep(1000);
  instanceA.kill('SIGTERM');
  expect(await instanceA.exited).toBe(0);
  await sleep(1500);
  sending = false;
  await sender;

  // The proxy skipped the stopped instance: every message was accepted.
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(10);
  // The socket on the stopped instance was told "service restart" and reconnected to B.
  const closed = receivers.find((receiver) => receiver.state.closeCodes.length > 0);
  expect(closed?.state.closeCodes[0]).toBe(1012);
  await until(() => closed!.state.opens === 2, 5000, 'reconnected to the surviving instance');

  // Stored, all of them.
  const stored = await sql<{ id: string }>(postgres.databaseUrl, 'SELECT id FROM messages WHERE id = ANY($1::uuid[])', [acknowledged]);
  expect(stored).toHaveLength(acknowledged.length);
  // The receiver that stayed on B got every one live.
  const steady = receivers.find((receiver) => receiver !== closed)!;
  await until(() => steady.state.events.filter((event) => event.type === 'new-message').length >= acknowledged.length, 5000, 'live delivery on B');
  const live = (receiver: typeof steady) => new Set(receiver.state.events.filter((event) => event.type === 'new-message').map((event) => event.message.id));
  expect(acknowledged.filter((id) => !live(steady).has(id))).toEqual([]);
  // The one that moved got the rest from the API once reconnected (what its client does on reopen).
  const readBack = new Set<string>();
  let page = await worker.call('GET', `/api/messages/${admin.id}?limit=100`);
  while (page.status === 200 && page.body.length) {
    for (const message of page.body) readBack.add(message.id);
    if (page.body.length < 100) break;
    page = await worker.call('GET', `/api/messages/${admin.id}?limit=100&before=${page.body[0].id}`);
  }
  const missedLive = acknowledged.filter((id) => !live(closed!).has(id));
  expect(missedLive.filter((id) => !readBack.has(id))).toEqual([]);
  console.log(
    `Instance stopped mid-stream: ${acknowledged.length} messages acknowledged, all stored; the moved socket missed ${missedLive.length} live, all read back`,
  );
  for (const receiver of receivers) receiver.stop();
});
