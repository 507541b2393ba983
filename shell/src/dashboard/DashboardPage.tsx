// The dashboard at / for admin, foreman and worker (spec 2.6).
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useNavigate } from 'react-router-dom';

import { formatTime, type Schedule, todayIso, useGetNotificationsQuery, useGetUnreadNotificationCountQuery, type User, useReadError } from '../sdk';
import { StatCard } from '../sdk/ui';
import { AppointmentRequestsPanel } from './AppointmentRequestsPanel';
import { useGetOpenIssueCountQuery, useGetPendingTimeOffCountQuery, useGetScheduleDayQuery } from './dashboardApi';
import { NotificationList } from './NotificationList';

function scheduleLabel(schedule: Schedule, isAdmin: boolean): string {
  const site = schedule.jobSite?.name ?? 'Job Site';
  if (!isAdmin || !schedule.worker) return site;
  return `${schedule.worker.firstName} ${schedule.worker.lastName} · ${site}`;
}

const QUICK_ACTIONS = [
  { label: 'Create Schedule', path: '/scheduling' },
  { label: 'Manage Team', path: '/team' },
  { label: 'Order Supplies', path: '/supplies' },
] as const;

export default function DashboardPage({ user }: { user: User }) {
  const navigate = useNavigate();
  const isAdmin = user.role === 'admin';
  const seesIssues = isAdmin || user.role === 'foreman';
  const today = todayIso();

  const schedules = useGetScheduleDayQuery(today);
  const timeOff = useGetPendingTimeOffCountQuery(undefined, { skip: !isAdmin });
  const issues = useGetOpenIssueCountQuery(undefined, { skip: !seesIssues });
  const notifications = useGetNotificationsQuery();
  const unreadCount = useGetUnreadNotificationCountQuery();

  const loadError = useReadError('Failed to load the dashboard', schedules, timeOff, issues, notifications, unreadCount);

  const todaySchedules = schedules.data?.schedules ?? [];
  const scheduledToday = schedules.data?.total ?? 0;
  const pendingRequests = timeOff.data?.count ?? 0;
  const openIssues = issues.data?.count ?? 0;
  const unread = unreadCount.data?.count ?? 0;

  return (
    <div className="page">
      <Typography.Title level={2}>Welcome back, {user.firstName}</Typography.Title>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div className="card-grid">
        <StatCard
          title="Today's Schedule"
          value={scheduledToday}
          description={isAdmin ? 'Workers scheduled today' : 'Your shifts today'}
          icon={<CalendarOutlined />}
          loading={schedules.isLoading}
        />
        {isAdmin && (
          <StatCard
            title="Pending Requests"
            value={pendingRequests}
            description="Time-off awaiting approval"
            icon={<ClockCircleOutlined />}
            loading={timeOff.isLoading}
          />
        )}
        {seesIssues && (
          <StatCard
            title="Open Issues"
            value={openIssues}
            description="Requiring attention"
            icon={<WarningOutlined />}
            loading={issues.isLoading}
          />
        )}
        <StatCard
          title="Notifications"
          value={unread}
          description="Unread updates"
          icon={<BellOutlined />}
          loading={unreadCount.isLoading}
        />
      </div>

      <div className="two-columns">
        <Card title="Today's Schedule" loading={schedules.isLoading}>
          {todaySchedules.length === 0 ? (
            <Typography.Text type="secondary">No schedules for today</Typography.Text>
          ) : (
            <ul className="plain-list">
              {todaySchedules.map((schedule) => (
                <li key={schedule.id} className="plain-list-row">
                  <Typography.Text strong>{scheduleLabel(schedule, isAdmin)}</Typography.Text>
                  <Typography.Text type="secondary">
                    Meet: {formatTime(schedule.meetTime)} · Start: {formatTime(schedule.startTime)}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <NotificationList notifications={notifications.data ?? []} loading={notifications.isLoading} />
      </div>

      {isAdmin && (
        <Card title="Quick Actions" style={{ marginTop: 16 }}>
          <div className="quick-actions">
            {QUICK_ACTIONS.map((action) => (
              <Button key={action.path} block onClick={() => navigate(action.path)}>
                {action.label}
              </Button>
            ))}
          </div>
        </Card>
      )}

      {isAdmin && <AppointmentRequestsPanel />}
    </div>
  );
}
