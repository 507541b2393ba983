// Development builds only: one browser loads a remote from elsewhere than /remotes.json says, e.g.
// a team's `npm run dev -w mf-field` on http://localhost:3002, while everything else comes from
// the app. Open any page with `?remote.mf_field=http://localhost:3002/mf-manifest.json` (an empty
// value forgets it); the entry is kept in localStorage under `groundwork.remote.mf_field`.
// Production builds ignore both: webpack replaces process.env.NODE_ENV, and the minifier drops
// the rest, so what a production browser loads is always what its server's /remotes.json says.
import type { RemotesManifest } from './remotes';

export const OVERRIDE_KEY_PREFIX = 'groundwork.remote.';
const QUERY_PREFIX = 'remote.';

export function withDevOverrides(manifest: RemotesManifest, search: string, storage: Storage): RemotesManifest {
  if (process.env.NODE_ENV === 'production') return manifest;
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const storageKey = OVERRIDE_KEY_PREFIX + key.slice(QUERY_PREFIX.length);
    if (value) storage.setItem(storageKey, value);
    else storage.removeItem(storageKey);
  }
  const result: Record<string, string> = { ...manifest };
  for (const name of Object.keys(manifest)) {
    const entry = storage.getItem(OVERRIDE_KEY_PREFIX + name);
    if (!entry) continue;
    result[name] = entry;
    console.warn(`${name} is loaded from ${entry}, this browser's override (open a page with ?remote.${name}= to forget it).`);
  }
  return result as RemotesManifest;
}
