// Which remotes' code the service worker keeps on this device: those the logged-in person's role
// has pages in (the route table), never the others (a client's device never holds the admin's,
// the field's, the supplies' or the documents' code); none once logged out. The worker fetches
// each kept remote's files from its precache.json (src/serviceWorker/remoteCaches.ts).
import type { RemoteName } from '../federation/remotes';
import { routesFor } from '../routes/routeTable';
import type { Role } from '../sdk/roles';
import type { CacheRemotesMessage } from '../serviceWorker/messages';

/** The remotes whose pages `role` opens (the dashboard's Time Clock is mf-field's: only roles that have mf-field pages see it). */
export function remotesFor(role: Role | null): RemoteName[] {
  if (!role) return [];
  const remotes = routesFor(role).flatMap((route) => ('remote' in route ? [route.remote] : []));
  return [...new Set(remotes)].sort();
}

let lastSent = '';

/**
 * Tells the service worker to keep `role`'s remotes (null: logged out, keep none), with their
 * entries from /remotes.json. Without a network nothing is sent: the kept code stays as it is.
 */
export async function keepRemotesFor(role: Role | null): Promise<void> {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  let listed: Partial<Record<RemoteName, string>>;
  try {
    const response = await fetch('/remotes.json', { credentials: 'include' });
    if (!response.ok) return;
    listed = (await response.json()) as Partial<Record<RemoteName, string>>;
  } catch {
    return;
  }
  const remotes: Record<string, string> = {};
  for (const name of remotesFor(role)) {
    const entry = listed[name];
    if (entry) remotes[name] = new URL(entry, window.location.href).href;
  }
  const message: CacheRemotesMessage = { type: 'CACHE_REMOTES', remotes };
  const text = JSON.stringify(message);
  if (text === lastSent) return;
  lastSent = text;
  registration.active?.postMessage(message);
}
