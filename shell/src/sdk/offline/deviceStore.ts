// The two IndexedDB stores of the device (idb-keyval): the answers of reads kept for offline use and
// the outbox of writes waiting to send. Opened on first use; where the browser has no IndexedDB
// (a private window of some browsers, jsdom) nothing is kept and the app works online as before.
import { createStore, type UseStore } from 'idb-keyval';

const opened = new Map<string, UseStore>();

function open(name: 'reads' | 'outbox'): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let store = opened.get(name);
  if (!store) opened.set(name, (store = createStore(`groundwork-${name}`, name)));
  return store;
}

export const readsStore = (): UseStore | null => open('reads');
export const outboxStore = (): UseStore | null => open('outbox');

/** Forgets the opened stores (tests replace IndexedDB between cases). */
export function forgetDeviceStores(): void {
  opened.clear();
}
