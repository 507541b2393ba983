// Runs in the entry script, before the app's code has downloaded: asks who is logged in at once
// and, as soon as the answer is there, starts downloading the app that answer leads to and the
// page the address opens (the dashboard's code and reads, or a remote page's manifest and
// scripts), in parallel with the bootstrap chunks. Before, each step waited for the previous one (Lighthouse, mobile: the
// load chain main -> bootstrap -> GET /api/auth/user -> logged-in chunk -> page chunk). The app
// itself still decides what to render (App.tsx); it renders the logged-in app once this head start
// has settled (firstScreenSettled), so the dashboard's first render already has its data.
import { dashboardReadUrls } from '../dashboard/dashboardReads';
import { prefetchRemotePage } from '../federation/remotes';
import { resolveRoute } from '../routes/routeTable';
import { startEarly } from '../sdk/earlyRequests';
import { lastKnownUser } from '../sdk/lastKnownUser';
import { normalizeRole } from '../sdk/roles';
import { todayIso } from '../sdk/today';
import { loadAuthenticatedApp, loadDashboardPage, loadPublicApp } from './appChunks';

/** The URL the current-user query asks (authApi's getCurrentUser through apiBaseQuery); index.html preloads it. */
export const CURRENT_USER_URL = '/api/auth/user';

interface UserRole {
  role?: string;
}

async function whoIsLoggedIn(): Promise<UserRole | null> {
  // No network: the person last logged in on this device (sdk/lastKnownUser.ts), as getCurrentUser decides.
  const response = await startEarly(CURRENT_USER_URL).catch(() => null);
  if (!response) return lastKnownUser();
  // A clone: the body itself is read by the query that takes this answer.
  return response.ok ? ((await response.clone().json()) as UserRole) : null;
}

/**
 * The longest the logged-in app waits for the dashboard's reads before it renders anyway (the
 * cards then show their skeletons until their answers come, as any later visit does).
 */
export const DASHBOARD_DATA_WAIT_MS = 1000;

let settled: Promise<unknown> = Promise.resolve();

function dashboardData(role: string | undefined): Promise<unknown> {
  for (const url of dashboardReadUrls(role, todayIso())) void startEarly(url).catch(() => undefined);
  const wait = new Promise((resolve) => setTimeout(resolve, DASHBOARD_DATA_WAIT_MS));
  return Promise.race([loadDashboardPage().then((page) => page.loadDashboardData(role)), wait]);
}

export function startFirstScreen(): void {
  settled = whoIsLoggedIn()
    .then((user): Promise<unknown> => {
      if (!user) return loadPublicApp();
      const route = resolveRoute(window.location.pathname, normalizeRole(user.role));
      // A remote's page (My Schedule, the client's portal...): its manifest and scripts download
      // beside the logged-in app instead of after it (federation/remotes.ts).
      if (route && 'remote' in route) prefetchRemotePage(route.remote, route.module);
      const app = loadAuthenticatedApp();
      if (route && 'remote' in route) void app.then(({ preloadFirstPage }) => preloadFirstPage(window.location.pathname, user.role)).catch(() => undefined);
      return Promise.all([app, route && 'page' in route ? dashboardData(user.role) : null]);
    })
    // Only a head start: a failure here is met again, and shown, by the app's own loading.
    .catch(() => undefined);
}

/** Settles when the head start has (never rejects): the logged-in app waits for it. */
export function firstScreenSettled(): Promise<unknown> {
  return settled;
}
