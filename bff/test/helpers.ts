// Test helpers: a fresh database per test file, the real app booted on it, agents per role.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import WebSocket from 'ws';
import { todayIso } from '../src/common/calendar';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { createApp } from '../src/create-app';
import type { Role } from '../src/common/roles';
import type { UserJson } from '../src/users/user-json';
import { runTempDir } from './support/run-temp-dir';
import { inEnglish } from './support/english';

export const ADMIN_PIN = '2468';
export const FOREMAN_PIN = '1357';
export const PASSWORD = 'correct horse 1';

/** The local calendar day `offset` days from today, YYYY-MM-DD (from noon, so no DST edge moves it). */
export function day(offset: number): string {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + offset);
  return todayIso(date);
}

function serverUrl(): string {
  const url = process.env.GW_TEST_SERVER_URL;
  if (!url) throw new Error('GW_TEST_SERVER_URL is not set: run the tests through jest (global setup)');
  return url;
}

/** Creates an empty database for one test file and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `gw_test_${process.env.GW_TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function sql<T = Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Who sees a notification `n`, the rule of migration 1768600000000-RoleNotifications restated as
 * the tests' own oracle: its person, or each member of its role who held the role when it was
 * made, but the one it excepts.
 */
const SEES = `(seer.id = n.user_id OR (seer.role = n.audience AND n.created_at >= seer.role_since AND n.except_user_id IS DISTINCT FROM seer.id))`;

/** The notifications a person sees, newest first (a role's row once for each member), their texts in English. */
export async function notificationsSeenBy(databaseUrl: string, userId: string): Promise<Array<{ id: string; title: string; message: string }>> {
  const rows = await sql<{ id: string; title: string; message: string }>(
    databaseUrl,
    `SELECT n.id, n.title, n.message FROM notifications n JOIN users seer ON ${SEES} WHERE seer.id = $1 ORDER BY n.created_at DESC, n.id`,
    [userId],
  );
  return Promise.all(rows.map(async (row) => ({ ...row, title: await inEnglish(row.title), message: await inEnglish(row.message) })));
}

/** Whom the notifications matching `where` (SQL over `n`) tell: each (person, notification id), sorted by person. */
export async function toldBy(databaseUrl: string, where: string, params: unknown[] = []): Promise<Array<{ userId: string; id: string }>> {
  return sql(databaseUrl, `SELECT seer.id AS "userId", n.id FROM notifications n JOIN users seer ON ${SEES} WHERE ${where} ORDER BY seer.id, n.id`, params);
}

/**
 * Reads until `settled` holds or `withinMs` has passed, and returns the last value read (assert on
 * it). For what reaches an instance by a PostgreSQL notification, as a change to a session or a
 * user does: the listener hears of a commit a moment after the committer's reply, not before it.
 */
