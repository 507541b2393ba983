import { BatchedSender } from './batched-sender';

/** A send whose calls are recorded and finish only when the test says so. */
function controlledSend() {
  const calls: Array<{ items: number[]; finish: (error?: Error) => void }> = [];
  const send = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items: [...items], finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, send };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedSender', () => {
  it('sends the same tick’s items together, and what comes while a batch is in flight as the next batch', async () => {
    const { calls, send } = controlledSend();
    const sender = new BatchedSender(send);
    const first = [sender.add([1]), sender.add([2, 3])];
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);

    const second = [sender.add([4]), sender.add([5])];
    await tick();
    await tick();
    const third = sender.add([6]);
    expect(calls).toHaveLength(1); // nothing else while the first batch is in flight
    calls[0].finish();
    await Promise.all(first);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    calls[1].finish();
    await Promise.all([...second, third]);
  });

  it('fails only the callers of the batch that failed; the next batch still goes out', async () => {
    const { calls, send } = controlledSend();
    const sender = new BatchedSender(send);
    const failing = sender.add([1]);
    await tick();
    const later = sender.add([2]);
    calls[0].finish(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
    calls[1].finish();
    await expect(later).resolves.toBeUndefined();
  });

  it('an idle sender sends at once', async () => {
    const { calls, send } = controlledSend();
    const sender = new BatchedSender(send);
    const done = sender.add([1]);
    await tick();
    calls[0].finish();
    await done;
    const again = sender.add([2]);
    await tick();
    expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
    calls[1].finish();
    await again;
  });
});
