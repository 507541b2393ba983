import { BatchedCalls } from './batched-calls';

/** A run whose calls are recorded and finish only when the test says so. */
function controlledRun() {
  const calls: Array<{ inputs: number[]; finish: (error?: Error) => void }> = [];
  const run = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({ inputs: [...inputs], finish: (error) => (error ? reject(error) : resolve(inputs.map((input) => input * 10))) });
    });
  return { calls, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

class BadRow extends Error {}

describe('BatchedCalls', () => {
  it('answers each call with its own result; calls made while a batch runs go together in the next', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCalls(run);
    const first = [batched.call(1), batched.call(2)];
    await tick();
    const second = [batched.call(3), batched.call(4)];
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2]]);
    calls[0].finish();
    await expect(Promise.all(first)).resolves.toEqual([10, 20]);
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3, 4]]);
    calls[1].finish();
    await expect(Promise.all(second)).resolves.toEqual([30, 40]);
  });

  it('holds at most maxBatch calls in a batch', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCalls(run, { maxBatch: 2 });
    const results = [1, 2, 3, 4, 5].map((input) => batched.call(input));
    await tick();
    calls[0].finish();
    await tick();
    calls[1].finish();
    await tick();
    calls[2].finish();
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('runs up to maxInFlight batches at once', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCalls(run, { maxBatch: 1, maxInFlight: 2 });
    const results = [1, 2, 3].map((input) => batched.call(input));
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2]]);
    calls[1].finish();
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1], [2], [3]]);
    calls[0].finish();
    calls[2].finish();
    await expect(Promise.all(results)).resolves.toEqual([10, 20, 30]);
  });

  it('a batch that fails with an error of one input runs each call alone: only that call fails', async () => {
    const runs: number[][] = [];
    const batched = new BatchedCalls(
      async (inputs: number[]) => {
        runs.push(inputs);
        if (inputs.includes(2)) throw new BadRow('2 breaks a constraint');
        return inputs.map((input) => input * 10);
      },
      { isolate: (error) => error instanceof BadRow },
    );
    const results = await Promise.allSettled([1, 2, 3].map((input) => batched.call(input)));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message))).toEqual([10, '2 breaks a constraint', 30]);
    expect(runs).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('any other error fails the whole batch, once, and the next batch still runs', async () => {
    const { calls, run } = controlledRun();
    const batched = new BatchedCalls(run, { isolate: (error) => error instanceof BadRow });
    const failing = [batched.call(1), batched.call(2)];
    await tick();
    const later = batched.call(3);
    calls[0].finish(new Error('database gone'));
    await expect(Promise.all(failing)).rejects.toThrow('database gone');
    await tick();
    expect(calls.map((call) => call.inputs)).toEqual([[1, 2], [3]]);
    calls[1].finish();
    await expect(later).resolves.toBe(30);
  });
});
