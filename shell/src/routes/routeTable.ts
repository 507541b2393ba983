// The one route table of the logged-in app: path -> page (shell page or remote module) and roles.
// A path missing here, or not allowed for the role, is the 404 page. The sidebar is derived from
// this table, so it only offers pages that exist. The entry script reads it too (which page a first
// screen is: startup/firstScreen.ts), so it imports the sdk's roles file, not the sdk's barrel.

import { NAV_ITEMS, type NavItem, type Role } from '../sdk/roles';
import type { RemoteName } from '../federation/remotes';

export type ShellPageName = 'home';

/**
 * A remote page renders inside antd's theme and App (RemotePage), which it waits for, unless it is
 * `plain`: its first screen is plain markup (the sdk's PageHeader, SurfaceCard, StatCard, Tag...),
 * so it renders as soon as its own code is in, and the antd parts it opens later (a dialog) bring
 * antd's theme with them (the sdk's AntdFrame). Plain are the pages that are a role's first
 * screen on a phone, where antd's code and CSS-in-JS cost the title seconds.
 */
export type RouteEntry =
  { path: string; roles: readonly Role[]; page: ShellPageName } | { path: string; roles: readonly Role[]; remote: RemoteName; module: string; plain?: true };

const EVERYONE: readonly Role[] = ['admin', 'foreman', 'worker', 'client'];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', roles: ['admin', 'foreman', 'worker'], page: 'home' },
  // A client's home is the client portal; their browser loads only it (and mf-chat).
  { path: '/', roles: ['client'], remote: 'mf_client_portal', module: './ClientHomePage', plain: true },
  { path: '/messages', roles: EVERYONE, remote: 'mf_chat', module: './MessagesPage' },
  // Admin
  { path: '/scheduling', roles: ['admin'], remote: 'mf_scheduling', module: './SchedulingPage' },
  { path: '/team', roles: ['admin'], remote: 'mf_scheduling', module: './TeamPage' },
  { path: '/supplies', roles: ['admin'], remote: 'mf_supplies', module: './SuppliesPage' },
  { path: '/payment', roles: ['admin'], remote: 'mf_supplies', module: './PaymentPage' },
  { path: '/job-sites', roles: ['admin'], remote: 'mf_field', module: './JobSitesPage' },
  { path: '/timesheets', roles: ['admin'], remote: 'mf_field', module: './TimesheetsPage' },
  { path: '/hr-documents', roles: ['admin'], remote: 'mf_documents', module: './HrDocumentsPage' },
  { path: '/financial-documents', roles: ['admin'], remote: 'mf_documents', module: './FinancialDocumentsPage' },
  // Foreman and worker
  { path: '/schedule', roles: ['foreman', 'worker'], remote: 'mf_scheduling', module: './MySchedulePage', plain: true },
  { path: '/job-site', roles: ['foreman'], remote: 'mf_field', module: './JobSitePage' },
  { path: '/inventory', roles: ['foreman'], remote: 'mf_field', module: './InventoryPage' },
  // Admins move issues forward too; /issues stays out of their sidebar.
  { path: '/issues', roles: ['foreman', 'admin'], remote: 'mf_field', module: './IssuesPage' },
  { path: '/time-tracking', roles: ['foreman'], remote: 'mf_field', module: './TimeTrackingPage' },
  { path: '/timesheet', roles: ['foreman', 'worker'], remote: 'mf_field', module: './MyTimesheetPage' },
  { path: '/time-off', roles: ['worker'], remote: 'mf_scheduling', module: './TimeOffPage' },
  { path: '/availability', roles: ['worker'], remote: 'mf_scheduling', module: './AvailabilityPage' },
];

/** Paths that redirect for logged-in users. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/dashboard': '/' };

/** Paths that send the roles not allowed there elsewhere instead of to the 404 page. */
export const DENIED_REDIRECTS: Readonly<Record<string, string>> = { '/hr-documents': '/' };

/** Where a role that may not open `path` is sent, or null for the 404 page. */
export function deniedRedirect(path: string, role: Role): string | null {
  return resolveRoute(path, role) ? null : (DENIED_REDIRECTS[path] ?? null);
}

export function routesFor(role: Role): RouteEntry[] {
  return ROUTES.filter((route) => route.roles.includes(role));
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The route a role may open at `path`, or null for the 404 page. */
export function resolveRoute(path: string, role: Role): RouteEntry | null {
  const normalized = normalizePath(path);
  return routesFor(role).find((route) => route.path === normalized) ?? null;
}

/**
 * Whether `path` is a page of the logged-in app for some role: logged out, such a path shows the
 * login screen (a bookmark or a link in an email), where an unknown one shows the 404 page.
 */
export function isAppPage(path: string): boolean {
  const normalized = normalizePath(path);
  return ROUTES.some((route) => route.path === normalized);
}

/**
 * Where a login made at `path` (with its `search`) leads: that page when the role may open it,
 * else the role's home, so a link meant for another role does not end on the 404 page.
 */
export function pathAfterLogin(path: string, search: string, role: Role): string {
  return isAppPage(path) && resolveRoute(path, role) ? `${path}${search}` : '/';
}

/** The sidebar's items for the role, in its order, limited to pages that are built. */
export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS[role].filter((item) => resolveRoute(item.path, role) !== null);
}
