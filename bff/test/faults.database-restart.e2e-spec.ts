// Reliability: PostgreSQL stops and comes back while the BFF keeps running. Meanwhile
// requests get a readable 503 quickly (not a hang, not a 500); afterwards the same process serves
// again (pool and LISTEN client reconnect by themselves) and every acknowledged write is there.
import request from 'supertest';
import { RealtimeService } from '../src/realtime/realtime.service';
import { bootApp, openSocket, Person, registerAs, sql, TestApp, testConfig } from './helpers';
import { startStoppablePostgres, StoppablePostgres } from './support/stoppable-postgres';

let postgres: StoppablePostgres;
let bff: TestApp;
let worker: Person;
let admin: Person;

beforeAll(async () => {
  postgres = await startStoppablePostgres();
  bff = await bootApp(testConfig(postgres.databaseUrl));
  admin = await registerAs(bff, 'admin');
  worker = await registerAs(bff, 'worker');
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await postgres?.destroy();
});

/** The next /ws event of `type`, skipping others (a message also pushes an unread-count event). */
async function nextOfType(socket: { next(): Promise<unknown> }, type: string): Promise<unknown> {
  for (;;) {
    const event = (await socket.next()) as { type: string };
    if (event.type === type) return event;
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('answers 503 with a readable message while the database is down, and serves again once it is back, without a restart', async () => {
  const socket = await openSocket(bff, worker.cookie);
  const before = await admin.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'before the outage', channelType: 'direct' });
  expect(before.status).toBe(201);
  await nextOfType(socket, 'new-message');

  await postgres.stop();

  // Every kind of request: a logged-in read (the session store is asked first), a write, the
  // health check, a login. Each answers quickly with the one error shape.
  const attempts = [
    () => worker.agent.get('/api/auth/user'),
    () => admin.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'during the outage', channelType: 'direct' }),
    () => request(bff.baseUrl).post('/api/auth/login').send({ email: worker.email, password: worker.password }),
  ];
  for (const attempt of attempts) {
    const started = Date.now();
    const response = await attempt();
    expect({ status: response.status, body: response.body }).toEqual({
      status: 503,
      body: {
        statusCode: 503,
        message: 'The service is temporarily unavailable (the database cannot be reached). Please try again in a moment.',
        error: 'Service Unavailable',
      },
    });
    // Bounded by connectionTimeoutMillis (5 s); a refused connection is much faster.
    expect(Date.now() - started).toBeLessThan(6_000);
  }
  // A new /ws handshake is refused with 503 too (the client's backoff retries it).
  await expect(openSocket(bff, worker.cookie)).rejects.toMatchObject({ statusCode: 503 });
  const health = await request(bff.baseUrl).get('/api/health');
  expect({ status: health.status, body: health.body }).toEqual({ status: 503, body: { status: 'error', database: 'down' } });

  await postgres.start();

  // The pool reconnects on the next request; the LISTEN client on its own, with backoff.
  await until(async () => (await request(bff.baseUrl).get('/api/health')).status === 200, 15_000);
  expect((await worker.agent.get('/api/auth/user')).status).toBe(200);
  await until(async () => bff.app.get(RealtimeService).isListening(), 15_000);
  // The socket stayed open through the outage; its client is told it may have missed events.
  expect(await nextOfType(socket, 'resync')).toEqual({ type: 'resync' });

  const after = await admin.agent.post('/api/messages').send({ recipientId: worker.user.id, message: 'after the outage', channelType: 'direct' });
  expect(after.status).toBe(201);
  expect(await nextOfType(socket, 'new-message')).toMatchObject({ message: { message: 'after the outage' } });

  const stored = await sql<{ message: string }>(postgres.databaseUrl, 'SELECT message FROM messages ORDER BY created_at');
  expect(stored.map((row) => row.message)).toEqual(['before the outage', 'after the outage']);
  socket.socket.close();
}, 90_000);
