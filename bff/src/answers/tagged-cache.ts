// The one in-memory cache behind the session cache (auth/session-user-cache.ts) and the answer cache
// (answers.service.ts): values by key, each kept with the tags of what it was read from, dropped
// when a tag is invalidated (a PostgreSQL trigger's NOTIFY, on every instance). Three rules keep it
// exact rather than merely "usually fresh":
// - a read that was in flight while one of its tags was invalidated is not kept (it may predate
//   the change): `startRead` before reading, then `keep` checks what happened meanwhile;
// - nothing is used or kept while the LISTEN connection is down, nor across a reconnect (a
//   notification may have been missed in between): every entry remembers the epoch it was read in;
// - a TTL and a bounded size are safety nets, not the mechanism.

export interface CacheLimits<V> {
  /** An entry is not used after this long even if no notification came (safety net only). */
  ttlMs: number;
  /** The oldest entries go beyond this. */
  maxEntries: number;
  /** With `weigh`: the oldest entries go while the entries weigh more than this together (e.g. characters). */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

/** What `startRead` hands out and `keep` checks: when the read began, under which LISTEN connection. */
export interface ReadTicket {
  readonly sequence: number;
  readonly epoch: number | null;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  weight: number;
  validUntil: number;
  epoch: number;
}

/** Invalidating this tag drops everything (a TRUNCATE, a payload of a newer format). */
export const EVERYTHING = '*';
/** How many recent tag invalidations are remembered for reads in flight; beyond, in-flight reads are not kept. */
const MAX_REMEMBERED_INVALIDATIONS = 50_000;

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Counts invalidations: a read remembers the count when it began. */
  private sequence = 0;
  /** The sequence number of each tag's latest invalidation. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Reads that began before this are not kept (everything was dropped, or invalidatedAt forgotten). */
  private keepFrom = 0;
  /** The entries' weights added up (0 without `weigh`). */
  private weight = 0;

  /** `epoch`: the LISTEN connection up now (RealtimeService.currentListenEpoch), or null when none is. */
  constructor(
    private readonly epoch: () => number | null,
    private readonly limits: CacheLimits<V>,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.epoch !== this.epoch() || entry.validUntil <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** Call before reading from the database; pass the ticket to `keep`. */
  startRead(): ReadTicket {
    return { sequence: this.sequence, epoch: this.epoch() };
  }

  /**
   * Keeps what a read found, unless one of its tags (or everything) was invalidated since its
   * `startRead`, or the LISTEN connection is not the one it began under. `validUntil` (epoch
   * milliseconds) shortens the TTL for values that expire on their own (a session). Returns
   * whether it was kept.
   */
  keep(key: string, value: V, tags: readonly string[], read: ReadTicket, validUntil = Infinity): boolean {
    if (read.epoch === null || read.epoch !== this.epoch() || read.sequence < this.keepFrom) return false;
    for (const tag of tags) if ((this.invalidatedAt.get(tag) ?? -1) > read.sequence) return false;
    this.remove(key);
    const weight = this.limits.weigh?.(value) ?? 0;
    const maxWeight = this.limits.maxWeight ?? Infinity;
    if (weight > maxWeight) return false;
    while (this.entries.size >= this.limits.maxEntries || this.weight + weight > maxWeight) this.remove(this.entries.keys().next().value as string);
    this.entries.set(key, { value, tags, weight, validUntil: Math.min(Date.now() + this.limits.ttlMs, validUntil), epoch: read.epoch });
    this.weight += weight;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  /** A change touched `tag`: drop its entries here, and keep no read in flight that carries it. */
  invalidate(tag: string): void {
    this.sequence += 1;
    if (tag === EVERYTHING) return this.clear();
    if (this.invalidatedAt.size >= MAX_REMEMBERED_INVALIDATIONS) {
      this.invalidatedAt.clear();
      this.keepFrom = this.sequence;
    }
    this.invalidatedAt.set(tag, this.sequence);
    const keys = this.keysByTag.get(tag);
    if (keys) for (const key of [...keys]) this.remove(key);
  }

  /** Drops everything, and every read in flight. */
  clear(): void {
    this.sequence += 1;
    this.keepFrom = this.sequence;
    this.entries.clear();
    this.keysByTag.clear();
    this.weight = 0;
    this.invalidatedAt.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
