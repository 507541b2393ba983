// Recent notifications (first 5), with a 'New' badge on unread ones. Plain markup (the dashboard's first screen).
import { useT } from '../messages';
import type { AppNotification } from '../sdk';
import { SurfaceCard } from '../sdk/SurfaceCard';
import { Tag } from '../sdk/Tag';
import { DASHBOARD_LIST_LIMIT } from './dashboardReads';

export function NotificationList({ notifications, loading }: { notifications: AppNotification[]; loading: boolean }) {
  const { t } = useT();
  const recent = notifications.slice(0, DASHBOARD_LIST_LIMIT);
  return (
    <SurfaceCard title={t('dashboard.recentNotifications')} loading={loading} loadingRows={DASHBOARD_LIST_LIMIT}>
      {recent.length === 0 ? (
        <span className="text-secondary">{t('dashboard.noNotifications')}</span>
      ) : (
        <ul className="plain-list">
          {recent.map((notification) => (
            <li key={notification.id} className="plain-list-row">
              <div style={{ minWidth: 0 }}>
                <strong className="text-strong">{notification.title}</strong>
                <div className="text-secondary">{notification.message}</div>
              </div>
              {!notification.read && <Tag color="blue">{t('dashboard.new')}</Tag>}
            </li>
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}
