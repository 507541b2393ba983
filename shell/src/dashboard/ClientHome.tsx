// The client's home at / until mf-client-portal ships its page (spec 2.7), which replaces this:
// only the greeting and the client's notifications, nothing invented.
import Typography from 'antd/es/typography';

import { useGetNotificationsQuery, type User } from '../sdk';
import { NotificationList } from './NotificationList';

export default function ClientHome({ user }: { user: User }) {
  const notifications = useGetNotificationsQuery();
  return (
    <div className="page">
      <Typography.Title level={2}>
        Welcome, {user.firstName} {user.lastName}
      </Typography.Title>
      <NotificationList notifications={notifications.data ?? []} loading={notifications.isLoading} />
    </div>
  );
}
