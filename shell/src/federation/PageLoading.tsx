// The loading state of a page or remote. Its own module, plain markup and CSS (.page-spinner in
// index.html): the logged-out app shows it too, and must not download the remote error boundary's
// components nor antd's Spin for it (the bench holds the landing under 250 KB of JavaScript).
// Its text is read without waiting for a catalog: it is what shows while things load (Suspense's
// fallback), so it must never itself wait; before the Spanish texts are in, it reads in English.
import { sdkMessages } from '../sdk/messages';

export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-spinner" aria-hidden="true" />
      <span className="visually-hidden">{sdkMessages.t('loading.text')}</span>
    </div>
  );
}

/**
 * The app's first paint while it starts (its code, then who is logged in): Groundwork's mark over
 * the spinner. index.html's #root holds this same markup, so the browser paints it from the HTML,
 * before any JavaScript arrives (an early first contentful paint on a slow phone), and React's
 * first render replaces it with itself. Keep the two alike.
 */
export function AppSplash() {
  return (
    <div className="app-splash" role="status" aria-live="polite">
      <span className="app-splash-mark" aria-hidden="true" />
      <span className="page-spinner" aria-hidden="true" />
      <span className="visually-hidden">{sdkMessages.t('loading.text')}</span>
    </div>
  );
}
