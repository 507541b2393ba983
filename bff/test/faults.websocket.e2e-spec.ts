// Issue 10, reliability: the /ws side of failures. A socket that stops answering pings is
// dropped (so a vanished laptop does not stay "connected"), and closing the app tells every
// socket "service restart" (1012) rather than cutting it without a code.
import WebSocket from 'ws';
import { RealtimeService } from '../src/realtime/realtime.service';
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
