// Sends items in batches, one batch in flight at a time: whatever is added while a batch is on
// its way waits for it and then goes out together (issue 9). Idle, an item goes out at once (after
// the current tick, so the same tick's items share a batch); under load, fifty issue reports'
// pushes become one NOTIFY statement instead of fifty, each holding a pool connection and a
// database-wide lock of their own.

interface Batch<T> {
  items: T[];
  sent: Promise<void>;
}

export class BatchedSender<T> {
  private inFlight: Promise<unknown> = Promise.resolve();
  private next: Batch<T> | null = null;

  /** `send` gets each batch in the order its items were added; it is never called twice at once. */
  constructor(private readonly send: (items: T[]) => Promise<void>) {}

  /** Resolves once the batch holding these items was sent; rejects with that batch's error. */
  add(items: readonly T[]): Promise<void> {
    if (!this.next) {
      const batch: Batch<T> = { items: [], sent: Promise.resolve() };
      batch.sent = this.inFlight.then(() => {
        // From here on, new items form the next batch, which waits for this one.
        if (this.next === batch) this.next = null;
        return this.send(batch.items);
      });
      this.inFlight = batch.sent.catch(() => undefined);
      this.next = batch;
    }
    this.next.items.push(...items);
    return this.next.sent;
  }
}
