// The /ws client against a real WebSocket server: it reconnects after a restart close (1012) with
// backoff, refreshes cached data after every reconnect and on `resync`, and stays away after logout.
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { RealtimeClient, RESYNC_TAGS } from './realtime';

let server: WebSocketServer;
let url: string;
const connections: ServerSocket[] = [];

beforeEach(async () => {
  connections.length = 0;
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server.on('connection', (socket) => connections.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `ws://127.0.0.1:${(server.address() as { port: number }).port}/ws`;
});

afterEach(async () => {
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));
});

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function client() {
  const onResync = jest.fn();
  const onDisconnect = jest.fn();
  const realtime = new RealtimeClient({ urlFactory: () => url, onResync, onDisconnect, minDelayMs: 50, maxDelayMs: 400 });
  return { realtime, onResync, onDisconnect };
}

it('reconnects after the server restarts (1012) and refreshes what it may have missed, not on the first open', async () => {
  const { realtime, onResync, onDisconnect } = client();
  realtime.start();
  await until(() => connections.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(onResync).not.toHaveBeenCalled();

  connections[0].close(1012, 'Service restart');
  await until(() => connections.length === 2);
  await until(() => onResync.mock.calls.length === 1);
  expect(onDisconnect).toHaveBeenCalledTimes(1);

  // Messages flow on the new socket.
  const received: unknown[] = [];
  realtime.subscribe('chat', (message) => received.push(message));
  connections[1].send(JSON.stringify({ type: 'chat', userId: 'u1' }));
  await until(() => received.length === 1);
  expect(received).toEqual([{ type: 'chat', userId: 'u1' }]);
  realtime.stop();
});

it('backs off while the server stays away, then comes back', async () => {
  const { realtime, onResync } = client();
  realtime.start();
  await until(() => connections.length === 1);
  const port = (server.address() as { port: number }).port;
  // The server goes away entirely: every attempt is refused for a while.
  for (const socket of server.clients) socket.close(1001, 'Going away');
  await new Promise((resolve) => server.close(resolve));
  const attempts: number[] = [];
  const refusedUntil = Date.now() + 1200;
  const net = await import('node:net');
  const counter = net.createServer((socket) => {
    attempts.push(Date.now());
    socket.destroy();
  });
  await new Promise<void>((resolve) => counter.listen(port, '127.0.0.1', () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, refusedUntil - Date.now()));
  await new Promise((resolve) => counter.close(resolve));
  // 50, 100, 200, 400, 400... ms with jitter: a handful of attempts in 1.2 s, not hundreds.
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  expect(attempts.length).toBeLessThanOrEqual(8);
  const gaps = attempts.slice(1).map((at, index) => at - attempts[index]);
  expect(Math.max(...gaps)).toBeGreaterThanOrEqual(100);

  server = new WebSocketServer({ port, host: '127.0.0.1' });
  server.on('connection', (socket) => connections.push(socket));
  await until(() => connections.length === 2);
  await until(() => onResync.mock.calls.length === 1);
  realtime.stop();
});

it('refreshes on the server’s resync event (its own event feed had a gap)', async () => {
  const { realtime, onResync } = client();
  realtime.start();
  await until(() => connections.length === 1);
  connections[0].send(JSON.stringify({ type: 'resync' }));
  await until(() => onResync.mock.calls.length === 1);
  realtime.stop();
});

it('does not reconnect after the logged-out close', async () => {
  const { realtime, onResync } = client();
  realtime.start();
  await until(() => connections.length === 1);
  connections[0].close(4001, 'Logged out');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(connections).toHaveLength(1);
  expect(onResync).not.toHaveBeenCalled();
});

it('after a superseded close (its session opened too many), reconnects only once the tab is shown again', async () => {
  const { realtime } = client();
  realtime.start();
  await until(() => connections.length === 1);
  connections[0].close(4008, 'Too many open connections');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(connections).toHaveLength(1);
  document.dispatchEvent(new Event('visibilitychange'));
  await until(() => connections.length === 2);
  realtime.stop();
});

it('refreshes every pushed kind of data, not the deploy-time config', () => {
  expect(RESYNC_TAGS).toEqual(expect.arrayContaining(['Message', 'Notification', 'Schedule', 'Break', 'User']));
  expect(RESYNC_TAGS).not.toContain('Config');
});
