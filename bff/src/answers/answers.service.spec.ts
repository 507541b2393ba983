import type { RealtimeService } from '../realtime/realtime.service';
import { ANSWERS_CHANNEL, AnswersService } from './answers.service';

/** A RealtimeService with only what AnswersService uses: its LISTEN epoch and the answers' channel. */
function fakeRealtime() {
  const realtime = { epoch: 1 as number | null, notify: (_tag: string) => undefined as void };
  const service = {
    currentListenEpoch: () => realtime.epoch,
    subscribe: (channel: string, handler: (payload: string) => void) => {
      if (channel === ANSWERS_CHANNEL) realtime.notify = handler;
    },
  } as unknown as RealtimeService;
  return { realtime, service };
}

/** A read that answers (or fails) when told to, every call started so far at once; counts the calls. */
function gatedRead(answer: unknown) {
  const pending: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  const gate = {
    started: 0,
    open: () => pending.splice(0).forEach((call) => call.resolve(answer)),
    fail: (error: Error) => pending.splice(0).forEach((call) => call.reject(error)),
  };
  const read = () => {
    gate.started += 1;
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { gate, read };
}

const tags = () => ['schedules:day:2026-11-23'];

/** An AnswersService on a fake RealtimeService, and a gated read of one answer. */
function setUp() {
  const { realtime, service } = fakeRealtime();
  return { realtime, answers: new AnswersService(service), ...gatedRead({ total: 4 }) };
}

describe('AnswersService: concurrent misses of one key', () => {
  it('read once: a second request for the answer being read waits for that read', async () => {
    const { answers, gate, read } = setUp();
    const first = answers.json('day', read, tags);
    const second = answers.json('day', read, tags);
    gate.open();
    expect(await Promise.all([first, second])).toEqual(['{"total":4}', '{"total":4}']);
    expect(gate.started).toBe(1);
  });

  it('read again when a notification came after the read in flight began (it may predate the change)', async () => {
    const { realtime, answers, gate, read } = setUp();
    const first = answers.json('day', read, tags);
    realtime.notify('schedules:day:2026-11-24');
    const second = answers.json('day', read, tags);
    expect(gate.started).toBe(2);
    gate.open();
    await Promise.all([first, second]);
  });

  it('never shares a read while LISTEN is down', async () => {
    const { realtime, answers, gate, read } = setUp();
    realtime.epoch = null;
    const first = answers.json('day', read, tags);
    const second = answers.json('day', read, tags);
    expect(gate.started).toBe(2);
    gate.open();
    await Promise.all([first, second]);
  });

  it('a failed read fails its waiters too, and the next request reads afresh', async () => {
    const { answers, gate, read } = setUp();
    const first = answers.json('day', read, tags);
    const second = answers.json('day', read, tags);
    gate.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const third = answers.json('day', read, tags);
    expect(gate.started).toBe(2);
    gate.open();
    expect(await third).toBe('{"total":4}');
  });

  it('different keys read on their own', async () => {
    const { answers, gate, read } = setUp();
    const first = answers.json('day', read, tags);
    const other = answers.json('week', read, tags);
    expect(gate.started).toBe(2);
    gate.open();
    await Promise.all([first, other]);
  });
});
