// Calls that run in batches, a bounded number in flight at a time (issue 9): whatever is called while a
// batch is on its way waits for it and then runs together with the others as the next batch.
// Idle, a call runs at once (after the current tick, so the same tick's calls share a batch).
// Under load, fifty issue reports become one statement instead of fifty: PostgreSQL plans,
// commits and flushes once, one backend takes the hot index pages instead of ten queuing for
// them, and node-postgres makes one round trip. This is group commit, done where the requests are.

export interface BatchedCallsOptions {
  /** The most calls one batch holds; the rest wait for the next (bounds one statement's size). */
  maxBatch?: number;
  /**
   * Errors that belong to one input rather than to the batch (a constraint one row breaks): when
   * a batch of several fails with one, each of its calls runs again alone, so only the bad one
   * fails. `run` must then be all or nothing (one statement, or one transaction), or the retry
   * would repeat what the failed batch did. Any other error (the database gone) fails the batch.
   */
  isolate?: (error: unknown) => boolean;
  /** How many batches may run at once (default one): more keep both the database and this process busy. */
  maxInFlight?: number;
}

/** One call's outcome within its batch. */
type Outcome<Out> = { ok: true; value: Out } | { ok: false; error: unknown };

interface Batch<In, Out> {
  inputs: In[];
  settle(outcomes: Outcome<Out>[] | Promise<Outcome<Out>[]>): void;
  outcomes: Promise<Outcome<Out>[]>;
}

export class BatchedCalls<In, Out> {
  /** Batches not started yet, oldest first; new calls join the last one until it is full. */
  private readonly waiting: Array<Batch<In, Out>> = [];
  private running = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  /** `run` answers one result per input, in their order; at most `maxInFlight` run at once. */
  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly options: BatchedCallsOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? Number.POSITIVE_INFINITY;
    this.maxInFlight = options.maxInFlight ?? 1;
  }

  /** Resolves with this input's result once its batch ran; rejects with that batch's (or its own) error. */
  async call(input: In): Promise<Out> {
    let batch = this.waiting.at(-1);
    if (!batch || batch.inputs.length >= this.maxBatch) {
      batch = newBatch<In, Out>();
      this.waiting.push(batch);
      // After the current tick, so the calls made in it share the batch.
      queueMicrotask(() => this.startWaiting());
    }
    const index = batch.inputs.push(input) - 1;
    const outcome = (await batch.outcomes)[index];
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private startWaiting(): void {
    while (this.running < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.shift() as Batch<In, Out>;
      this.running += 1;
      const outcomes = this.runBatch(batch.inputs);
      batch.settle(outcomes);
      void outcomes
        .catch(() => undefined)
        .then(() => {
          this.running -= 1;
          this.startWaiting();
        });
    }
  }

  private async runBatch(inputs: In[]): Promise<Outcome<Out>[]> {
    try {
      return (await this.run(inputs)).map((value) => ({ ok: true, value }));
    } catch (error) {
      if (inputs.length === 1 || !this.options.isolate?.(error)) throw error;
      const outcomes: Outcome<Out>[] = [];
      for (const input of inputs) {
        try {
          outcomes.push({ ok: true, value: (await this.run([input]))[0] });
        } catch (alone) {
          outcomes.push({ ok: false, error: alone });
        }
      }
      return outcomes;
    }
  }
}

function newBatch<In, Out>(): Batch<In, Out> {
  let settle!: Batch<In, Out>['settle'];
  const outcomes = new Promise<Outcome<Out>[]>((resolve) => (settle = resolve));
  return { inputs: [], settle, outcomes };
}
