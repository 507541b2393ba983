// Logged out (spec 2.1): landing, forgot and reset password; anything else is the 404 page.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import { PageLoading } from '../federation/PageLoading';
import LandingPage from '../auth/LandingPage';

const ForgotPasswordPage = lazy(() => import('../auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

export default function PublicApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
