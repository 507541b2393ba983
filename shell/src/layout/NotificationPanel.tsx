// The bell's panel: the reader's notifications newest first, a page at a time (Show more), each
// linking to the page of what it is about; opening one marks it read, and Mark all as read reads
// them all. Escape or a click outside closes it. Plain markup drawn like the dashboard's cards.
// Its foot opens "Notifications on this device" (web pushes, src/push).
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';

import { useT } from '../messages';
import {
  localeTag,
  notifyError,
  useGetNotificationPagesInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type AppNotification,
  type Role,
} from '../sdk';
import { ErrorNotice } from '../sdk/ErrorNotice';
import { ShowMore } from '../sdk/ShowMore';
import { Tag } from '../sdk/Tag';
import { notificationPath } from './notificationPaths';

const DeviceNotifications = lazy(() => import('../push/DeviceNotifications'));

// When each notification came, in the reader's language ('Jan 5, 3:04 PM', '5 ene, 3:04 p.m.').
const TIMES = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: string): Intl.DateTimeFormat {
  const tag = localeTag(language);
  let format = TIMES.get(tag);
  if (!format) TIMES.set(tag, (format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format;
}

function NotificationText({ notification }: { notification: AppNotification }) {
  const { t, language } = useT();
  return (
    <>
      <span className="bell-item-head">
        <strong className="text-strong">{notification.title}</strong>
        {!notification.read && <Tag color="blue">{t('bell.new')}</Tag>}
      </span>
      <span className="text-secondary bell-item-message">{notification.message}</span>
      <time className="text-secondary bell-item-time" dateTime={notification.createdAt}>
        {timeFormat(language).format(new Date(notification.createdAt))}
      </time>
    </>
  );
}

export default function NotificationPanel({
  id,
  role,
  unread,
  container,
  onClose,
}: {
  id: string;
  role: Role;
  /** The whole unread count (unread ones may be on pages not loaded yet). */
  unread: number;
  /** The bell and its panel: a click outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useT();
  const pages = useGetNotificationPagesInfiniteQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllNotificationsReadMutation();
  const panel = useRef<HTMLDivElement>(null);
  const notifications = pages.data?.pages.flat() ?? [];
  const [devicesOpen, setDevicesOpen] = useState(false);

  useEffect(() => {
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, onClose]);

  const open = (notification: AppNotification) => {
    if (!notification.read)
      markRead(notification.id)
        .unwrap()
        .catch((error) => notifyError(error, t('bell.updateFailed')));
    onClose(false);
  };

  const markAll = () => {
    markAllRead()
      .unwrap()
      .catch((error) => notifyError(error, t('bell.updateAllFailed')));
  };

  return (
    <div id={id} ref={panel} className="bell-panel" role="dialog" aria-label={t('bell.label')} tabIndex={-1}>
      <div className="bell-panel-head">
        <h2>{t('bell.title')}</h2>
        <button type="button" className="btn btn-sm" onClick={markAll} aria-busy={markingAll.isLoading} disabled={unread === 0}>
          {t('bell.markAllRead')}
        </button>
      </div>
      {pages.isLoading ? (
        <div className="bell-panel-body surface-loading" aria-busy="true" aria-label={t('bell.loading')}>
          {[0, 1, 2].map((row) => (
            <div key={row} className="surface-loading-row">
              <span />
              <span />
            </div>
          ))}
        </div>
      ) : pages.isError && notifications.length === 0 ? (
        <div className="bell-panel-body">
          <ErrorNotice description={t('bell.loadFailed')} />
        </div>
      ) : notifications.length === 0 ? (
        <p className="bell-panel-body text-secondary">{t('bell.empty')}</p>
      ) : (
        <ul className="plain-list bell-list">
          {notifications.map((notification) => {
            const path = notificationPath(notification.subject, role);
            return (
              <li key={notification.id}>
                {path ? (
                  <Link to={path} className={`bell-item${notification.read ? '' : ' unread'}`} onClick={() => open(notification)}>
                    <NotificationText notification={notification} />
                  </Link>
                ) : (
                  <button type="button" className={`bell-item${notification.read ? '' : ' unread'}`} onClick={() => open(notification)}>
                    <NotificationText notification={notification} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="bell-panel-foot">
        <ShowMore
          shown={notifications.length}
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          onShowMore={() => void pages.fetchNextPage()}
          what={t('bell.what')}
        />
        <details className="push-details" onToggle={(event) => setDevicesOpen(event.currentTarget.open)}>
          <summary>{t('push.title')}</summary>
          {devicesOpen && (
            <Suspense fallback={<p className="text-secondary">{t('push.checking')}</p>}>
              <DeviceNotifications />
            </Suspense>
          )}
        </details>
      </div>
    </div>
  );
}
