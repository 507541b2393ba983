// Graceful shutdown, as a user runs the app (`npm start`: the launcher, the BFF, the embedded
// PostgreSQL): SIGTERM lets a request already running finish, refuses new connections, closes
// /ws with 1012 (service restart), then the launcher stops the database cleanly (no stale
// postmaster.pid) and the next start carries on with the same data and sessions.
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, isAlive, openSocket, Person, postmasterPid, sleep, startLauncher, tempDir } from './harness';

/** GET /api/health through `agent`: its status and Connection header. */
function get(baseUrl: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

test('SIGTERM drains a running request, closes sockets with 1012 and stops the embedded database cleanly', async () => {
  const dataDir = tempDir('launcher');
  // One port for both starts: the people below keep the first one's address.
  const port = await freePort();
  try {
    let launcher = await startLauncher(port, dataDir);
    const admin = await Person.register(launcher.baseUrl, 'admin', 'Ada');
    const worker = await Person.register(launcher.baseUrl, 'worker', 'Wanda');
    const socket = await openSocket(launcher.baseUrl, worker.cookie);

    // Make a request slow for real: hold a lock its INSERT must wait for.
    const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8')) as { user: string; password: string };
    const pgPort = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
    const databaseUrl = `postgres://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${pgPort}/groundwork`;
    const locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE messages IN EXCLUSIVE MODE');
    const slow = admin.call('POST', '/api/messages', { recipientId: worker.id, message: 'sent before SIGTERM', channelType: 'direct' }, 30_000);
    await sleep(500);

    // A client holding a keep-alive connection, as a load balancer does.
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(launcher.baseUrl, keepAlive)).status).toBe(200);

    const postgresPid = postmasterPid(dataDir) as number;
    launcher.kill('SIGTERM');
    await sleep(700);
    // A request already on its way over an open connection is answered, not cut (a 502 at a
    // proxy), and told not to reuse the connection.
    expect(await get(launcher.baseUrl, keepAlive)).toEqual({ status: 200, connection: 'close' });
    keepAlive.destroy();
    // Stopping: no new connection is accepted, the running request is still being served...
    expect((await new Person(launcher.baseUrl, 'x', 'x').call('GET', '/api/health', undefined, 3000)).status).toBe(0);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    await locker.query('COMMIT');
    await locker.end();
    // ...and completes.
    const answer = await slow;
    expect(answer.status).toBe(201);
    // Then the socket is told the service restarts, and everything stops in order.
    expect(await socket.closed).toEqual({ code: 1012, reason: 'Service restart' });
    expect(await launcher.exited).toBe(0);
    expect(launcher.output()).toContain('Stopping the embedded PostgreSQL');
    expect(isAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    // The next start finds the data and the session as they were.
    launcher = await startLauncher(port, dataDir);
    expect(launcher.output()).not.toContain('Reusing the embedded PostgreSQL');
    expect((await worker.call('GET', '/api/auth/user')).status).toBe(200);
    const conversation = await worker.call('GET', `/api/messages/${admin.id}`);
    expect(conversation.status).toBe(200);
    expect(JSON.stringify(conversation.body)).toContain('sent before SIGTERM');
    launcher.kill('SIGTERM');
    expect(await launcher.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    const pid = postmasterPid(dataDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a launcher killed with SIGKILL: the BFF stops by itself, the next start reuses the running database and its data', async () => {
  const dataDir = tempDir('launcher-kill');
  const port = await freePort();
  try {
    let launcher = await startLauncher(port, dataDir);
    const worker = await Person.register(launcher.baseUrl, 'worker', 'Wanda');
    const postgresPid = postmasterPid(dataDir) as number;
    launcher.kill('SIGKILL');
    await launcher.exited;
    // The BFF noticed its launcher was gone (IPC disconnect) and freed the port.
    await expect
      .poll(async () => (await new Person(launcher.baseUrl, 'x', 'x').call('GET', '/api/health', undefined, 2000)).status, { timeout: 20_000 })
      .toBe(0);
    // PostgreSQL runs detached: it survived, and the next start uses it rather than a second one.
    expect(isAlive(postgresPid)).toBe(true);
    launcher = await startLauncher(port, dataDir);
    expect(launcher.output()).toContain(`Reusing the embedded PostgreSQL already running (pid ${postgresPid}`);
    expect((await worker.call('GET', '/api/auth/user')).status).toBe(200);
    launcher.kill('SIGTERM');
    expect(await launcher.exited).toBe(0);
    expect(isAlive(postgresPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    const pid = postmasterPid(dataDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
