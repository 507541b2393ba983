// Who is logged in behind a session id, remembered for a few seconds so that a read does not ask
// the database each time. Correct across instances because every change that could make an
// entry wrong reaches every instance at commit: the SessionUserChanges triggers NOTIFY on any
// UPDATE or DELETE of a session or a user row (logout, expiry pruning, role change, deletion,
// profile edit), and this cache drops the entries concerned.
import type { User } from '../users/user.entity';

/** Payloads of the triggers' channel: 's:<sid>' (a session changed) or 'u:<user id>'. */
export const SESSION_USERS_CHANNEL = 'groundwork_session_users';
/**
 * The safety net behind the notifications, not the mechanism: a notification can only be missed
 * while the LISTEN connection is down, and the cache is not used then (see `epoch`).
 */
const TTL_MS = 5_000;
/** Bounds memory; reaching it starts the cache afresh (cheap, and rare: entries live 5 s). */
const MAX_ENTRIES = 20_000;

interface Entry {
  user: User;
  /** When the entry stops being used: the TTL, or the session's own expiry if sooner. */
  validUntil: number;
  /** The LISTEN connection that would have told us of changes since it was read. */
  epoch: number;
}

export class SessionUserCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every notification: a read that was in flight meanwhile may be stale, so is not kept. */
  private generation = 0;

  /** `epoch`: the LISTEN connection up now, or null when none is (then nothing is used or kept). */
  constructor(private readonly epoch: () => number | null) {}

  get(sid: string): User | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (entry.epoch !== this.epoch() || entry.validUntil <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    // A copy per request: a handler that changes its request.user must not change the cache.
    return Object.assign(Object.create(Object.getPrototypeOf(entry.user) as object) as User, entry.user);
  }

  /** Call before reading from the database; pass the result to `keep`. */
  startRead(): { generation: number; epoch: number | null } {
    return { generation: this.generation, epoch: this.epoch() };
  }

  keep(sid: string, user: User, sessionExpires: Date, read: { generation: number; epoch: number | null }): void {
    // A change notified while the row was on its way may predate what we read: do not keep it.
    if (read.epoch === null || read.generation !== this.generation || read.epoch !== this.epoch()) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sid, { user, validUntil: Math.min(Date.now() + TTL_MS, sessionExpires.getTime()), epoch: read.epoch });
  }

  /** A trigger's notification: drop the session, or every session of the user. */
  changed(payload: string): void {
    this.generation += 1;
    const id = payload.slice(2);
    if (payload.startsWith('s:')) {
      this.entries.delete(id);
    } else if (payload.startsWith('u:')) {
      for (const [sid, entry] of this.entries) if (entry.user.id === id) this.entries.delete(sid);
    } else {
      this.entries.clear();
    }
  }
}
