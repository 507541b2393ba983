import 'fake-indexeddb/auto';

import { IDBFactory } from 'fake-indexeddb';
import { deserialize, serialize } from 'node:v8';

import { forgetDeviceStores } from './deviceStore';
import { ANSWER_ID, Outbox, type OutboxDeps, type SendResult } from './outbox';
import { deviceStorage } from './outboxStorage';
import type { ApiRequest } from '../apiUrl';

type Answer = SendResult | Promise<SendResult>;

/** A server stand-in: answers each request with the next scripted answer (200 with an id by default), keeps every request. */
function harness(person: string | null = 'p1') {
  const sent: ApiRequest[] = [];
  const script: Answer[] = [];
  let counter = 0;
  const state = { online: false, person, loggedIn: person as string | null | 'unreachable' };
  const invalidated: unknown[] = [];
  const deps: OutboxDeps = {
    storage: deviceStorage(),
    send: async (request) => {
      sent.push(request);
      const next = script.shift();
      return next ?? { data: { id: `answer-${++counter}` } };
    },
    loggedInPerson: async () => state.loggedIn,
    devicePerson: () => state.person,
    isOnline: () => state.online,
    invalidate: (tags) => invalidated.push(...tags),
    retryDelays: { firstMs: 60_000, maxMs: 60_000 },
    now: () => new Date('2026-11-27T07:42:00.000Z'),
  };
  const outbox = new Outbox(deps);
  return { outbox, sent, script, state, invalidated, deps };
}

const punch = (kind: 'clockIn' | 'clockOut') => ({
  kind,
  request: { url: `/time-entries/${kind === 'clockIn' ? 'clock-in' : 'clock-out'}`, method: 'POST' as const, body: {} },
  invalidates: [{ type: 'TimeEntry' as const, id: 'CURRENT' }],
  stampOccurredAt: true,
});
const inventory = {
  kind: 'inventoryCheck' as const,
  request: { url: '/inventory', method: 'POST' as const, body: { items: {} } },
  invalidates: ['Inventory' as const],
};
const networkDown: SendResult = { error: { status: 'FETCH_ERROR', message: 'Failed to fetch' } };
const refusal = (status: number, message: string, retryAfter: string | null = null): SendResult => ({
  error: { status, message: `${status}: ${message}`, data: { statusCode: status, message } },
  meta: { replayed: false, retryAfter },
});

// fake-indexeddb clones what it stores with structuredClone, which jsdom lacks (a browser's clones Blobs too).
globalThis.structuredClone ??= (value: unknown) => deserialize(serialize(value));

let outboxes: Outbox[] = [];
function make(person?: string | null) {
  const made = harness(person);
  outboxes.push(made.outbox);
  return made;
}

beforeEach(() => {
  // A fresh IndexedDB per case.
  globalThis.indexedDB = new IDBFactory();
  forgetDeviceStores();
});
afterEach(() => {
  outboxes.forEach((outbox) => outbox.stop());
  outboxes = [];
});

