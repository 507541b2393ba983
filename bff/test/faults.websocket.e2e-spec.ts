// Reliability: the /ws side of failures. A socket that stops answering pings is
// dropped (so a vanished laptop does not stay "connected"), and closing the app tells every
// socket "service restart" (1012) rather than cutting it without a code.
import WebSocket from 'ws';
import { RealtimeService } from '../src/realtime/realtime.service';
import { MAX_CLIENT_FRAME_BYTES } from '../src/realtime/session-ws.adapter';
import { bootApp, createTestDatabase, openSocket, registerAs, TestApp, testConfig } from './helpers';

let target: TestApp;

beforeAll(async () => {
  target = await bootApp(testConfig(await createTestDatabase()));
});

afterAll(async () => {
  await target?.close();
});

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

it('drops a socket that missed a heartbeat and keeps one that answers', async () => {
  const person = await registerAs(target, 'worker');
  const realtime = target.app.get(RealtimeService);
  const answering = await openSocket(target, person.cookie);
  // A client that has gone quiet: it no longer answers pings.
  const silent = new WebSocket(`${target.baseUrl.replace('http', 'ws')}/ws`, { headers: { Cookie: person.cookie }, autoPong: false });
  await new Promise((resolve, reject) => silent.once('open', resolve).once('error', reject));
  const silentClosed = closed(silent);
  expect(realtime.localSocketCount(person.user.id)).toBe(2);

  // Two heartbeat rounds (every 30 s in production): the first pings, the second finds who did not answer.
  const heartbeat = () => (realtime as unknown as { checkHeartbeats(): void }).checkHeartbeats();
  heartbeat();
  await new Promise((resolve) => setTimeout(resolve, 200));
  heartbeat();
  expect(await silentClosed).toBe(1006); // terminated, no close frame: the peer is gone
  expect(realtime.localSocketCount(person.user.id)).toBe(1);
  expect(answering.socket.readyState).toBe(WebSocket.OPEN);
  answering.socket.close();
});

it('closing the app closes its sockets with 1012 service restart', async () => {
  const own = await bootApp(target.config);
  const person = await registerAs(own, 'worker');
  const socket = await openSocket(own, person.cookie);
  const reason = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.socket.once('close', (code, text) => resolve({ code, reason: text.toString() })),
  );
  await own.close();
  expect(await reason).toEqual({ code: 1012, reason: 'Service restart' });
});

it('garbage from a client neither breaks the server nor other sockets; an oversized frame closes only that socket (1009)', async () => {
  const person = await registerAs(target, 'worker');
  const other = await openSocket(target, person.cookie);
  const noisy = await openSocket(target, person.cookie);
  for (const frame of ['not json', '{"type":', '[]', 'null', JSON.stringify({ type: 'chat', userId: { $ne: null } }), Buffer.from([0xff, 0xfe, 0x00])]) {
    noisy.socket.send(frame);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(noisy.socket.readyState).toBe(WebSocket.OPEN);
  const noisyClosed = closed(noisy.socket);
  noisy.socket.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1));
  expect(await noisyClosed).toBe(1009);
  // The server and the other socket carry on.
  await target.app.get(RealtimeService).toUser(person.user.id, { type: 'chat', userId: person.user.id });
  expect(await other.next()).toEqual({ type: 'chat', userId: person.user.id });
  other.socket.close();
});
