// A /ws socket belongs to the session that opened it: it closes, as logged out, within a second of
// that session ending by any means (logout, a row deleted in psql, a password reset), on every
// instance; the user's other sessions keep theirs. One session holds at most
// MAX_SOCKETS_PER_SESSION sockets, and a client's oversized frame is one WARN line, not an error.
import { ConsoleLogger } from '@nestjs/common';
import request from 'supertest';
import type { WebSocket } from 'ws';
import { createApp } from '../src/create-app';
import { MAX_SOCKETS_PER_SESSION } from '../src/realtime/realtime.service';
import { MAX_CLIENT_FRAME_BYTES } from '../src/realtime/session-ws.adapter';
import {
  bootTwoInstances,
  logIn,
  newestOutboxEmail,
  openSocket,
  PASSWORD,
  registerAs,
  resetTokenFrom,
  sql,
  TestApp,
  testConfig,
  createTestDatabase,
} from './helpers';

const LOGGED_OUT = 4001;

let databaseUrl: string;
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  ({ databaseUrl, instanceA, instanceB } = await bootTwoInstances());
});

afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
});

/** Resolves with the close code, or rejects if the socket is still open after `withinMs`. */
function closedWithin(socket: WebSocket, withinMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function stillOpenAfter(socket: WebSocket, ms: number): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.readyState === socket.OPEN;
}

it("closes a session's sockets on every instance within a second of its logout, and only that session's", async () => {
  const worker = await registerAs(instanceA, 'worker');
  const otherDevice = await logIn(instanceA, worker);
  const onA = await openSocket(instanceA, worker.cookie);
  const onB = await openSocket(instanceB, worker.cookie);
  const otherSession = await openSocket(instanceB, otherDevice.cookie);

  const closes = [closedWithin(onA.socket, 1000), closedWithin(onB.socket, 1000)];
  await request(instanceA.baseUrl).get('/api/logout').set('Cookie', worker.cookie).expect(302);
  expect(await Promise.all(closes)).toEqual([LOGGED_OUT, LOGGED_OUT]);
  expect(await stillOpenAfter(otherSession.socket, 300)).toBe(true);

  // Nothing said to the user after the logout reaches the closed session.
  const admin = await registerAs(instanceA, 'admin');
  await admin.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'After logout' }).expect(201);
  let event = (await otherSession.next()) as { type: string };
  while (event.type !== 'new-message') event = (await otherSession.next()) as { type: string };
  expect(event).toMatchObject({ message: { message: 'After logout' } });
  otherSession.socket.close();
});

it('closes the sockets of a session deleted by hand, or ended by a password reset', async () => {
  const foreman = await registerAs(instanceA, 'foreman');
  const byHand = await openSocket(instanceB, foreman.cookie);
  const closed = closedWithin(byHand.socket, 1000);
  await sql(databaseUrl, `DELETE FROM sessions WHERE user_id = $1`, [foreman.user.id]);
  expect(await closed).toBe(LOGGED_OUT);

  const again = await logIn(instanceA, foreman);
  const beforeReset = await openSocket(instanceB, again.cookie);
  const resetClosed = closedWithin(beforeReset.socket, 5000);
  const since = Date.now();
  await request(instanceA.baseUrl).post('/api/auth/forgot-password').send({ email: foreman.email }).expect(200);
  const token = resetTokenFrom(await newestOutboxEmail(instanceA.config.dataDir, foreman.email, since));
  await request(instanceA.baseUrl)
    .post('/api/auth/reset-password')
    .send({ token, newPassword: `${PASSWORD}!` })
    .expect(200);
  expect(await resetClosed).toBe(LOGGED_OUT);
});

it(`keeps at most ${MAX_SOCKETS_PER_SESSION} sockets per session: a newer one closes the oldest`, async () => {
  const client = await registerAs(instanceA, 'client');
  const sockets = [];
  for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i += 1) sockets.push(await openSocket(instanceA, client.cookie));
  const oldestClosed = closedWithin(sockets[0].socket, 2000);
  const newest = await openSocket(instanceA, client.cookie);
  expect(await oldestClosed).toBe(4008);
  expect(sockets.slice(1).every(({ socket }) => socket.readyState === socket.OPEN)).toBe(true);
  for (const { socket } of [...sockets.slice(1), newest]) socket.close();
});

it("says a client's oversized frame in one WARN line, without a stack or an error", async () => {
  const lines: Array<{ level: string; text: string }> = [];
  class Recording extends ConsoleLogger {
    override error(message: unknown, ...rest: unknown[]): void {
      lines.push({ level: 'error', text: [message, ...rest].map(String).join(' ') });
    }
    override warn(message: unknown, ...rest: unknown[]): void {
      lines.push({ level: 'warn', text: [message, ...rest].map(String).join(' ') });
    }
    override log(): void {}
  }
  const app = await createApp(testConfig(await createTestDatabase()), { logger: new Recording() });
  await app.listen(0, '127.0.0.1');
  const target: TestApp = {
    app,
    config: testConfig(databaseUrl),
    baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`,
    close: () => app.close(),
  };
  try {
    const worker = await registerAs(target, 'worker');
    const { socket } = await openSocket(target, worker.cookie);
    const closed = closedWithin(socket, 2000);
    socket.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1));
    expect(await closed).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const aboutIt = lines.filter(({ text }) => /payload|frame|socket/i.test(text));
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0].level).toBe('warn');
    expect(aboutIt[0].text).not.toContain('\n    at ');
  } finally {
    await target.close();
  }
});
