// The outbox: the field screens' writes made offline (or whose send failed for the network) wait
// here, on the device, and are sent in order when the connection returns, each exactly once.
//
// - Every write gets its id when the person acts; it is its `Idempotency-Key` on every attempt, so
//   the server does it once however many times it arrives (a lost answer, a replay cut short).
// - One person's writes are sent one at a time in the order they were made, only while that person
//   is the one logged in (asked of the server before each send).
// - An answer (2xx, or the first answer replayed) removes the item and refreshes what it changed.
//   No answer (the network), 401, 408, 409 "still in progress" (Retry-After), 429 and 5xx stop the
//   replay: it is tried again later (the `online` event, a timer with backoff). Any other refusal
//   (a second inventory check today, a 403 after a role change) is kept with the server's reason,
//   never retried, until the person dismisses it; the items after it go on.
import type { ApiRequest } from '../apiUrl';
import type { ApiMeta } from '../baseQuery';
import { type ApiError, errorMessage } from '../errors';
import { sdkMessages } from '../messages';
import { newIdempotencyKey } from './idempotencyKey';
import type { OutboxItem, OutboxKind, OutboxStorage, OutboxTag } from './outboxStorage';

export type { OutboxItem, OutboxKind, OutboxTag } from './outboxStorage';

/** Where an item's url takes the `id` of the answer of the item it comes `after`. */
export const ANSWER_ID = ':answerId';

/** What a field screen asks to send. */
export interface OutboxWrite {
  kind: OutboxKind;
  request: Omit<ApiRequest, 'idempotencyKey'>;
  invalidates: OutboxTag[];
  /** A waiting item whose answer's id completes this one's url (`ANSWER_ID`). */
  after?: string;
  detail?: string;
  /** A punch or a break: when queued, the body says when the person acted (`occurredAt`). */
  stampOccurredAt?: boolean;
}

/**
 * A write's outcome: sent (with the server's answer) or waiting on the device. A mutation that
 * sends through the outbox invalidates its tags when `sent` (`sentOnly`); a write sent later by
 * the replay is refreshed by the outbox itself (the item's `invalidates`).
 */
export type WriteOutcome<T> = { sent: true; answer: T } | { sent: false; item: OutboxItem };

/** A mutation's `invalidatesTags` for a write through the outbox: the tags once it was sent, none while it waits. */
export function sentOnly<Tag, Arg>(tags: Tag[] | ((arg: Arg) => Tag[])) {
  return (result: { sent: boolean } | undefined, _error: unknown, arg: Arg): Tag[] => (result?.sent ? (typeof tags === 'function' ? tags(arg) : tags) : []);
}

export type SendResult = { data: unknown; meta?: ApiMeta; error?: undefined } | { error: ApiError; meta?: ApiMeta; data?: undefined };

export interface OutboxDeps {
  storage: OutboxStorage;
  /** Sends one request (the sdk's base query). */
  send(request: ApiRequest): Promise<SendResult>;
  /** Who the server says is logged in now: their id, null when nobody, 'unreachable' without an answer. */
  loggedInPerson(): Promise<string | null | 'unreachable'>;
  /** The person the app believes is logged in (whose items are shown and sent). */
  devicePerson(): string | null;
  isOnline(): boolean;
  invalidate(tags: OutboxTag[]): void;
  /** Retry waits: the first, doubling up to the last. */
  retryDelays?: { firstMs: number; maxMs: number };
  now?(): Date;
}

type Listener = () => void;

function isNetworkFailure(error: ApiError): boolean {
  return error.status === 'FETCH_ERROR';
}

/** Worth trying again later: the request may not have been looked at, or the server asked to wait. */
function isTemporary(error: ApiError, meta: ApiMeta | undefined): boolean {
  if (typeof error.status !== 'number') return true;
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return true;
  return error.status === 409 && meta?.retryAfter != null;
}

