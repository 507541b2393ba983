// "A new version of the app is available" with Reload and Later, at the foot of the screen, over
// any page (updatePrompt.ts has the rule of when the page moves to a new version). Plain markup
// like the rest of the first screen: it may show before any antd has loaded.
import { useT } from '../messages';
import { applyUpdate, dismissUpdate, useUpdateState } from './updatePrompt';

export function UpdateBanner() {
  const state = useUpdateState();
  const { t } = useT();
  if (state !== 'available' && state !== 'applying') return null;
  return (
    <div className="update-banner" role="status" aria-live="polite">
      <span className="update-banner-text">{t('update.available')}</span>
      <span className="update-banner-actions">
        <button type="button" className="btn btn-text update-banner-later" onClick={dismissUpdate} disabled={state === 'applying'}>
          {t('update.later')}
        </button>
        <button type="button" className="btn btn-primary" onClick={applyUpdate} aria-busy={state === 'applying'} disabled={state === 'applying'}>
          {t('update.reload')}
        </button>
      </span>
    </div>
  );
}
