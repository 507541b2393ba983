// The dashboard at / for admin, foreman and worker. Plain markup drawn like antd (SurfaceCard, .btn
// in index.html): it is a staff member's first screen, and renders no antd until a dialog opens
// (antd's core and CSS-in-JS cost a slow phone its first screen). The sdk's pieces are imported
// from their files, not from the `shell/sdk/ui` barrel, which would bring every shared component's
// antd.
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useNavigate } from 'react-router-dom';

import {
  authApi,
  formatTime,
  chatApi,
  notificationsApi,
  type Schedule,
  store,
  todayIso,
  useGetNotificationsQuery,
  useGetUnreadNotificationCountQuery,
  type User,
  useReadError,
} from '../sdk';
import { type ShellTranslate, useT } from '../messages';
import { ErrorNotice } from '../sdk/ErrorNotice';
import { PageHeader } from '../sdk/PageHeader';
import type { AppStore } from '../sdk/store';
import { StatCard } from '../sdk/StatCard';
import { SvgIcon } from '../sdk/SvgIcon';
import { SurfaceCard } from '../sdk/SurfaceCard';
import { AppointmentRequestsPanel } from './AppointmentRequestsPanel';
import { appointmentRequestsApi } from './appointmentRequestsApi';
import { dashboardApi, useGetOpenIssueCountQuery, useGetPendingTimeOffCountQuery, useGetScheduleDayQuery } from './dashboardApi';
import { DASHBOARD_LIST_LIMIT, dashboardCards } from './dashboardReads';
import { NotificationList } from './NotificationList';
import { TimeClockSlot } from './TimeClockSlot';

/**
 * Starts every read the dashboard (and the layout around it) makes, with the same arguments, and
 * settles once each has answered, an error included (the page shows it). Those the entry started
 * early (dashboardReads.ts) are taken, not asked again. The entry waits for this
 * before the logged-in first screen renders (startup/firstScreen.ts), so the page renders once,
 * with its data, instead of skeletons and then one render per answer: on a slow phone those
 * renders were most of the blocking time after the first paint (Lighthouse, mobile).
 * The answers stay in the cache (keepUnusedDataFor: Infinity) for the cards' own queries.
 */
export function loadDashboardData(role: string | undefined, target: AppStore = store): Promise<unknown> {
  const { isAdmin, seesIssues } = dashboardCards(role);
  const options = { subscribe: false } as const;
  const reads = [
    target.dispatch(authApi.endpoints.getConfig.initiate(undefined, options)),
    target.dispatch(dashboardApi.endpoints.getScheduleDay.initiate(todayIso(), options)),
    target.dispatch(notificationsApi.endpoints.getNotifications.initiate(undefined, options)),
    target.dispatch(notificationsApi.endpoints.getUnreadNotificationCount.initiate(undefined, options)),
    target.dispatch(chatApi.endpoints.getUnreadMessageCount.initiate(undefined, options)),
    isAdmin ? target.dispatch(dashboardApi.endpoints.getPendingTimeOffCount.initiate(undefined, options)) : null,
    seesIssues ? target.dispatch(dashboardApi.endpoints.getOpenIssueCount.initiate(undefined, options)) : null,
    isAdmin ? target.dispatch(appointmentRequestsApi.endpoints.getAppointmentRequests.initiate(undefined, options)) : null,
  ];
  return Promise.allSettled(reads.filter((read) => read !== null));
}

function scheduleLabel(schedule: Schedule, isAdmin: boolean, t: ShellTranslate): string {
  const site = schedule.jobSite?.name ?? t('dashboard.jobSite');
  if (!isAdmin || !schedule.worker) return site;
  return `${schedule.worker.firstName} ${schedule.worker.lastName} · ${site}`;
}

const QUICK_ACTIONS = [
  { label: 'dashboard.createSchedule', path: '/scheduling' },
  { label: 'dashboard.manageTeam', path: '/team' },
  { label: 'dashboard.orderSupplies', path: '/supplies' },
] as const;

/**
 * A count of its own query. Each card subscribes alone (RTK Query shares one request per query),
 * so an answer re-renders that card only, not the whole page.
 */
interface CountCardProps {
  title: string;
  description: string;
  icon: IconDefinition;
  count: number | undefined;
  loading: boolean;
}

function CountCard({ count, loading, icon, ...card }: CountCardProps) {
  return <StatCard {...card} value={count ?? 0} icon={<SvgIcon icon={icon} />} loading={loading} />;
}

