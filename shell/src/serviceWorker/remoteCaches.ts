// The remotes' code kept on the device: one cache per remote the person's role uses
// (`groundwork-remote-<name>`), filled from the `precache.json` each remote's build writes next to
// its remoteEntry.js (shell/federation/shared-config.js, RemotePrecacheListPlugin), and emptied of
// every other remote. A remote is a deployment of its own, possibly on another origin
// (/remotes.json says where), so its files are found from its entry's folder.
import { REMOTE_CACHE_PREFIX } from './messages';

declare const self: ServiceWorkerGlobalScope;

interface PrecacheList {
  files: Array<{ url: string; revision: string }>;
}

/** Where the last kept set is written, so a restarted worker knows the remotes' origins. */
const INDEX_CACHE = 'groundwork-kept-remotes';
const INDEX_URL = '/__groundwork/kept-remotes.json';
/** The files that change with every deploy under the same name: network first, the kept copy offline. */
const ENTRY_FILES = /\/(remoteEntry\.js|mf-manifest\.json)$/;
/** How long an entry file may take on a weak signal before the kept copy answers. */
const ENTRY_NETWORK_WAIT_MS = 4000;
const MATCH = { ignoreVary: true } as const;

/** Origins of the remotes served from elsewhere than the app (a CDN): their files are the worker's to answer too. */
const keptOrigins = new Set<string>();

function cacheName(remote: string): string {
  return `${REMOTE_CACHE_PREFIX}${remote}`;
}

/** The remotes' files: the app's own /remotes/ paths, and any file of a kept remote's origin. */
export function isRemoteFile(url: URL, appOrigin: string): boolean {
  return url.origin === appOrigin ? url.pathname.startsWith('/remotes/') : keptOrigins.has(url.origin);
}

/** Reads the last kept set's origins back (a restarted worker starts with none in memory). */
export async function loadKeptRemoteOrigins(): Promise<void> {
  const index = await (await caches.open(INDEX_CACHE)).match(INDEX_URL);
  const remotes = index ? ((await index.json()) as Record<string, string>) : {};
  for (const entry of Object.values(remotes)) keptOrigins.add(new URL(entry, self.location.href).origin);
}

async function remoteCacheNames(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(REMOTE_CACHE_PREFIX));
}

/** The kept copy of `url` in any remote's cache. */
async function findKept(url: string): Promise<Response | null> {
  for (const name of await remoteCacheNames()) {
    const response = await (await caches.open(name)).match(url, MATCH);
    if (response) return response;
  }
  return null;
}

function fetchWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A remote's file. remoteEntry.js and mf-manifest.json: the network's (a new deploy shows on the
 * next load), the kept copy without a network. They are not refreshed here: a kept copy always
 * belongs with the kept chunks it names, which only keepRemote replaces, all together. Every other
 * file has its content's hash in its name: the kept copy, else the network (not kept: only what
 * keepRemotes fetched for the role is).
 */
export async function respondWithRemoteFile(request: Request): Promise<Response> {
  if (ENTRY_FILES.test(new URL(request.url).pathname)) {
    try {
      return await fetchWithin(request, ENTRY_NETWORK_WAIT_MS);
    } catch (error) {
      const kept = await findKept(request.url);
      if (kept) return kept;
      throw error;
    }
  }
  return (await findKept(request.url)) ?? fetch(request);
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** Brings one remote's cache to its current build: new or changed files fetched, the others dropped. */
async function keepRemote(remote: string, entry: string): Promise<void> {
  const base = new URL('.', new URL(entry, self.location.href)).href;
  const listUrl = new URL('precache.json', base).href;
  const listResponse = await fetchOk(listUrl, { cache: 'no-cache' });
  const list = (await listResponse.clone().json()) as PrecacheList;
  const cache = await caches.open(cacheName(remote));
  const previous = await cache.match(listUrl, MATCH);
  const previousRevisions = new Map(
    previous ? ((await previous.json()) as PrecacheList).files.map((file) => [new URL(file.url, base).href, file.revision]) : [],
  );

  const wanted = new Set<string>([listUrl]);
  for (const file of list.files) {
    const url = new URL(file.url, base).href;
    wanted.add(url);
    if (previousRevisions.get(url) === file.revision && (await cache.match(url, MATCH))) continue;
    await cache.put(url, await fetchOk(url));
  }
  // The entry files of this deploy, with the chunks they name.
  for (const url of new Set([new URL(entry, self.location.href).href, new URL('remoteEntry.js', base).href])) {
    wanted.add(url);
    await cache.put(url, await fetchOk(url, { cache: 'no-cache' }));
  }
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
  // Last: a list is kept only once every file it names is.
  await cache.put(listUrl, listResponse);
}

/**
 * Keeps exactly `remotes` (name -> entry URL) on the device: each one's files, and no cache of any
 * other remote (a logout or a role change drops what the new role does not use). A remote whose
 * files cannot be fetched now keeps what it had. Answers the names kept.
 */
export async function keepRemotes(remotes: Record<string, string>): Promise<string[]> {
  const names = Object.keys(remotes);
  for (const name of await remoteCacheNames()) {
    if (!names.some((remote) => cacheName(remote) === name)) await caches.delete(name);
  }
  const kept: string[] = [];
  for (const [name, entry] of Object.entries(remotes)) {
    try {
      await keepRemote(name, entry);
      kept.push(name);
    } catch {
      // No network, or that remote is down: its previous files stay until the next try.
    }
  }
  keptOrigins.clear();
  for (const entry of Object.values(remotes)) keptOrigins.add(new URL(entry, self.location.href).origin);
  keptOrigins.delete(self.location.origin);
  await (await caches.open(INDEX_CACHE)).put(INDEX_URL, new Response(JSON.stringify(remotes), { headers: { 'Content-Type': 'application/json' } }));
  return kept;
}