describe('Outbox', () => {
  it('keeps writes made offline on the device, each with its own key and the time the person acted, and sends them in order once', async () => {
    const { outbox, sent, state, invalidated } = make();
    const first = await outbox.send(punch('clockIn'));
    await outbox.send(inventory);
    await outbox.send(punch('clockOut'));
    expect('data' in first && first.data.sent).toBe(false);
    expect(sent).toHaveLength(0);
    expect(outbox.items().map((item) => item.kind)).toEqual(['clockIn', 'inventoryCheck', 'clockOut']);
    expect(outbox.items()[0].request.body).toEqual({ occurredAt: '2026-11-27T07:42:00.000Z' });
    // No time is added to a write that is not a punch or a break.
    expect(outbox.items()[1].request.body).toEqual({ items: {} });

    state.online = true;
    await outbox.replay();
    expect(sent.map((request) => request.url)).toEqual(['/time-entries/clock-in', '/inventory', '/time-entries/clock-out']);
    expect(new Set(sent.map((request) => request.idempotencyKey)).size).toBe(3);
    expect(outbox.items()).toEqual([]);
    expect(invalidated).toEqual([{ type: 'TimeEntry', id: 'CURRENT' }, 'Inventory', { type: 'TimeEntry', id: 'CURRENT' }]);
    // Nothing left: a second replay sends nothing.
    await outbox.replay();
    expect(sent).toHaveLength(3);
  });

  it('stops at a network failure, keeps the order, and sends the same key again later', async () => {
    const { outbox, sent, script, state } = make();
    await outbox.send(punch('clockIn'));
    await outbox.send(punch('clockOut'));
    state.online = true;
    script.push(networkDown);
    await outbox.replay();
    expect(sent).toHaveLength(1);
    expect(outbox.items()).toHaveLength(2);

    // The server had it after all: it answers the first answer again (Idempotent-Replayed).
    script.push({ data: { id: 'entry-1' }, meta: { replayed: true, retryAfter: null } });
    await outbox.replay();
    expect(sent.map((request) => request.url)).toEqual(['/time-entries/clock-in', '/time-entries/clock-in', '/time-entries/clock-out']);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[1].body).toEqual(sent[0].body);
    expect(outbox.items()).toEqual([]);
  });

  it.each([
    ['a 5xx', refusal(503, 'Service Unavailable')],
    ['a 409 still in progress (Retry-After)', refusal(409, 'Still in progress', '1')],
    ['a 429', refusal(429, 'Too Many Requests')],
    ['a 408', refusal(408, 'Request Timeout')],
    ['a 401 (the session ended: sent at the next login)', refusal(401, 'Unauthorized')],
  ])('keeps the item and stops after %s', async (_name, answer) => {
    const { outbox, sent, script, state } = make();
    await outbox.send(punch('clockIn'));
    await outbox.send(inventory);
    state.online = true;
    script.push(answer);
    await outbox.replay();
    expect(sent).toHaveLength(1);
    expect(outbox.items().map((item) => [item.kind, item.refusal])).toEqual([
      ['clockIn', undefined],
      ['inventoryCheck', undefined],
    ]);
  });

  it('keeps a refused write with the server reason, never sends it again, goes on with the next, and drops it only when dismissed', async () => {
    const { outbox, sent, script, state } = make();
    await outbox.send(inventory);
    await outbox.send(punch('clockIn'));
    state.online = true;
    script.push(refusal(409, 'Today’s inventory check is already done'));
    await outbox.replay();
    expect(sent.map((request) => request.url)).toEqual(['/inventory', '/time-entries/clock-in']);
    expect(outbox.items()).toHaveLength(1);
    expect(outbox.items()[0]).toMatchObject({ kind: 'inventoryCheck', refusal: 'Today’s inventory check is already done' });

    await outbox.replay();
    expect(sent).toHaveLength(2);
    expect(outbox.items()).toHaveLength(1);

    await outbox.dismiss(outbox.items()[0].id);
    expect(outbox.items()).toEqual([]);
  });

  it('does not dismiss a write that is still waiting', async () => {
    const { outbox } = make();
    await outbox.send(inventory);
    await outbox.dismiss(outbox.items()[0].id);
    expect(outbox.items()).toHaveLength(1);
  });

  it("never sends one person's writes under another's session, and shows each person only their own", async () => {
    const first = make('p1');
    await first.outbox.send(inventory);
    // The same device, another person logged in (a shared phone).
    first.state.person = 'p2';
    first.state.loggedIn = 'p2';
    first.state.online = true;
    await first.outbox.refresh();
    expect(first.outbox.items()).toEqual([]);
    await first.outbox.replay();
    expect(first.sent).toHaveLength(0);

    // p1 again on this device, but the server's session is p2's (another tab logged in): nothing goes.
    first.state.person = 'p1';
    await first.outbox.refresh();
    expect(first.outbox.items()).toHaveLength(1);
    await first.outbox.replay();
    expect(first.sent).toHaveLength(0);

    first.state.loggedIn = 'p1';
    await first.outbox.replay();
    expect(first.sent).toHaveLength(1);
    expect(first.outbox.items()).toEqual([]);
  });

  it('fills a later write with the answer of the one it follows (a break started and ended offline)', async () => {
    const { outbox, sent, script, state } = make();
    await outbox.send({ kind: 'startBreak', request: { url: '/breaks', method: 'POST', body: { breakType: 'meal' } }, invalidates: [], stampOccurredAt: true });
    const start = outbox.items()[0];
    await outbox.send({
      kind: 'endBreak',
      request: { url: `/breaks/${ANSWER_ID}/end`, method: 'PATCH' },
      after: start.id,
      invalidates: [],
      stampOccurredAt: true,
    });
    state.online = true;
    script.push({ data: { id: 'break-7' } });
    await outbox.replay();
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /breaks', 'PATCH /breaks/break-7/end']);
    expect(sent[1].body).toEqual({ occurredAt: '2026-11-27T07:42:00.000Z' });
  });

  it('refuses the second part of a write whose first part was refused', async () => {
    const { outbox, sent, script, state } = make();
    await outbox.send({ kind: 'reportIssue', request: { url: '/issues', method: 'POST', body: { title: 'Leak' } }, invalidates: [] });
    const report = outbox.items()[0];
    await outbox.send({
      kind: 'issuePhoto',
      request: { url: `/issues/${ANSWER_ID}/photos`, method: 'POST', multipart: [{ name: 'caption', value: 'the leak' }] },
      after: report.id,
      invalidates: [],
    });
    state.online = true;
    script.push(refusal(403, 'Forbidden resource'));
    await outbox.replay();
    expect(sent).toHaveLength(1);
    expect(outbox.items().map((item) => [item.kind, item.refusal])).toEqual([
      ['reportIssue', 'Forbidden resource'],
      ['issuePhoto', 'Not sent: the action it belongs to was refused.'],
    ]);
  });

  it('sends at once when online and nothing waits; a network failure keeps it with the same key and body', async () => {
    const { outbox, sent, script, state } = make();
    state.online = true;
    const live = await outbox.send(punch('clockIn'));
    expect(live).toEqual({ data: { sent: true, answer: { id: 'answer-1' } } });
    expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.items()).toEqual([]);

    script.push(networkDown);
    const failed = await outbox.send(punch('clockOut'));
    expect('data' in failed && failed.data.sent).toBe(false);
    expect(outbox.items()).toHaveLength(1);
    expect(outbox.items()[0].id).toBe(sent[1].idempotencyKey);
    // The same body goes again (a different one would be refused, 422), saying when the person acted:
    // the weak-signal punch is recorded at their time, not the time it finally arrives.
    expect(outbox.items()[0].request.body).toEqual(sent[1].body);
    expect(outbox.items()[0].request.body).toEqual({ occurredAt: '2026-11-27T07:42:00.000Z' });
    expect(sent[0].body).toEqual({ occurredAt: '2026-11-27T07:42:00.000Z' });
  });

  it('queues a write behind the person’s waiting ones even when online, so their order holds', async () => {
    const { outbox, sent, state } = make();
    await outbox.send(punch('clockIn'));
    state.online = true;
    const second = await outbox.send(punch('clockOut'));
    expect('data' in second && second.data.sent).toBe(false);
    await outbox.replay();
    expect(sent.map((request) => request.url)).toEqual(['/time-entries/clock-in', '/time-entries/clock-out']);
  });

  it('passes an HTTP refusal of a write sent at once to the caller, keeping nothing', async () => {
    const { outbox, script, state } = make();
    state.online = true;
    script.push(refusal(400, 'Not clocked in'));
    const result = await outbox.send(punch('clockOut'));
    expect('error' in result && result.error.status).toBe(400);
    expect(outbox.items()).toEqual([]);
  });

  it('keeps the items in IndexedDB: another page load of the app finds them', async () => {
    const { outbox } = make();
    await outbox.send(inventory);
    const reloaded = make();
    await reloaded.outbox.refresh();
    expect(reloaded.outbox.items().map((item) => item.kind)).toEqual(['inventoryCheck']);
  });
});
