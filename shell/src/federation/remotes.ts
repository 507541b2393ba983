// Runtime remotes: on the first visit to a remote route (never on the shell's own screens) the
// federation host is made (host.ts, its own chunk) and /remotes.json fetched and registered with
// it; modules are loaded on demand.
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

async function fetchManifest(): Promise<RemotesManifest> {
  // The host's chunk and the manifest download side by side.
  const [federation, response] = await Promise.all([federationHost(), fetch('/remotes.json', { credentials: 'same-origin' })]);
  if (!response.ok) throw new Error(`/remotes.json: ${response.status} ${response.statusText}`);
  const manifest = withDevOverrides((await response.json()) as RemotesManifest, window.location.search, window.localStorage);
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

export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  if (!registration) {
    registration = fetchManifest().catch((error: unknown) => {
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
