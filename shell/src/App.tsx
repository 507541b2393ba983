// Chooses between the logged-out and logged-in apps once GET /api/auth/user has answered.
import { lazy, Suspense } from 'react';

import { PageLoading } from './federation/PageLoading';
import { useCurrentUser } from './sdk';

const PublicApp = lazy(() => import('./routes/PublicApp'));
const AuthenticatedApp = lazy(() => import('./routes/AuthenticatedApp'));

export function App() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  return <Suspense fallback={<PageLoading />}>{user ? <AuthenticatedApp user={user} /> : <PublicApp />}</Suspense>;
}
