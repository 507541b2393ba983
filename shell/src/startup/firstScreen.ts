// Runs in the entry script, before the app's code has downloaded: asks who is logged in at once
// and, as soon as the answer is there, starts downloading the app that answer leads to (and the
// dashboard, a staff member's usual first page), in parallel with the bootstrap chunks. Before,
// each step waited for the previous one (issue 9: Lighthouse mobile, the load chain main ->
// bootstrap -> GET /api/auth/user -> logged-in chunk -> page chunk). The app itself still decides
// what to render (App.tsx): this only warms webpack's chunk cache and the query's answer.
import { startEarly } from '../sdk/earlyRequests';

/** The URL the current-user query asks (authApi's getCurrentUser through apiBaseQuery); index.html preloads it. */
export const CURRENT_USER_URL = '/api/auth/user';

interface UserRole {
  role?: string;
}

async function whoIsLoggedIn(): Promise<UserRole | null> {
  const response = await startEarly(CURRENT_USER_URL);
  // A clone: the body itself is read by the query that takes this answer.
  return response.ok ? ((await response.clone().json()) as UserRole) : null;
}

export function startFirstScreen(): void {
  whoIsLoggedIn()
    .then((user): Promise<unknown> => {
      if (!user) return import('../routes/PublicApp');
      const home = window.location.pathname === '/' && user.role !== 'client';
      return Promise.all([import('../routes/AuthenticatedApp'), home ? import('../dashboard/DashboardPage') : null]);
    })
    // Only a head start: a failure here is met again, and shown, by the app's own loading.
    .catch(() => undefined);
}
