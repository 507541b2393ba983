// The service worker (built by workbox-webpack-plugin's InjectManifest into dist/sw.js; never in
// development: shell/federation/shared-config.js). What it keeps on the device:
// - the shell's build, precached at install (self.__WB_MANIFEST): any page of the app opens from
//   the precached index.html, with or without a network;
// - /remotes.json, network first, the last answer kept for when there is no network;
// - once someone has logged in, the code of the remotes their role's pages use, and only those
//   (remoteCaches.ts): a client's device never holds the admin's or the field's code.
// It also shows the Web Push notifications that arrive while no tab of the app is open (push.ts).
// A new version installs in the background and waits: it takes over only when the page asks
// (SKIP_WAITING, sent by workbox-window's messageSkipWaiting when the person clicks Reload).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import type { CacheRemotesMessage } from './messages';
import { handlePushEvents } from './push';
import { isRemoteFile, keepRemotes, loadKeptRemoteOrigins, respondWithRemoteFile } from './remoteCaches';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Requests answered by the server, never by the app's index.html: the API, the socket, and the files the worker itself reads. */
export const NOT_APP_PAGES = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/remotes(\/|\.json$)/, /^\/sw\.js$/, /^\/manifest\.webmanifest$/, /^\/icons\//];

precacheAndRoute(self.__WB_MANIFEST);
handlePushEvents(self);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PAGES }));

// Network first, with a short wait on a weak signal before the kept copy answers.
const REMOTES_JSON_CACHE = 'groundwork-remotes-json';
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/remotes.json' && request.method === 'GET',
  new NetworkFirst({ cacheName: REMOTES_JSON_CACHE, networkTimeoutSeconds: 4, matchOptions: { ignoreVary: true } }),
);

/**
 * Kept with the remotes: the page may have read /remotes.json before this worker controlled it
 * (a first visit), so the route above never saw it.
 */
async function keepRemotesJson(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
    if (response.ok) await (await caches.open(REMOTES_JSON_CACHE)).put('/remotes.json', response);
  } catch {
    // No network: the kept copy stays.
  }
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && isRemoteFile(url, self.location.origin),
  ({ request }) => respondWithRemoteFile(request),
);

// The first version takes the open page at once (so a first visit already works offline); a later
// one waits for the person's Reload (above).
clientsClaim();

let keeping: Promise<unknown> = loadKeptRemoteOrigins();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (data?.type === 'CACHE_REMOTES') {
    const { remotes } = data as CacheRemotesMessage;
    const source = event.source;
    // One request at a time, in order: a role change right after a login ends with the new role's set.
    keeping = keeping
      .catch(() => undefined)
      .then(() => keepRemotesJson())
      .then(() => keepRemotes(remotes))
      .then((kept) => source?.postMessage({ type: 'REMOTES_CACHED', remotes: kept }));
    event.waitUntil(keeping.catch(() => undefined));
  }
});
