// /ws: only sockets with a valid session cookie; events reach sockets on another instance.
import request from 'supertest';
import { NotificationsService } from '../src/notifications/notifications.service';
import { RealtimeService } from '../src/realtime/realtime.service';
import { bootApp, createTestDatabase, openSocket, registerAs, TestApp, testConfig } from './helpers';

let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  const config = testConfig(await createTestDatabase());
  instanceA = await bootApp(config);
  instanceB = await bootApp(config);
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

it('a session made on one instance works on the other', async () => {
  const person = await registerAs(instanceA, 'worker');
  const response = await request(instanceB.baseUrl).get('/api/auth/user').set('Cookie', person.cookie);
  expect(response.status).toBe(200);
});

it('delivers an event published on instance B to a socket on instance A', async () => {
  const person = await registerAs(instanceA, 'worker');
  const other = await registerAs(instanceA, 'worker');
  const socket = await openSocket(instanceA, person.cookie);
  const otherSocket = await openSocket(instanceA, other.cookie);
  try {
    await instanceB.app.get(RealtimeService).toUser(person.user.id, { type: 'chat', userId: other.user.id });
    expect(await socket.next()).toEqual({ type: 'chat', userId: other.user.id });
    const stored = await instanceB.app.get(NotificationsService).notify(person.user.id, 'Hello', 'From B');
    expect(await socket.next()).toMatchObject({ type: 'notification', notification: { id: stored.id, title: 'Hello', read: false } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherSocket.messages).toEqual([]);
  } finally {
    socket.socket.close();
    otherSocket.socket.close();
  }
});

it('publishes events sent together in batches, every one and in order, on the LISTEN connection or, while it is down, the pool', async () => {
  const person = await registerAs(instanceA, 'worker');
  const socket = await openSocket(instanceA, person.cookie);
  const realtime = instanceB.app.get(RealtimeService);
  const burst = (from: number) =>
    Promise.all(Array.from({ length: 40 }, (_, i) => realtime.toUsers([{ userId: person.user.id, event: { type: 'chat', userId: String(from + i) } }])));
  const received = async (count: number) => {
    const events: unknown[] = [];
    while (events.length < count) events.push(await socket.next());
    return events;
  };
  try {
    await burst(0);
    expect(await received(40)).toEqual(Array.from({ length: 40 }, (_, n) => ({ type: 'chat', userId: String(n) })));
    // Without a LISTEN connection the pool publishes: events still leave this instance.
    const listening = jest.spyOn(realtime, 'isListening').mockReturnValue(false);
    try {
      await burst(40);
    } finally {
      listening.mockRestore();
    }
    expect(await received(40)).toEqual(Array.from({ length: 40 }, (_, i) => ({ type: 'chat', userId: String(40 + i) })));
  } finally {
    socket.socket.close();
  }
});

it('refuses a socket without a cookie, with a forged cookie, or after logout', async () => {
  await expect(openSocket(instanceA)).rejects.toMatchObject({ statusCode: 401 });
  await expect(openSocket(instanceA, 'groundwork.sid=forged.signature')).rejects.toMatchObject({ statusCode: 401 });
  const person = await registerAs(instanceA, 'client');
  await person.agent.get('/api/logout');
  await expect(openSocket(instanceA, person.cookie)).rejects.toMatchObject({ statusCode: 401 });
});

it('refuses a socket opened by a page of another origin', async () => {
  const person = await registerAs(instanceA, 'worker');
  const WebSocket = (await import('ws')).default;
  const status = await new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${instanceA.baseUrl.replace('http', 'ws')}/ws`, {
      headers: { Cookie: person.cookie },
      origin: 'https://evil.example.com',
    });
    socket.once('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
    socket.once('open', () => reject(new Error('opened')));
  });
  expect(status).toBe(403);
});
