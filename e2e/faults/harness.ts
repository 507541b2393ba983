// What the fault tests start and stop for real: a throwaway embedded PostgreSQL cluster, BFF
// processes (`node bff/dist/main.js`, or the `npm start` launcher), HTTP sessions with a cookie,
// and /ws sockets, each on a port the system says is free (freePort, the embedded PostgreSQL's).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import WebSocket from 'ws';

export const ROOT = path.resolve(__dirname, '../..');
/** The flags the BFF runs with in production (bff/bin/node-flags.js), so these tests run it alike. */
// A CommonJS file of the BFF with no types: required and typed here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BFF_NODE_FLAGS } = require(path.join(ROOT, 'bff/bin/node-flags.js')) as { BFF_NODE_FLAGS: string[] };
export const ADMIN_PIN = '2468';
export const FOREMAN_PIN = '1357';
export const PASSWORD = 'correct horse 1';
export const SESSION_SECRET = 'faults-session-secret-long-enough-for-two-instances';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds bff/dist when it is missing or older than its sources (the tests run the built BFF). */
export function ensureBffBuilt(): void {
  const main = path.join(ROOT, 'bff/dist/main.js');
  const builtAt = fs.existsSync(main) ? fs.statSync(main).mtimeMs : 0;
  let newest = 0;
  const visit = (target: string) => {
    const stat = fs.statSync(target);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  visit(path.join(ROOT, 'bff/src'));
  if (builtAt >= newest) return;
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', 'bff'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w bff failed');
}

const createdDirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gw-faults-${prefix}-`));
  createdDirs.push(dir);
  return dir;
}

/** Removes every folder tempDir() made in this test file (call once its processes are stopped). */
export function removeTempDirs(): void {
  for (const dir of createdDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

interface EmbeddedModule {
  startEmbeddedPostgres(options: { dataDir: string; port?: number }): Promise<{ url: string; port: number; stop(): Promise<void> }>;
  freePort(): Promise<number>;
  ensureDatabase(serverUrl: string, name: string): Promise<string>;
}

async function embeddedModule(): Promise<EmbeddedModule> {
  const url = pathToFileURL(path.join(ROOT, 'bff/bin/embedded-postgres.mjs')).href;
  // Kept a real import() (the .mjs cannot be required) whatever the TypeScript transform does.
  return (await new Function('url', 'return import(url)')(url)) as EmbeddedModule;
}

/**
 * The `groundwork` database of the embedded PostgreSQL that the launcher runs on `dataDir` (found
 * through its postmaster.pid and reused, never stopped here), e.g. the browser suite's server's.
 */
export async function launcherDatabaseUrl(dataDir: string): Promise<string> {
  const embedded = await embeddedModule();
  const server = await embedded.startEmbeddedPostgres({ dataDir });
  return embedded.ensureDatabase(server.url, 'groundwork');
}

/** The pid of the postmaster of the cluster under `dataDir`, or null when none is recorded. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Postgres {
  dataDir: string;
  databaseUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A port nothing listens on now, for a server a test is about to start (and restart on the same
 * port): a fixed range could already be taken on the machine that runs the suite.
 */
export async function freePort(): Promise<number> {
  return (await embeddedModule()).freePort();
}

/**
 * A cluster of this test's own on a free port, with one database; it can be stopped and started
 * again, on the same port.
 */
export async function startPostgres(): Promise<Postgres> {
  const { startEmbeddedPostgres, ensureDatabase } = await embeddedModule();
  const dataDir = tempDir('pg');
  const first = await startEmbeddedPostgres({ dataDir });
  const port = first.port;
  let server: { stop(): Promise<void> } | null = first;
  const databaseUrl = await ensureDatabase(first.url, 'groundwork_faults');
  return {
    dataDir,
    databaseUrl,
    async stop() {
      await server?.stop();
      server = null;
    },
    async start() {
      if (!server) server = await startEmbeddedPostgres({ dataDir, port });
    },
    async destroy() {
      await server?.stop();
      server = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

// ---------------------------------------------------------------------------------------------
// BFF processes

export interface Bff {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

export function bffEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  // Only what a BFF needs from here: nothing that would point it at another database or mailer.
  for (const name of ['PATH', 'HOME', 'TZ', 'LANG']) if (process.env[name]) env[name] = process.env[name];
  return {
    ...env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET,
    ADMIN_PIN,
    FOREMAN_PIN,
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '1000000',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

function spawnAndWatch(args: string[], port: number, env: NodeJS.ProcessEnv): Bff {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

/** `node bff/dist/main.js` on `port` against `databaseUrl`; resolves once /api/health answers 200. */
export async function startBff(port: number, databaseUrl: string, extra: Record<string, string> = {}): Promise<Bff> {
  const dataDir = extra.DATA_DIR ?? tempDir('data');
  const bff = spawnAndWatch(
    [...BFF_NODE_FLAGS, path.join(ROOT, 'bff/dist/main.js')],
    port,
    bffEnv(port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...extra }),
  );
  await waitHealthy(bff, 60_000);
  return bff;
}

/** The `npm start` launcher (embedded PostgreSQL in DATA_DIR), as a user runs it. */
export async function startLauncher(port: number, dataDir: string): Promise<Bff> {
  const launcher = spawnAndWatch([path.join(ROOT, 'bff/bin/start.js')], port, bffEnv(port, { DATA_DIR: dataDir }));
  await waitHealthy(launcher, 120_000);
  return launcher;
}

export async function waitHealthy(bff: Bff, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedWith: number | string | null = null;
  void bff.exited.then((code) => (exitedWith = code));
  while (Date.now() < deadline) {
    if (exitedWith !== null) throw new Error(`The BFF exited (${exitedWith}) before it was healthy:\n${bff.output()}`);
    try {
      if ((await new Person(bff.baseUrl, '', '').call('GET', '/api/health', undefined, 5000)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The BFF on ${bff.port} was not healthy within ${timeoutMs} ms:\n${bff.output()}`);
}

