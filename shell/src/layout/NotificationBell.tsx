// The header's bell, on every page of every role: the unread count (kept live by /ws
// `notification` events, which invalidate it) and, when opened, the notifications panel. Plain
// markup like the rest of the header (no antd on a first screen); the panel's code loads on the
// first open.
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

import { useT } from '../messages';
import { useGetUnreadNotificationCountQuery, type Role } from '../sdk';
import { SvgIcon } from '../sdk/SvgIcon';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

/** What the badge shows: the count, capped so it stays a badge. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function NotificationBell({ role }: { role: Role }) {
  const { t } = useT();
  const { data } = useGetUnreadNotificationCountQuery();
  const count = data?.count ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  return (
    <div className="bell" ref={container}>
      <button
        ref={button}
        type="button"
        className="btn btn-text btn-icon bell-button"
        aria-label={count > 0 ? t('bell.labelUnread', { count }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <SvgIcon icon={BellOutlined} aria-hidden />
        {count > 0 && (
          <span className="count-badge bell-badge" aria-hidden>
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} role={role} unread={count} container={container} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
