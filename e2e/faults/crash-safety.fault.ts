// Crash safety: under a steady write load from several people, the BFF is killed with SIGKILL
// and restarted, then the database is stopped and started under a running BFF. Every write that
// got a 2xx is stored, nothing half-written is visible, and during the database outage the BFF
// answers a readable 503 quickly and recovers by itself.
import { expect, test } from '@playwright/test';
import { Bff, freePort, Postgres, removeTempDirs, sleep, startBff, startPostgres, tempDir } from './harness';
import { expectWholeAndDurable, registerTeam, startWriteLoad, Team } from './write-load';

const UNAVAILABLE = 'The service is temporarily unavailable (the database cannot be reached). Please try again in a moment.';

let postgres: Postgres;
let bff: Bff;
let team: Team;
let dataDir: string;
/** The BFF's port, the same after each restart. */
let bffPort: number;

test.beforeAll(async () => {
  dataDir = tempDir('crash-data');
  postgres = await startPostgres();
  bffPort = await freePort();
  bff = await startBff(bffPort, postgres.databaseUrl, { DATA_DIR: dataDir });
  team = await registerTeam(bff.baseUrl);
});

test.afterAll(async () => {
  bff?.kill('SIGKILL');
  await bff?.exited;
  await postgres?.destroy();
  removeTempDirs();
});

test('SIGKILL under write load: every acknowledged write survives, nothing is half-written, sessions outlive the restart', async () => {
  const load = startWriteLoad(team);
  await sleep(2500);
  const killedAt = Date.now();
  bff.kill('SIGKILL');
  await bff.exited;
  await sleep(500);
  await load.stop();

  // Before the kill the load went through: no server error, and real volume.
  const beforeKill = load.answers.filter((answer) => answer.at < killedAt);
  expect(beforeKill.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(beforeKill.filter((answer) => answer.status >= 200 && answer.status < 300).length).toBeGreaterThan(20);

  bff = await startBff(bffPort, postgres.databaseUrl, { DATA_DIR: dataDir });
  await expectWholeAndDurable(postgres.databaseUrl, team, load.acknowledged);
  for (const person of [team.admin, team.foreman, ...team.workers]) {
    expect((await person.call('GET', '/api/auth/user')).status).toBe(200);
  }
  // And the restarted BFF takes writes again.
  const again = startWriteLoad(team);
  await sleep(1000);
  await again.stop();
  expect(again.answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([]);
  await expectWholeAndDurable(postgres.databaseUrl, team, again.acknowledged);
  console.log(`SIGKILL run: ${load.answers.length} writes sent, ${Object.values(load.acknowledged).flat().length} acknowledged, all stored`);
});

test('database restart under write load: 503 with a readable message quickly, then writes resume without restarting the BFF', async () => {
  const load = startWriteLoad(team);
  await sleep(1500);
  const stoppedAt = Date.now();
  await postgres.stop();
  await sleep(3000);
  const restartingAt = Date.now();
  await postgres.start();
  // Counted from when PostgreSQL accepts connections again (its start-up time varies with load).
  const restartedAt = Date.now();
  await sleep(4000);
  await load.stop();

  const during = load.answers.filter((answer) => answer.at > stoppedAt + 200 && answer.at < restartingAt);
  expect(during.length).toBeGreaterThan(3);
  for (const answer of during) {
    expect({ status: answer.status, message: answer.body?.message }).toEqual({ status: 503, message: UNAVAILABLE });
    // Not a hang: a refused connection is answered at once, a silent one within the 5 s connect timeout.
    expect(answer.ms).toBeLessThan(6000);
  }
  // Never a 500: the outage is a 503 from its first request to its last.
  expect(load.answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
  // Writes resumed on the same process.
  const after = load.answers.filter((answer) => answer.at > restartedAt + 2000);
  expect(after.length).toBeGreaterThan(3);
  expect(after.filter((answer) => answer.status >= 300)).toEqual([]);
  expect(await bff.process.exitCode).toBeNull();
  await expectWholeAndDurable(postgres.databaseUrl, team, load.acknowledged);
  const slowest = Math.max(...during.map((answer) => answer.ms));
  console.log(`Database outage: ${during.length} requests answered 503, slowest ${slowest} ms; ${after.length} writes after recovery`);
});