// ---------------------------------------------------------------------------------------------
// People: a session cookie per person, each request on a connection of its own

export interface Answer {
  status: number;
  body: any;
  /** Milliseconds from sending to the answer (or to the network error). */
  ms: number;
}

export class Person {
  cookie = '';
  id = '';

  constructor(
    public baseUrl: string,
    public email: string,
    public role: string,
  ) {}

  /**
   * Any answer, or status 0 with the error's message when there was none (refused, reset). Each
   * call opens its own connection (no keep-alive pool): a server that stopped listening is seen
   * as stopped at once, not through a connection it opened earlier.
   */
  call(method: string, urlPath: string, body?: unknown, timeoutMs = 15_000): Promise<Answer> {
    const started = Date.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const request = http.request(
        `${this.baseUrl}${urlPath}`,
        {
          method,
          agent: false,
          timeout: timeoutMs,
          headers: {
            ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
            ...(this.cookie ? { Cookie: this.cookie } : {}),
            Origin: this.baseUrl,
          },
        },
        (response) => {
          const setCookie = (response.headers['set-cookie'] ?? []).find((line) => line.startsWith('groundwork.sid='));
          if (setCookie) this.cookie = setCookie.split(';')[0];
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: keep the text.
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, ms: Date.now() - started });
          });
          response.on('error', (error) => resolve({ status: 0, body: error.message, ms: Date.now() - started }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => resolve({ status: 0, body: error.message, ms: Date.now() - started }));
      request.end(payload);
    });
  }

  static async register(baseUrl: string, role: 'admin' | 'foreman' | 'worker' | 'client', firstName: string): Promise<Person> {
    const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const person = new Person(baseUrl, email, role);
    const answer = await person.call('POST', '/api/auth/register', {
      role,
      email,
      firstName,
      lastName: 'Fault',
      phoneNumber: '(312) 555-0100',
      password: PASSWORD,
      ...(role === 'admin' ? { pin: ADMIN_PIN } : role === 'foreman' ? { pin: FOREMAN_PIN } : {}),
    });
    if (answer.status !== 201) throw new Error(`register ${role} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    person.id = answer.body.id;
    return person;
  }
}

// ---------------------------------------------------------------------------------------------
// /ws

export interface Socket {
  ws: WebSocket;
  events: any[];
  closed: Promise<{ code: number; reason: string }>;
}

export function openSocket(baseUrl: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { Cookie: cookie } });
    const events: any[] = [];
    const closed = new Promise<{ code: number; reason: string }>((resolveClose) =>
      ws.once('close', (code, reason) => resolveClose({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => events.push(JSON.parse(data.toString())));
    ws.once('open', () => resolve({ ws, events, closed }));
    ws.once('error', reject);
  });
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}
