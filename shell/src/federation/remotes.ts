// Runtime remotes: /remotes.json is fetched on the first visit to a remote route (never on the
// landing), registered with the federation runtime, and modules are loaded on demand.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'mf_scheduling' | 'mf_field' | 'mf_supplies' | 'mf_documents' | 'mf_client_portal' | 'mf_chat';

/** `/remotes.json`: container name -> entry URL (mf-manifest.json or remoteEntry.js). */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let registration: Promise<RemotesManifest> | null = null;

registerPlugins([
  {
    name: 'groundwork-remote-errors',
    // Make every failed load surface as a rejected promise (the error boundary shows it).
    errorLoadRemote({ id, error }) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${id}: ${reason}`);
    },
  },
]);

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`/remotes.json: ${response.status} ${response.statusText}`);
  const manifest = (await response.json()) as RemotesManifest;
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: String(entry) })),
    { force: true },
  );
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

/** Forget the registration so a Retry re-reads /remotes.json and re-registers the entries. */
export function resetRemotes(): void {
  registration = null;
}

export async function loadRemotePage(remote: RemoteName, module: string): Promise<{ default: ComponentType }> {
  const manifest = await ensureRemotesRegistered();
  if (!manifest[remote]) throw new Error(`${remote} is not listed in /remotes.json`);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<{ default?: ComponentType }>(id);
  if (!loaded || typeof loaded.default !== 'function') throw new Error(`${id} has no page component`);
  return { default: loaded.default };
}