function answerId(data: unknown): string | undefined {
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

export class Outbox {
  private readonly deps: OutboxDeps;
  private readonly listeners = new Set<Listener>();
  private snapshot: readonly OutboxItem[] = [];
  private replaying: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay: number;
  /** Answers' ids of items sent since the page loaded, for a write made `after` one that has just gone. */
  private readonly answers = new Map<string, string>();

  constructor(deps: OutboxDeps) {
    this.deps = deps;
    this.retryDelay = this.delays.firstMs;
  }

  private get delays() {
    return this.deps.retryDelays ?? { firstMs: 5000, maxMs: 60000 };
  }

  /** The logged-in person's items, oldest first (what the UI shows). */
  items(): readonly OutboxItem[] {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the person's items from the device again and tells the UI. */
  async refresh(): Promise<void> {
    const person = this.deps.devicePerson();
    const all = person ? await this.deps.storage.all() : [];
    this.snapshot = all.filter((item) => item.person === person).sort((a, b) => a.seq - b.seq);
    this.listeners.forEach((listener) => listener());
  }

  /**
   * Sends the write now when it can, else keeps it: offline, after a network failure, or behind
   * the person's earlier writes still waiting (their order is kept). An HTTP refusal of a write
   * sent now is the caller's to show, as for any write.
   */
  async send<T>(write: OutboxWrite): Promise<{ data: WriteOutcome<T> } | { error: ApiError }> {
    const person = this.deps.devicePerson();
    const actedAt = (this.deps.now?.() ?? new Date()).toISOString();
    const id = newIdempotencyKey();
    let request: ApiRequest = { ...write.request, idempotencyKey: id };
    // A punch or a break says when the person acted, on every attempt: a send that fails for a weak
    // signal goes again later with the same body (the server may have it already), and its time is
    // still the person's. Sent at once, the time is the server's "now" (within its clock drift).
    if (write.stampOccurredAt && !request.multipart) request = { ...request, body: { ...((request.body as object | undefined) ?? {}), occurredAt: actedAt } };
    let after = write.after;
    if (after && this.answers.has(after)) {
      request = { ...request, url: request.url.replace(ANSWER_ID, this.answers.get(after) as string) };
      after = undefined;
    }
    const item: OutboxItem = {
      id,
      person: person ?? '',
      seq: 0,
      kind: write.kind,
      actedAt,
      request,
      invalidates: write.invalidates,
      after,
      detail: write.detail,
    };
    if (!person) return this.sendNow<T>(item);

    const waiting = (await this.deps.storage.all()).some((other) => other.person === person && !other.refusal);
    if (after || waiting || !this.deps.isOnline()) {
      await this.keep(item);
      return { data: { sent: false, item } };
    }

    const result = await this.deps.send(request);
    if (result.error && isNetworkFailure(result.error)) {
      // The server may have it already: the same body and key go again, and it answers once.
      await this.keep(item);
      return { data: { sent: false, item } };
    }
    if (result.error) return { error: result.error };
    this.remember(item, result.data);
    return { data: { sent: true, answer: result.data as T } };
  }

  private async sendNow<T>(item: OutboxItem): Promise<{ data: WriteOutcome<T> } | { error: ApiError }> {
    const result = await this.deps.send(item.request);
    if (result.error) return { error: result.error };
    this.remember(item, result.data);
    return { data: { sent: true, answer: result.data as T } };
  }

  private async keep(item: OutboxItem): Promise<void> {
    const all = await this.deps.storage.all();
    item.seq = all.reduce((max, other) => Math.max(max, other.seq), 0) + 1;
    await this.deps.storage.put(item);
    await this.refresh();
    // Online (the send failed all the same, or earlier items wait): try soon; offline, the `online`
    // event or the timer will.
    if (this.deps.isOnline()) this.scheduleRetry(0);
    else this.retryLater();
  }

  /** A write sent at once: its mutation's `invalidatesTags` refresh the calling store; its answer's id is kept for a write `after` it. */
  private remember(item: OutboxItem, data: unknown): void {
    const id = answerId(data);
    if (id !== undefined) this.answers.set(item.id, id);
  }

  /** Takes a refused item away, at the person's word. */
  async dismiss(id: string): Promise<void> {
    const item = await this.deps.storage.get(id);
    if (item?.refusal) await this.deps.storage.remove(id);
    await this.refresh();
  }

  /** Sends what is waiting; one replay at a time (a second call joins the running one). */
  replay(): Promise<void> {
    this.replaying ??= this.withLock(() => this.replayAll()).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  /** Other tabs of the app replay too: one at a time across them (Web Locks, where the browser has them). */
  private withLock(run: () => Promise<void>): Promise<void> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('groundwork-outbox', run) : run();
  }

  private async replayAll(): Promise<void> {
    for (;;) {
      const person = this.deps.devicePerson();
      if (!person) return;
      const all = await this.deps.storage.all();
      const next = all.filter((item) => item.person === person && !item.refusal).sort((a, b) => a.seq - b.seq)[0];
      if (!next) {
        this.retryDelay = this.delays.firstMs;
        return;
      }
      if (next.after) {
        // Its first part was refused, or is gone: this part cannot be sent either.
        const first = all.find((item) => item.id === next.after);
        await this.refuse(next, sdkMessages.t(first ? 'outbox.firstPartRefused' : 'outbox.firstPartLost'));
        continue;
      }
      const who = await this.deps.loggedInPerson();
      if (who === 'unreachable') return this.retryLater();
      // Another session (or none): never send one person's writes as another.
      if (who !== person) return;
      const result = await this.deps.send(next.request);
      if (!result.error) {
        await this.sent(next, result.data);
        continue;
      }
      if (isTemporary(result.error, result.meta)) return this.retryLater();
      await this.refuse(next, errorMessage(result.error, sdkMessages.t('outbox.refused')));
    }
  }

  private async sent(item: OutboxItem, data: unknown): Promise<void> {
    await this.deps.storage.remove(item.id);
    this.remember(item, data);
    this.deps.invalidate(item.invalidates);
    const id = this.answers.get(item.id);
    for (const other of await this.deps.storage.all()) {
      if (other.after !== item.id || id === undefined) continue;
      await this.deps.storage.put({ ...other, after: undefined, request: { ...other.request, url: other.request.url.replace(ANSWER_ID, id) } });
    }
    await this.refresh();
  }

  private async refuse(item: OutboxItem, reason: string): Promise<void> {
    await this.deps.storage.put({ ...item, refusal: reason });
    await this.refresh();
  }

  private retryLater(): void {
    this.scheduleRetry(this.retryDelay);
    this.retryDelay = Math.min(this.retryDelay * 2, this.delays.maxMs);
  }

  private scheduleRetry(delayMs: number): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.replay();
    }, delayMs);
  }

  /** Stops the retry timer (logout, tests). */
  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
