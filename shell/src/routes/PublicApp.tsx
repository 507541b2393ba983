// Logged out: landing, forgot and reset password, accepting an invitation; a page of the
// logged-in app shows the login screen too (the login then goes on to it, LoginForm); anything else
// is the 404 page.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

import { PageLoading } from '../federation/PageLoading';
import LandingPage from '../auth/LandingPage';
import { LazyAntdTheme } from '../LazyAntdTheme';
import { isAppPage } from './routeTable';

const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const AcceptInvitePage = lazy(() => import('../auth/AcceptInvitePage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/** The landing renders no antd component; the other logged-out pages do, in antd's theme. */
const themed = (page: ReactNode) => <LazyAntdTheme>{page}</LazyAntdTheme>;

export default function PublicApp() {
  const { pathname } = useLocation();
  if (pathname !== '/' && isAppPage(pathname)) return <LandingPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/forgot-password" element={themed(<ForgotPasswordPage />)} />
        <Route path="/reset-password" element={themed(<ResetPasswordPage />)} />
        <Route path="/accept-invite" element={themed(<AcceptInvitePage />)} />
        <Route path="*" element={themed(<NotFoundPage />)} />
      </Routes>
    </Suspense>
  );
}
