// Logged in: the layout and the routes of routeTable.ts for the user's role; the rest is 404.
// No antd here: the layout and the dashboard are plain markup; antd's theme (and App) come with
// the remote pages (RemotePage), the 404 page and the shell's dialogs, each loaded when shown.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { PageLoading } from '../federation/PageLoading';
import { preloadRemotePage, RemoteErrorBoundary, RemotePage } from '../federation/RemotePage';
import { useAccountLanguage } from '../language/useAccountLanguage';
import { AppLayout } from '../layout/AppLayout';
import { LazyAntdTheme } from '../LazyAntdTheme';
import { normalizeRole, type User } from '../sdk';
import { loadDashboardPage } from '../startup/appChunks';
import { DENIED_REDIRECTS, deniedRedirect, REDIRECTS, resolveRoute, routesFor, type RouteEntry, type ShellPageName } from './routeTable';

const DashboardPage = lazy(loadDashboardPage);
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

function shellPage(page: ShellPageName, user: User): ReactNode {
  switch (page) {
    case 'home':
      return <DashboardPage user={user} />;
  }
}

function routeElement(route: RouteEntry, user: User): ReactNode {
  if ('remote' in route) return <RemotePage key={route.path} remote={route.remote} module={route.module} plain={route.plain} />;
  return (
    <RemoteErrorBoundary key={route.path} onRetry={() => window.location.reload()}>
      <Suspense fallback={<PageLoading />}>{shellPage(route.page, user)}</Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * When the first page is a remote's: its code starts loading as soon as this chunk is in (the
 * entry's head start calls it, startup/firstScreen.ts), rather than once the layout has rendered.
 */
export function preloadFirstPage(path: string, role: string | undefined): void {
  const route = resolveRoute(path, normalizeRole(role));
  if (route && 'remote' in route) preloadRemotePage(route.remote, route.module);
}

export default function AuthenticatedApp({ user }: { user: User }) {
  useAccountLanguage(user);
  const role = normalizeRole(user.role);
  const routes = routesFor(role);
  return (
    <AppLayout user={user}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={routeElement(route, user)} />
        ))}
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {Object.keys(DENIED_REDIRECTS).map((from) => {
          const to = deniedRedirect(from, role);
          return to ? <Route key={`denied:${from}`} path={from} element={<Navigate to={to} replace />} /> : null;
        })}
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <LazyAntdTheme>
                <NotFoundPage />
              </LazyAntdTheme>
            </Suspense>
          }
        />
      </Routes>
    </AppLayout>
  );
}
