// Chooses between the logged-out and logged-in apps once GET /api/auth/user has answered.
import { lazy, Suspense } from 'react';

import { AppSplash } from './federation/PageLoading';
import { useCurrentUser } from './sdk';
import { loadAuthenticatedApp, loadPublicApp } from './startup/appChunks';
import { firstScreenSettled } from './startup/firstScreen';

const PublicApp = lazy(loadPublicApp);
// After the entry's head start (the dashboard's code and data), so the first screen renders once.
const AuthenticatedApp = lazy(() => Promise.all([loadAuthenticatedApp(), firstScreenSettled()]).then(([app]) => app));

export function App() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <AppSplash />;
  return <Suspense fallback={<AppSplash />}>{user ? <AuthenticatedApp user={user} /> : <PublicApp />}</Suspense>;
}
