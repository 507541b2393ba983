// Answers of reads kept on the device, so the field screens show their last known data offline.
// Only the reads that ask for it (an endpoint's `extraOptions: { keepOnDevice: true }`) are kept,
// keyed by the person and the URL, with the time they were loaded. Bounded: an answer over
// MAX_ANSWER_CHARS is not kept, and beyond MAX_ANSWERS the oldest loaded go. Cleared at logout.
import { clear, del, delMany, entries, get, set } from 'idb-keyval';

import { readsStore } from './deviceStore';
import { devicePerson } from './person';

export interface StoredRead {
  /** The answer's body as the server sent it. */
  text: string;
  /** When it was loaded (ms since the epoch). */
  loadedAt: number;
}

/** Big enough for a week of timesheet or a page of issues; a bigger answer is not kept. */
export const MAX_ANSWER_CHARS = 512 * 1024;
/** Answers kept on the device, all people together. */
export const MAX_ANSWERS = 100;

type ReadKey = [person: string, url: string];

export async function keepRead(person: string, url: string, text: string, loadedAt = Date.now()): Promise<void> {
  const store = readsStore();
  if (!store || text.length > MAX_ANSWER_CHARS) return;
  // An answer arriving after its person logged out (or another logged in) is not kept.
  if (devicePerson() !== person) return;
  const key: ReadKey = [person, url];
  await set(key, { text, loadedAt } satisfies StoredRead, store);
  await trimReads();
}

export async function storedRead(person: string, url: string): Promise<StoredRead | undefined> {
  const store = readsStore();
  if (!store) return undefined;
  return get<StoredRead>([person, url] satisfies ReadKey, store);
}

async function trimReads(): Promise<void> {
  const store = readsStore();
  if (!store) return;
  const all = await entries<ReadKey, StoredRead>(store);
  if (all.length <= MAX_ANSWERS) return;
  all.sort(([, a], [, b]) => a.loadedAt - b.loadedAt);
  await delMany(
    all.slice(0, all.length - MAX_ANSWERS).map(([key]) => key),
    store,
  );
}

/** Forgets every kept answer (at logout), or one person's. */
export async function clearReads(person?: string): Promise<void> {
  const store = readsStore();
  if (!store) return;
  if (person === undefined) return clear(store);
  const all = await entries<ReadKey, StoredRead>(store);
  await Promise.all(all.filter(([[owner]]) => owner === person).map(([key]) => del(key, store)));
}

// Which requests were answered from the device, and with what was loaded when: OfflineNotice reads
// it by the query's requestId. Bounded like the answers (old request ids are never asked again).
const servedFromDevice = new Map<string, number>();

export function markServedFromDevice(requestId: string, loadedAt: number): void {
  servedFromDevice.set(requestId, loadedAt);
  if (servedFromDevice.size > MAX_ANSWERS * 2) servedFromDevice.delete(servedFromDevice.keys().next().value as string);
}

export function deviceLoadedAt(requestId: string | undefined): number | undefined {
  return requestId === undefined ? undefined : servedFromDevice.get(requestId);
}
