// When a new version of the app is deployed, its service worker installs in the background and
// waits; this decides when the page moves to it.
//
// The rule: only when the person says so. The banner (UpdateBanner.tsx) offers Reload; a click
// tells the waiting worker to take over (workbox-window's messageSkipWaiting) and the page reloads
// once it has (`controlling`). Never by itself: the shell cannot see whether a remote's page holds
// a half-filled form or a write still on its way, and a reload would lose them; the person knows.
// Dismissed, the new version takes over the next time every tab of the app has been closed.
// A new worker that takes over without this page asking (another tab's Reload) leaves this page
// on code the server may no longer have, so the banner shows here too, and waits for the click.
import { useSyncExternalStore } from 'react';

/** What this needs of workbox-window's Workbox (the tests give a double). */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isExternal?: boolean; isUpdate?: boolean }) => void): void;
  messageSkipWaiting(): void;
}

export type UpdateState = 'none' | 'available' | 'applying' | 'dismissed';

let state: UpdateState = 'none';
let worker: UpdatableWorker | null = null;
/** A new worker already controls this page (another tab's Reload): only the reload is left. */
let takenOver = false;
let reloadPage: () => void = () => window.location.reload();
const listeners = new Set<() => void>();

function setState(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Listens to the registration's worker: a new version waiting, or another worker taking over. */
export function watchForUpdates(workbox: UpdatableWorker, reload: () => void = () => window.location.reload()): void {
  worker = workbox;
  reloadPage = reload;
  workbox.addEventListener('waiting', () => {
    if (state !== 'applying') setState('available');
  });
  workbox.addEventListener('controlling', (event) => {
    if (state === 'applying') reloadPage();
    // The first version taking a fresh page (a first visit) is no update.
    else if (event.isUpdate || event.isExternal) {
      takenOver = true;
      setState('available');
    }
  });
}

/** The person's Reload: the waiting version takes over, then the page reloads on it. */
export function applyUpdate(): void {
  if (state === 'applying') return;
  setState('applying');
  // Already taken over (another tab's Reload): this page only needs its reload.
  if (worker && !takenOver) worker.messageSkipWaiting();
  else reloadPage();
}

/** Later: the banner goes; the new version waits for every tab to close. */
export function dismissUpdate(): void {
  if (state === 'available') setState('dismissed');
}

export function updateState(): UpdateState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, updateState, updateState);
}

/** Tests: back to a page with no worker. */
export function resetUpdatePrompt(): void {
  state = 'none';
  worker = null;
  takenOver = false;
  listeners.clear();
}
