// The limits that keep one attacker from wearing the app down: wrong passwords per account (on
// every instance, from any address), reset emails per account, changes per person, a request's
// time to arrive; and the answers around them (a client's abort is not a database outage, the
// API's answers are never stored by a browser or a proxy).
import { ConsoleLogger } from '@nestjs/common';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../src/create-app';
import { bootApp, createTestDatabase, newestOutboxEmail, PASSWORD, registerAs, resetTokenFrom, sql, TestApp, testConfig } from './helpers';

const ISSUE = { title: 'Loose railing', description: 'Second floor, east stairs', severity: 'high' };

describe('wrong passwords per account', () => {
  let databaseUrl: string;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    // Two instances behind one proxy: each request comes "from" the address the proxy names.
    const env = { LOGIN_FAILURE_LIMIT: '10', TRUST_PROXY: 'true' };
    first = await bootApp(testConfig(databaseUrl, env));
    second = await bootApp(testConfig(databaseUrl, { ...env, DATA_DIR: first.config.dataDir }));
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const login = (target: TestApp, email: string, password: string, address: string) =>
    request(target.baseUrl).post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });

  it('locks an account for 15 minutes after 10 wrong passwords from any addresses and instances; a password reset unlocks it', async () => {
    const worker = await registerAs(first, 'worker');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(attempt % 2 ? second : first, worker.email.toUpperCase(), 'wrong password', `203.0.113.${attempt % 3}`);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid email or password');
    }
    const locked = await login(second, worker.email, PASSWORD, '198.51.100.7');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong passwords for this account. Please wait 15 minutes or reset your password.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // Another account is not touched.
    const other = await registerAs(first, 'worker');
    expect((await login(first, other.email, PASSWORD, '203.0.113.0')).status).toBe(200);

    const since = Date.now();
    await request(first.baseUrl).post('/api/auth/forgot-password').send({ email: worker.email }).expect(200);
    const token = resetTokenFrom(await newestOutboxEmail(first.config.dataDir, worker.email, since));
    await request(second.baseUrl).post('/api/auth/reset-password').send({ token, newPassword: 'a new password' }).expect(200);
    expect((await login(first, worker.email, 'a new password', '203.0.113.0')).status).toBe(200);
  });

  it('counts unknown emails alike, so a lock tells nothing about who has an account', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(first, 'nobody@example.com', 'guess', '203.0.113.9')).status).toBe(401);
    }
    expect((await login(second, 'nobody@example.com', 'guess', '203.0.113.10')).status).toBe(429);
  });

  it('starts from nothing after a correct password', async () => {
    const foreman = await registerAs(first, 'foreman');
    for (let attempt = 0; attempt < 9; attempt += 1) await login(first, foreman.email, 'wrong', '203.0.113.1').expect(401);
    await login(first, foreman.email, PASSWORD, '203.0.113.1').expect(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await login(second, foreman.email, 'wrong', '203.0.113.1').expect(401);
    await login(second, foreman.email, PASSWORD, '203.0.113.1').expect(200);
  });

  it('sends at most 3 reset emails per account an hour; later requests get the same answer and send nothing', async () => {
    const client = await registerAs(first, 'client');
    const outbox = path.join(first.config.dataDir, 'outbox');
    const emailsTo = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((file) =>
        fs.readFileSync(path.join(outbox, file), 'utf8').startsWith(`To: ${client.email}\n`),
      ).length;
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await request(i % 2 ? second.baseUrl : first.baseUrl)
        .post('/api/auth/forgot-password')
        .send({ email: client.email });
      answers.push(response.body.message);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(new Set(answers).size).toBe(1);
    expect(emailsTo()).toBe(3);
    const [row] = await sql<{ n: number }>(databaseUrl, `SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1`, [client.user.id]);
    expect(row.n).toBe(3);
  });
});

describe('changes per person', () => {
  let target: TestApp;

  beforeAll(async () => {
    target = await bootApp(testConfig(await createTestDatabase(), { WRITE_RATE_LIMIT: '5' }));
  });

  afterAll(async () => target?.close());

  it('answers 429 with Retry-After past the limit a minute, changing nothing, for that person only', async () => {
    const foreman = await registerAs(target, 'foreman');
    const other = await registerAs(target, 'foreman');
    for (let i = 0; i < 5; i += 1) await foreman.agent.post('/api/issues').send(ISSUE).expect(201);
    const refused = await foreman.agent.post('/api/issues').send(ISSUE);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many changes in a short time. Please wait a moment and try again.',
      error: 'Too Many Requests',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mine = await foreman.agent.get('/api/issues').expect(200);
    expect((mine.body as Array<{ reportedById: string }>).filter((issue) => issue.reportedById === foreman.user.id)).toHaveLength(5);
    await other.agent.post('/api/issues').send(ISSUE).expect(201);
  });
});

describe('requests that take too long to arrive', () => {
  let target: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    class Recording extends ConsoleLogger {
      override error(message: unknown): void {
        logged.push(`ERROR ${String(message)}`);
      }
      override warn(message: unknown): void {
        logged.push(`WARN ${String(message)}`);
      }
      override log(): void {}
    }
    const config = testConfig(await createTestDatabase(), { REQUEST_TIMEOUT_MS: '2000' });
    const app = await createApp(config, { logger: new Recording() });
    await app.listen(0, '127.0.0.1');
    target = { app, config, baseUrl: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`, close: () => app.close() };
  });

  afterAll(async () => target?.close());

  /** Opens a connection that sends headers and part of a body, then `afterHeaders(socket)`. */
  function partialRequest(afterHeaders: (socket: net.Socket) => void): Promise<{ closedAfterMs: number; answer: string }> {
    const { port } = new URL(target.baseUrl);
    return new Promise((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
        afterHeaders(socket);
      });
      socket.on('data', (data) => (answer += data.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answer }));
    });
  }

  it('cuts off a body trickled a byte at a time once the request timeout has passed', async () => {
    let timer: NodeJS.Timeout | undefined;
    const result = await partialRequest((socket) => {
      timer = setInterval(() => socket.write(' '), 200);
    });
    clearInterval(timer);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(2000);
    expect(result.closedAfterMs).toBeLessThan(5000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("treats a client that goes away mid-body as the client's doing, not a database outage", async () => {
    logged.length = 0;
    await partialRequest((socket) => setTimeout(() => socket.destroy(), 100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.filter((line) => /Database unavailable|ERROR/.test(line))).toEqual([]);
  });
});

describe('answers of the API', () => {
  let target: TestApp;

  beforeAll(async () => {
    target = await bootApp(testConfig(await createTestDatabase()));
  });

  afterAll(async () => target?.close());

  it('are never stored by a browser or a proxy: Cache-Control no-store', async () => {
    const admin = await registerAs(target, 'admin');
    for (const url of ['/api/auth/user', '/api/users', '/api/notifications', '/api/schedules']) {
      const response = await admin.agent.get(url).expect(200);
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const anonymous = await request(target.baseUrl).get('/api/auth/user').expect(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
