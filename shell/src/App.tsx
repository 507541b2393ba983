// Chooses between the logged-out and logged-in apps once GET /api/auth/user has answered.
import type { ComponentType } from 'react';

import { AppSplash } from './federation/PageLoading';
import { type CurrentUser, useCurrentUser } from './sdk';
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

export function App() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <AppSplash />;
  return user ? <AuthenticatedApp user={user} /> : <PublicApp />;
}
