// Who is logged in behind a session id, remembered for a few seconds so that a read does not ask
// the database each time. Kept right across instances because every change that could make an
// entry wrong reaches every instance: the triggers (migrations SessionUserChanges, OwnSessions)
// NOTIFY on any UPDATE or DELETE of a session or a user row (logout, expiry pruning, role change, deletion, profile edit),
// and this cache drops the entries concerned when the notification arrives: milliseconds after the
// commit (the listener is told asynchronously, so not before the committer's own reply). Changes
// made by this instance (logout, ending a user's sessions) drop their entries here at once.
// The mechanics (reads in flight, the LISTEN epoch, bounds) are TaggedCache's, shared with the
// answer cache: an entry is tagged with its payloads 's:<sid>' and 'u:<user id>'.
import { EVERYTHING, type ReadTicket, TaggedCache } from '../answers/tagged-cache';
import type { User } from '../users/user.entity';

/** Payloads of the triggers' channel: 's:<sid>' (a session changed) or 'u:<user id>'. */
export const SESSION_USERS_CHANNEL = 'groundwork_session_users';
/**
 * The safety net behind the notifications, not the mechanism: a notification can only be missed
 * while the LISTEN connection is down, and the cache is not used then (see TaggedCache).
 */
const TTL_MS = 5_000;
/** Bounds memory (entries live 5 s). */
const MAX_ENTRIES = 20_000;

export class SessionUserCache {
  private readonly cache: TaggedCache<User>;

  /** `epoch`: the LISTEN connection up now, or null when none is (then nothing is used or kept). */
  constructor(epoch: () => number | null) {
    this.cache = new TaggedCache<User>(epoch, { ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
  }

  get(sid: string): User | undefined {
    const user = this.cache.get(sid);
    if (!user) return undefined;
    // A copy per request: a handler that changes its request.user must not change the cache.
    return Object.assign(Object.create(Object.getPrototypeOf(user) as object) as User, user);
  }

  /** Call before reading from the database; pass the result to `keep`. */
  startRead(): ReadTicket {
    return this.cache.startRead();
  }

  /** Keeps the session's user until the session expires (or the TTL), unless changed meanwhile. */
  keep(sid: string, user: User, sessionExpires: Date, read: ReadTicket): void {
    this.cache.keep(sid, user, [`s:${sid}`, `u:${user.id}`], read, sessionExpires.getTime());
  }

  /** A trigger's notification: drop the session, or every session of the user. */
  changed(payload: string): void {
    this.cache.invalidate(payload.startsWith('s:') || payload.startsWith('u:') ? payload : EVERYTHING);
  }
}
