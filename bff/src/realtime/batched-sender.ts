// Sends items in batches, one batch in flight at a time (BatchedCalls): whatever is added while a
// batch is on its way waits for it and then goes out together (issue 9). Under load, fifty issue
// reports' pushes become one NOTIFY statement instead of fifty, each holding a pool connection and
// a database-wide lock of their own.
import { BatchedCalls } from '../common/batched-calls';

export class BatchedSender<T> {
  private readonly calls: BatchedCalls<readonly T[], void>;

  /** `send` gets each batch in the order its items were added; it is never called twice at once. */
  constructor(send: (items: T[]) => Promise<void>) {
    this.calls = new BatchedCalls(async (lists) => {
      await send(lists.flat());
      return lists.map(() => undefined);
    });
  }

  /** Resolves once the batch holding these items was sent; rejects with that batch's error. */
  add(items: readonly T[]): Promise<void> {
    return this.calls.call(items);
  }
}