export async function settledRead<T>(read: () => Promise<T>, settled: (value: T) => boolean, withinMs = 2000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (settled(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Makes requests arrive together at a writer: `first` is sent and held in the database (a lock on
 * `table`) until the others have reached the server and queued behind its statement, then all go
 * through (each its own statement: they must not disturb one another).
 */
export async function arriveTogether<T>(databaseUrl: string, table: string, first: () => Promise<T>, others: Array<() => Promise<T>>): Promise<T[]> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const firstDone = first();
    const waiting = await settledRead(
      () => sql(databaseUrl, `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
      (rows) => rows.length === 1,
      5000,
    );
    if (waiting.length !== 1) throw new Error(`arriveTogether: ${waiting.length} statements wait for the lock on ${table}, not 1`);
    const othersDone = others.map((send) => send());
    // Time for every request to pass its guards and pipes and queue behind the statement in flight.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await lock.query('COMMIT');
    return [await firstDone, ...(await Promise.all(othersDone))];
  } finally {
    await lock.end();
  }
}

/** The payloads notified on the answer caches' channel while `change` runs (and 300 ms after). */
export async function answerTagsOf(databaseUrl: string, change: () => Promise<unknown>): Promise<string[]> {
  const listener = new Client({ connectionString: databaseUrl });
  await listener.connect();
  const payloads: string[] = [];
  listener.on('notification', (message) => payloads.push(message.payload ?? ''));
  try {
    await listener.query('LISTEN groundwork_answers');
    await change();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await listener.end();
  }
  return payloads;
}

export function testConfig(databaseUrl: string, env: Record<string, string | undefined> = {}): AppConfig {
  const dataDir = env.DATA_DIR ?? runTempDir('data-');
  return loadConfig(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough',
      ADMIN_PIN,
      FOREMAN_PIN,
      AUTH_RATE_LIMIT: '10000',
      // Suites make hundreds of changes as one person in seconds; the limits have tests of their own.
      WRITE_RATE_LIMIT: '1000000',
      LOGIN_FAILURE_LIMIT: '1000000',
      PORT: '0',
      ...env,
    },
    process.cwd(),
  );
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  baseUrl: string;
  close(): Promise<void>;
}

/** Boots the real app (same createApp as main.ts) on a free port. */
export async function bootApp(config: AppConfig): Promise<TestApp> {
  const app = await createApp(config, { logger: ['error'] });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, config, baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

/** Two instances of the app on one fresh database, as behind a load balancer. */
export async function bootTwoInstances(): Promise<{ databaseUrl: string; instanceA: TestApp; instanceB: TestApp }> {
  const databaseUrl = await createTestDatabase();
  const config = testConfig(databaseUrl);
  return { databaseUrl, instanceA: await bootApp(config), instanceB: await bootApp(config) };
}

export interface Person {
  agent: ReturnType<typeof request.agent>;
  user: UserJson;
  cookie: string;
  email: string;
  password: string;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

/** Registers someone of the given role through the API and returns their logged-in agent. */
export async function registerAs(target: TestApp, role: Role, overrides: Record<string, unknown> = {}): Promise<Person> {
  const agent = request.agent(target.baseUrl);
  const email = (overrides.email as string | undefined) ?? uniqueEmail(role);
  const body: Record<string, unknown> = {
    role,
    email,
    firstName: `${role[0].toUpperCase()}${role.slice(1)}`,
    lastName: 'Tester',
    phoneNumber: '(312) 555-0100',
    password: PASSWORD,
    ...(role === 'admin' ? { pin: ADMIN_PIN } : role === 'foreman' ? { pin: FOREMAN_PIN } : {}),
    ...overrides,
  };
  const response = await agent.post('/api/auth/register').send(body);
  if (response.status !== 201) throw new Error(`register ${role} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, user: response.body as UserJson, cookie: sessionCookie(response.headers['set-cookie']), email, password: body.password as string };
}

/** Logs a registered person in again (a role change ends their sessions) and returns the new agent. */
export async function logIn(target: TestApp, person: Pick<Person, 'email' | 'password'>): Promise<Person> {
  const agent = request.agent(target.baseUrl);
  const response = await agent.post('/api/auth/login').send({ email: person.email, password: person.password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, user: response.body as UserJson, cookie: sessionCookie(response.headers['set-cookie']), email: person.email, password: person.password };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = list.find((line) => line.startsWith('groundwork.sid='));
  if (!found) throw new Error('no session cookie was set');
  return found.split(';')[0];
}

/** Opens a /ws socket; resolves once open, rejects with the HTTP status when refused. */
export function openSocket(target: TestApp, cookie?: string): Promise<{ socket: WebSocket; messages: unknown[]; next(): Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${target.baseUrl.replace('http', 'ws')}/ws`, { headers: cookie ? { Cookie: cookie } : {} });
    const messages: unknown[] = [];
    const waiters: Array<(message: unknown) => void> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as unknown;
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else messages.push(message);
    });
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        next: () =>
          new Promise((resolveMessage, rejectMessage) => {
            if (messages.length) return resolveMessage(messages.shift());
            const timer = setTimeout(() => rejectMessage(new Error('no /ws message within 5 s')), 5000);
            waiters.push((message) => {
              clearTimeout(timer);
              resolveMessage(message);
            });
          }),
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`refused with ${response.statusCode}`), { statusCode: response.statusCode }));
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** The newest outbox email for an address (polls: the email is written in the background). */
export async function newestOutboxEmail(dataDir: string, email: string, since = 0, timeoutMs = 5000): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      if (Number(file.split('-')[0]) < since) continue;
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (text.startsWith(`To: ${email}\n`)) return text;
    }
    if (Date.now() > deadline) throw new Error(`no outbox email for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function resetTokenFrom(emailText: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(emailText);
  if (!match) throw new Error('no reset link in the email');
  return match[1];
}
