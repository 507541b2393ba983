// The app's outbox, wired to the sdk: sends through the base query, checks who is logged in with
// GET /api/auth/user, refreshes the cache tags a sent write changed. When the connection returns it
// sends what waits, then refetches what the open pages show (as after a /ws reconnect).
import { useSyncExternalStore } from 'react';

import { api } from '../api';
import type { ApiRequest } from '../apiUrl';
import { apiBaseQuery } from '../baseQuery';
import { RESYNC_TAGS } from '../realtime';
import { store } from '../store';
import { isOnline, onConnectionChange } from './connection';
import { clearReads } from './deviceReads';
import { Outbox, type OutboxItem, type SendResult } from './outbox';
import { deviceStorage, type OutboxStorage } from './outboxStorage';
import { devicePerson, onDevicePersonChange } from './person';

function callApi(request: ApiRequest | string): Promise<SendResult> {
  const controller = new AbortController();
  return apiBaseQuery(
    request,
    {
      signal: controller.signal,
      abort: () => controller.abort(),
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'outbox',
      type: 'mutation',
    },
    {},
  ) as Promise<SendResult>;
}

async function loggedInPerson(): Promise<string | null | 'unreachable'> {
  const result = await callApi('/auth/user');
  if (result.error) return result.error.status === 'FETCH_ERROR' ? 'unreachable' : result.error.status === 401 ? null : 'unreachable';
  return (result.data as { id?: string } | null)?.id ?? null;
}

/** IndexedDB is opened on first use, not when the sdk loads. */
function lazyDeviceStorage(): OutboxStorage {
  let storage: OutboxStorage | null = null;
  const open = () => (storage ??= deviceStorage());
  return {
    all: () => open().all(),
    get: (id) => open().get(id),
    put: (item) => open().put(item),
    remove: (id) => open().remove(id),
  };
}

export const outbox = new Outbox({
  storage: lazyDeviceStorage(),
  send: callApi,
  loggedInPerson,
  devicePerson,
  isOnline,
  invalidate: (tags) => store.dispatch(api.util.invalidateTags(tags)),
});

/**
 * Starts sending on reconnect and at login (the logged-in layout calls it); returns the stop.
 * Any answer after a failed request sends what waits. Every read is refetched only when the
 * browser says it is back online: a request that always fails for its own reason (a URL an
 * extension blocks) would otherwise flip the state at each answer and refetch everything each time.
 */
export function startDeviceSync(): () => void {
  const offConnection = onConnectionChange((online) => {
    if (online) void outbox.replay();
  });
  const onBrowserOnline = () => {
    void outbox.replay().finally(() => store.dispatch(api.util.invalidateTags(RESYNC_TAGS)));
  };
  window.addEventListener('online', onBrowserOnline);
  const offPerson = onDevicePersonChange(() => {
    void outbox.refresh().then(() => outbox.replay());
  });
  void outbox.refresh().then(() => outbox.replay());
  return () => {
    offConnection();
    window.removeEventListener('online', onBrowserOnline);
    offPerson();
    outbox.stop();
  };
}

const subscribe = (listener: () => void) => outbox.subscribe(listener);
const snapshot = () => outbox.items();

/** The logged-in person's writes on the device, oldest first: waiting, or refused with the server's reason. */
export function useOutbox(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Before logout: the answers kept for offline reads go; the outbox stays, sent at the person's next login here. */
export async function forgetDeviceReads(): Promise<void> {
  await clearReads().catch(() => undefined);
}
