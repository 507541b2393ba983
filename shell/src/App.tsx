// Chooses between the logged-out and logged-in apps once GET /api/auth/user has answered.
import { type ComponentType, useEffect } from 'react';

import { AppSplash } from './federation/PageLoading';
import { keepRemotesFor } from './installable/offlineRemotes';
import { UpdateBanner } from './installable/UpdateBanner';
import { type CurrentUser, normalizeRole, useCurrentUser } from './sdk';
import { loadAuthenticatedApp, loadPublicApp } from './startup/appChunks';
import { firstScreenSettled } from './startup/firstScreen';
import { type ComponentCode, loadComponent, useLoadedComponent } from './startup/loadedComponent';

let publicApp: ComponentCode<object> | undefined;
let authenticatedApp: ComponentCode<{ user: CurrentUser }> | undefined;

/** The logged-out app's code, asked for the first time it is needed. */
function PublicApp() {
  publicApp ??= loadComponent<object>(() => loadPublicApp().then((chunk) => chunk.default as ComponentType<object>));
  const App = useLoadedComponent(publicApp);
  // The same component every render: the module's one loaded code.
  // eslint-disable-next-line react-hooks/static-components
  return App ? <App /> : <AppSplash />;
}

/** The logged-in app, after the entry's head start (the dashboard's code and data), so the first screen renders once. */
function AuthenticatedApp({ user }: { user: CurrentUser }) {
  authenticatedApp ??= loadComponent(() => Promise.all([loadAuthenticatedApp(), firstScreenSettled()]).then(([chunk]) => chunk.default));
  const App = useLoadedComponent(authenticatedApp);
  // The same component every render: the module's one loaded code.
  // eslint-disable-next-line react-hooks/static-components
  return App ? <App user={user} /> : <AppSplash />;
}

/**
 * The service worker keeps the code of the remotes the person's role uses, and none once the
 * server says nobody is logged in (installable/offlineRemotes.ts). Asked once the browser is idle,
 * after the first screen, whose downloads come first.
 */
function useOfflineRemotes(role: string | undefined, isLoggedOut: boolean): void {
  useEffect(() => {
    if (!role && !isLoggedOut) return undefined;
    const keep = () => void keepRemotesFor(role ? normalizeRole(role) : null);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(keep, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(keep, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, [role, isLoggedOut]);
}

export function App() {
  const { user, isLoading, isLoggedOut } = useCurrentUser();
  useOfflineRemotes(user?.role, isLoggedOut);
  return (
    <>
      {isLoading ? <AppSplash /> : user ? <AuthenticatedApp user={user} /> : <PublicApp />}
      <UpdateBanner />
    </>
  );
}