function TodayScheduleCount({ isAdmin, today }: { isAdmin: boolean; today: string }) {
  const { t } = useT();
  const { data, isLoading } = useGetScheduleDayQuery(today);
  const description = isAdmin ? t('dashboard.workersToday') : t('dashboard.yourShiftsToday');
  return <CountCard title={t('dashboard.todaySchedule')} description={description} icon={CalendarOutlined} count={data?.total} loading={isLoading} />;
}

function PendingRequestsCount() {
  const { t } = useT();
  const { data, isLoading } = useGetPendingTimeOffCountQuery();
  return (
    <CountCard
      title={t('dashboard.pendingRequests')}
      description={t('dashboard.timeOffAwaiting')}
      icon={ClockCircleOutlined}
      count={data?.count}
      loading={isLoading}
    />
  );
}

function OpenIssuesCount() {
  const { t } = useT();
  const { data, isLoading } = useGetOpenIssueCountQuery();
  return (
    <CountCard
      title={t('dashboard.openIssues')}
      description={t('dashboard.requiringAttention')}
      icon={WarningOutlined}
      count={data?.count}
      loading={isLoading}
    />
  );
}

function UnreadNotificationsCount() {
  const { t } = useT();
  const { data, isLoading } = useGetUnreadNotificationCountQuery();
  return (
    <CountCard title={t('dashboard.notifications')} description={t('dashboard.unreadUpdates')} icon={BellOutlined} count={data?.count} loading={isLoading} />
  );
}

function TodayScheduleList({ isAdmin, today }: { isAdmin: boolean; today: string }) {
  const { t } = useT();
  const schedules = useGetScheduleDayQuery(today);
  const todaySchedules = schedules.data?.schedules ?? [];
  return (
    <SurfaceCard title={t('dashboard.todaySchedule')} loading={schedules.isLoading} loadingRows={DASHBOARD_LIST_LIMIT}>
      {todaySchedules.length === 0 ? (
        <span className="text-secondary">{t('dashboard.noSchedules')}</span>
      ) : (
        <ul className="plain-list">
          {todaySchedules.map((schedule) => (
            <li key={schedule.id} className="plain-list-row">
              <strong className="text-strong">{scheduleLabel(schedule, isAdmin, t)}</strong>
              <span className="text-secondary">{t('dashboard.times', { meet: formatTime(schedule.meetTime), start: formatTime(schedule.startTime) })}</span>
            </li>
          ))}
        </ul>
      )}
    </SurfaceCard>
  );
}

function RecentNotifications() {
  const notifications = useGetNotificationsQuery();
  return <NotificationList notifications={notifications.data ?? []} loading={notifications.isLoading} />;
}

/** The first failed read of the page's cards, over them (the same queries, no extra request). */
function DashboardLoadError({ isAdmin, seesIssues, today }: { isAdmin: boolean; seesIssues: boolean; today: string }) {
  const { t } = useT();
  const schedules = useGetScheduleDayQuery(today);
  const timeOff = useGetPendingTimeOffCountQuery(undefined, { skip: !isAdmin });
  const issues = useGetOpenIssueCountQuery(undefined, { skip: !seesIssues });
  const notifications = useGetNotificationsQuery();
  const unreadCount = useGetUnreadNotificationCountQuery();
  const loadError = useReadError(t('dashboard.loadFailed'), schedules, timeOff, issues, notifications, unreadCount);
  return loadError ? <ErrorNotice description={loadError} style={{ marginBottom: 16 }} /> : null;
}

function QuickActions() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <SurfaceCard title={t('dashboard.quickActions')} style={{ marginTop: 16 }}>
      <div className="quick-actions">
        {QUICK_ACTIONS.map((action) => (
          <button key={action.path} type="button" className="btn btn-block" onClick={() => navigate(action.path)}>
            {t(action.label)}
          </button>
        ))}
      </div>
    </SurfaceCard>
  );
}

export default function DashboardPage({ user }: { user: User }) {
  const { isAdmin, seesIssues, seesTimeClock } = dashboardCards(user.role);
  const today = todayIso();
  const { t } = useT();

  return (
    <div className="page">
      <PageHeader title={t('dashboard.welcome', { name: user.firstName })} />
      <DashboardLoadError isAdmin={isAdmin} seesIssues={seesIssues} today={today} />

      <div className="card-grid">
        <TodayScheduleCount isAdmin={isAdmin} today={today} />
        {isAdmin && <PendingRequestsCount />}
        {seesIssues && <OpenIssuesCount />}
        <UnreadNotificationsCount />
      </div>

      <div className="two-columns">
        {seesTimeClock && <TimeClockSlot />}
        <TodayScheduleList isAdmin={isAdmin} today={today} />
        <RecentNotifications />
      </div>

      {isAdmin && <QuickActions />}
      {isAdmin && <AppointmentRequestsPanel />}
    </div>
  );
}
