// Sends items in batches, one batch in flight at a time: whatever is added while a batch is on its
// way waits for it and then goes out together. Idle, items go at once (after the current tick, so
// the same tick's items share a batch). Under load, fifty writes' pushes become one NOTIFY
// statement instead of fifty, each holding a connection and a database-wide lock of their own.

interface Batch<T> {
  items: T[];
  sent: Promise<void>;
  settle(sending: Promise<void>): void;
}

export class BatchedSender<T> {
  /** The batch that takes new items; it goes out once the one in flight (if any) is done. */
  private next: Batch<T> | null = null;
  private inFlight = false;

  /** `send` gets each batch in the order its items were added; it is never called twice at once. */
  constructor(private readonly send: (items: T[]) => Promise<void>) {}

  /** Resolves once the batch holding these items was sent; rejects with that batch's error. */
  add(items: readonly T[]): Promise<void> {
    if (!this.next) {
      this.next = newBatch<T>();
      // After the current tick, so the items added in it share the batch.
      queueMicrotask(() => this.sendNext());
    }
    this.next.items.push(...items);
    return this.next.sent;
  }

  private sendNext(): void {
    if (this.inFlight || !this.next) return;
    const batch = this.next;
    this.next = null;
    this.inFlight = true;
    const sending = this.send(batch.items);
    batch.settle(sending);
    void sending
      .catch(() => undefined)
      .then(() => {
        this.inFlight = false;
        this.sendNext();
      });
  }
}

function newBatch<T>(): Batch<T> {
  let settle!: Batch<T>['settle'];
  const sent = new Promise<void>((resolve) => (settle = resolve));
  return { items: [], sent, settle };
}
