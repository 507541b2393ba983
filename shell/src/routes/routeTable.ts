// The one route table of the logged-in app: path -> page (shell page or remote module) and roles.
// A path missing here, or not allowed for the role, is the 404 page. The sidebar is derived from
// this table, so it only offers pages that exist.
//
// Not built yet (added here when their remote really ships the page, spec 2.1/2.2):
//   mf_scheduling: /scheduling, /team (admin), /time-off, /availability (worker)
//   mf_field:      /job-site, /inventory, /issues, /time-tracking (foreman), /job-sites (admin)
//   mf_supplies:   /supplies, /payment (admin)
//   mf_documents:  /hr-documents, /financial-documents (admin)
//   mf_client_portal: the client home at / (the shell shows a minimal client home until then)
//   mf_chat:       /messages (everyone)
import { NAV_ITEMS, type NavItem, type Role } from '../sdk';
import type { RemoteName } from '../federation/remotes';

export type ShellPageName = 'home';

export type RouteEntry =
  | { path: string; roles: readonly Role[]; page: ShellPageName }
  | { path: string; roles: readonly Role[]; remote: RemoteName; module: string };

const EVERYONE: readonly Role[] = ['admin', 'foreman', 'worker', 'client'];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', roles: EVERYONE, page: 'home' },
  { path: '/schedule', roles: ['foreman', 'worker'], remote: 'mf_scheduling', module: './MySchedulePage' },
];

/** Paths that redirect for logged-in users. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/dashboard': '/' };

export function routesFor(role: Role): RouteEntry[] {
  return ROUTES.filter((route) => route.roles.includes(role));
}

/** The route a role may open at `path`, or null for the 404 page. */
export function resolveRoute(path: string, role: Role): RouteEntry | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routesFor(role).find((route) => route.path === normalized) ?? null;
}

/** Spec 2.2's items for the role, in its order, limited to pages that are built. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS[role].filter((item) => resolveRoute(item.path, role) !== null);
}
