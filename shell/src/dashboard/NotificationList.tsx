// Recent notifications (first 5), with a 'New' badge on unread ones.
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';

import type { AppNotification } from '../sdk';

export const DASHBOARD_LIST_LIMIT = 5;

export function NotificationList({ notifications, loading }: { notifications: AppNotification[]; loading: boolean }) {
  const recent = notifications.slice(0, DASHBOARD_LIST_LIMIT);
  return (
    <Card title="Recent Notifications" loading={loading}>
      {recent.length === 0 ? (
        <Typography.Text type="secondary">No notifications yet</Typography.Text>
      ) : (
        <ul className="plain-list">
          {recent.map((notification) => (
            <li key={notification.id} className="plain-list-row">
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong>{notification.title}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{notification.message}</Typography.Text>
                </div>
              </div>
              {!notification.read && <Tag color="blue">New</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
