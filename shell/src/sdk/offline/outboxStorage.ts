// Where the outbox's items live: IndexedDB on a real device (they survive a reload and a closed
// tab), memory where the browser has none (jsdom, some private windows: lost with the page).
import { del, get, set, values } from 'idb-keyval';

import type { ApiRequest } from '../apiUrl';
import type { TagType } from '../api';
import { outboxStore } from './deviceStore';

/** The writes the field screens can queue; each has its label in the sdk's catalog (`outbox.kind.*`). */
export type OutboxKind = 'clockIn' | 'clockOut' | 'startBreak' | 'endBreak' | 'startJob' | 'endJob' | 'inventoryCheck' | 'reportIssue' | 'issuePhoto';

export type OutboxTag = TagType | { type: TagType; id?: string | number };

export interface OutboxItem {
  /** Also the write's `Idempotency-Key`: the same on every attempt. */
  id: string;
  /** Whose write it is: sent only under that person's session. */
  person: string;
  /** Order of the person's writes: sent strictly in this order. */
  seq: number;
  kind: OutboxKind;
  /** When the person acted (ISO 8601). */
  actedAt: string;
  request: ApiRequest;
  /** Cache tags the write changes, invalidated once it is sent. */
  invalidates: OutboxTag[];
  /** An earlier item whose answer's `id` goes where this one's url says `:answerId` (a break's end, an issue's photo). */
  after?: string;
  /** Shown in the waiting list beside the kind (an issue's title, a worker's name). */
  detail?: string;
  /** The server's reason, once it refused the write: never retried, kept until the person dismisses it. */
  refusal?: string;
}

export interface OutboxStorage {
  all(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

export function memoryStorage(): OutboxStorage {
  const items = new Map<string, OutboxItem>();
  return {
    all: async () => [...items.values()],
    get: async (id) => items.get(id),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
  };
}

export function deviceStorage(): OutboxStorage {
  const store = outboxStore();
  if (!store) return memoryStorage();
  return {
    all: () => values<OutboxItem>(store),
    get: (id) => get<OutboxItem>(id, store),
    put: (item) => set(item.id, item, store),
    remove: (id) => del(id, store),
  };
}
