import type { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { EVENTS_CHANNEL } from './realtime-events';
import type { ChannelNotification, RealtimeRepository } from './realtime.repository';
import { RealtimeService } from './realtime.service';

/** The LISTEN connection's statements, recorded; each is answered only when the test says so. */
function controlledStatements() {
  const statements: Array<{ notifications: ChannelNotification[]; answer: () => void }> = [];
  const repository = {
    notifyCommitted: (notifications: readonly ChannelNotification[]) =>
      new Promise<void>((resolve) => statements.push({ notifications: [...notifications], answer: resolve })),
  } as unknown as RealtimeRepository;
  return { statements, repository };
}

/** A service whose LISTEN connection is up (a stand-in client: only the statements above reach it). */
function listeningService(repository: RealtimeRepository): RealtimeService {
  const service = new RealtimeService({ databaseUrl: 'postgres://unused' } as AppConfig, repository);
  Object.assign(service, { listener: {} as Client });
  return service;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const events = (statement: { notifications: ChannelNotification[] }) =>
  statement.notifications.filter(({ channel }) => channel === EVENTS_CHANNEL).map(({ payload }) => payload);

describe('RealtimeService: a write’s events and its caughtUp', () => {
  let service: RealtimeService;
  afterEach(async () => {
    Object.assign(service, { listener: null });
    await service.onApplicationShutdown();
  });

  it('under load, the events and the answer’s caughtUp are one statement, and the answer waits for it', async () => {
    const { statements, repository } = controlledStatements();
    service = listeningService(repository);
    // Another write's statement is on its way.
    void service.caughtUp();
    await tick();
    expect(statements).toHaveLength(1);

    // The writer publishes (not waited for), then its answer asks for caughtUp.
    service.toUsersQuietly([{ userId: 'u1', event: { type: 'chat', userId: 'u2' } }], [{ channel: 'groundwork_answers', payload: 'messages:to:u1' }]);
    let answered = false;
    const caughtUp = service.caughtUp().then(() => (answered = true));
    statements[0].answer();
    await tick();
    expect(statements).toHaveLength(2);
    expect(statements[1].notifications[0]).toEqual({ channel: 'groundwork_answers', payload: 'messages:to:u1' });
    expect(events(statements[1])).toEqual([JSON.stringify([{ userId: 'u1', event: { type: 'chat', userId: 'u2' } }])]);
    expect(answered).toBe(false);

    statements[1].answer();
    await caughtUp;
    expect(statements).toHaveLength(2); // no second statement for the answer
  });

  it('idle, the answer still waits until the statement carrying its events was answered', async () => {
    const { statements, repository } = controlledStatements();
    service = listeningService(repository);
    service.toUsersQuietly([{ userId: 'u1', event: { type: 'chat', userId: 'u2' } }]);
    await tick();
    let answered = false;
    const caughtUp = service.caughtUp().then(() => (answered = true));
    await tick();
    expect(statements).toHaveLength(1);
    expect(events(statements[0])).toHaveLength(1);
    expect(answered).toBe(false);

    statements[0].answer();
    await tick();
    expect(answered).toBe(false); // its own statement follows the events' one
    expect(statements).toHaveLength(2);
    statements[1].answer();
    await caughtUp;
  });
});
