// Runtime remotes: on the first visit to a remote route (never on the shell's own screens) the
// federation host is made (host.ts, its own chunk) and /remotes.json fetched and registered with
// it; modules are loaded on demand. This file is part of the entry script (startup/firstScreen.ts
// starts a first screen's remote page from it), so it stays small: the runtime is in host.ts.
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import { sdkRefusal } from './remoteFailure';
import { withDevOverrides } from './remoteOverrides';
import { declaredSdkVersion, sdkSatisfies } from './sdkVersion';

export type RemoteName = 'mf_scheduling' | 'mf_field' | 'mf_supplies' | 'mf_documents' | 'mf_client_portal' | 'mf_chat';

/** `/remotes.json`: container name -> entry URL (mf-manifest.json or remoteEntry.js). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let registration: Promise<RemotesManifest> | null = null;
/** What the runtime has registered, and the remotes whose last load failed. */
let registered: RemotesManifest = {};
const failed = new Set<RemoteName>();

let host: Promise<ModuleFederation> | null = null;

function federationHost(): Promise<ModuleFederation> {
  host ??= import('./host')
    .then(({ createHost }) =>
      createHost([
        {
          name: 'groundwork-remote-errors',
          // Make every failed load surface as a rejected promise (the error boundary shows it).
          errorLoadRemote({ id, error }) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(`${id}: ${reason}`);
          },
          // A manifest the first screen already fetched (prefetchRemotePage) is not asked again.
          fetch(url) {
            return takeEarlyManifest(url);
          },
          // A remote built against an sdk this shell does not satisfy is refused once its manifest
          // is read, before its remoteEntry.js is fetched: none of its code runs (sdkVersion.ts).
          loadRemoteSnapshot(args) {
            if (args.from !== 'manifest') return args;
            const builtAgainst = declaredSdkVersion(args.manifestJson);
            if (!builtAgainst || !sdkSatisfies(SHARED_VERSIONS.shell, builtAgainst)) {
              throw new Error(sdkRefusal(args.moduleInfo.name, builtAgainst, SHARED_VERSIONS.shell));
            }
            return args;
          },
        },
      ]),
    )
    .catch((error: unknown) => {
      host = null; // its chunk failed to download: a later Retry fetches it again
      throw error;
    });
  return host;
}

/**
 * /remotes.json, with this browser's development overrides (none in production). index.html
 * preloads it (a remote first screen's manifest waits for it), with this credentials mode.
 */
async function readRemotesJson(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { credentials: 'include' });
  if (!response.ok) throw new Error(`/remotes.json: ${response.status} ${response.statusText}`);
  return withDevOverrides((await response.json()) as RemotesManifest, window.location.search, window.localStorage);
}

async function register(listed: Promise<RemotesManifest>): Promise<RemotesManifest> {
  // The host's chunk and the list download side by side.
  const [federation, manifest] = await Promise.all([federationHost(), listed]);
  // Only new, moved or failed remotes are (re-)registered. `force` re-registers: the runtime keeps
  // a failed entry's promise, so a retry needs it; but forcing a remote that loaded would drop its
  // share-scope entries, and a lazily shared antd component asked for later would then be missing
  // ("Can not get 'antd/es/skeleton'", found by the remote-down test).
  const changed = (Object.entries(manifest) as Array<[RemoteName, string]>).filter(([name, entry]) => registered[name] !== entry || failed.has(name));
  if (changed.length > 0)
    federation.registerRemotes(
      changed.map(([name, entry]) => ({ name, entry: String(entry) })),
      { force: true },
    );
  registered = manifest;
  failed.clear();
  return manifest;
}

/** The remotes as /remotes.json lists them, before the host has registered them (prefetchRemotePage). */
let listing: Promise<RemotesManifest> | null = null;

export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  if (!registration) {
    listing = readRemotesJson();
    registration = register(listing).catch((error: unknown) => {
      registration = null; // a later Retry fetches again
      throw error;
    });
  }
  return registration;
}

/** After `remote` failed: the next load re-reads /remotes.json and registers that remote afresh. */
export function resetRemotes(remote: RemoteName): void {
  failed.add(remote);
  registration = null;
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const manifest = await ensureRemotesRegistered();
  if (!manifest[remote]) throw new Error(`${remote} is not listed in /remotes.json`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const federation = await federationHost();
  const loaded = await federation.loadRemote<{ default?: ComponentType }>(id);
  if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no page component`);
  return { default: loaded.default };
}

/** What the first screen reads of a remote's mf-manifest.json: where its entry and pages' scripts are. */
interface MfManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

/**
 * mf-manifest.json answers fetched ahead of the runtime, each taken once, by absolute URL (the
 * runtime asks for `/remotes/x/mf-manifest.json` as `http://host/remotes/x/mf-manifest.json`).
 */
const earlyManifests = new Map<string, Promise<Response>>();

function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const key = new URL(url, window.location.href).href;
  const early = earlyManifests.get(key);
  earlyManifests.delete(key);
  return early;
}

/** The scripts the runtime loads for `module` of a remote: its remoteEntry.js, then the module's own chunks. */
export function remotePageScripts(manifestUrl: string, manifest: MfManifest, module: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  // 'auto' (every remote here): the files sit beside the manifest, as the runtime reads it too.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : manifestUrl, window.location.href);
  const entry = remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name;
  const page = manifest.exposes.find((expose) => expose.path === module)?.assets.js.sync ?? [];
  return [entry, ...page].map((file) => new URL(file, base).href);
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

async function prefetchManifest(remote: RemoteName, module: string): Promise<void> {
  const listed = (await (listing ?? ensureRemotesRegistered()))[remote];
  if (!listed) return;
  const url = new URL(listed, window.location.href).href;
  // The runtime fetches a manifest with an empty init: this is the request it would make.
  const response = fetch(url, {});
  earlyManifests.set(url, response);
  const answer = await response;
  if (!answer.ok) return;
  const manifest = (await answer.clone().json()) as MfManifest;
  remotePageScripts(url, manifest, module).forEach(preloadScript);
}

/**
 * A first screen that is a remote's page (the client's portal, My Schedule...): as soon as
 * /remotes.json has answered, its mf-manifest.json is fetched, and from it its remoteEntry.js and
 * page scripts preloaded, while the federation host's chunk (the runtime, ~70 KB before
 * compression) still downloads and runs. Before, each waited for the one before (Lighthouse,
 * mobile: /api/auth/user -> this file's chunk -> host chunk -> manifest -> entry and page). The
 * runtime then takes the manifest from here (the `fetch` hook above) and finds the scripts
 * preloaded. Only a head start: a failure is met again, and shown, by the page's own load.
 */
export function prefetchRemotePage(remote: RemoteName, module: string): void {
  ensureRemotesRegistered().catch(() => undefined);
  prefetchManifest(remote, module).catch(() => undefined);
}
