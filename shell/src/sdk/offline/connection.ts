// Whether the app can reach the server: the browser's own idea (navigator.onLine and its `online` /
// `offline` events) corrected by what the last request found. A request that failed before any
// answer (fetch's TypeError) means the network is down even when the browser says it is up (a
// phone on a dead Wi-Fi); any answer, even an error, means it is back.
import { useSyncExternalStore } from 'react';

type Listener = (online: boolean) => void;

let online = typeof navigator === 'undefined' || navigator.onLine !== false;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  listeners.forEach((listener) => listener(next));
}

export function isOnline(): boolean {
  return online;
}

/** A request got an answer (true) or failed for the network (false). */
export function reportConnection(reached: boolean): void {
  set(reached);
}

/** Returns the unsubscribe function; the listener hears each change, not the current state. */
export function onConnectionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}

const subscribe = (notify: () => void) => onConnectionChange(notify);

/** True while the app cannot reach the server (re-renders when that changes). */
export function useIsOffline(): boolean {
  return !useSyncExternalStore(subscribe, isOnline, () => true);
}
