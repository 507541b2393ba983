// My Schedule (/schedule), for foremen and workers. Exposed as mf_scheduling/MySchedulePage.
// Plain markup only (the sdk's PageHeader, StatCard, SurfaceCard, Tag and SvgIcon, drawn by the
// shell's CSS): it is a worker's and a foreman's first screen on a phone, and antd's components
// and their CSS-in-JS there cost the slow phone its title (Lighthouse: LCP and blocking time).
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import { ErrorNotice, formatTime, OfflineNotice, PageHeader, type Schedule, StatCard, SurfaceCard, SvgIcon, Tag, todayIso, useReadError } from 'shell/sdk';

import { CalendarSubscribe } from '../calendar-feed/CalendarSubscribe';
import { useT } from '../messages';
import { OpenShiftsSection } from '../open-shifts/OpenShiftsSection';
import { SwapOffer } from '../swaps/SwapOffer';
import { SwapRequestsSection } from '../swaps/SwapRequestsSection';
import { useGetMyScheduleWeekQuery } from './scheduleApi';
import { nextSevenDays, SCHEDULE_DAYS, shiftCountLabel } from './scheduleDays';

const styles = {
  stats: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16, marginBottom: 16 },
  statHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  statValue: { fontSize: '1.8rem', fontWeight: 700, margin: '4px 0' },
  day: { padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  dayHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
  shift: { marginTop: 8, padding: 12, border: '1px solid #e7e5e4', borderRadius: 8 },
  shiftHead: { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
  times: { display: 'flex', gap: 16, flexWrap: 'wrap' as const, marginTop: 4 },
} as const;

function ShiftRow({ shift }: { shift: Schedule }) {
  const { t } = useT();
  return (
    <div style={styles.shift}>
      <div style={styles.shiftHead}>
        <span className="text-strong">{shift.jobSite?.name || t('common.jobSite')}</span>
        <Tag color="blue">{t('mySchedule.scheduled')}</Tag>
      </div>
      {shift.jobSite?.address && (
        <div className="text-secondary">
          <SvgIcon icon={EnvironmentOutlined} aria-hidden /> {shift.jobSite.address}
        </div>
      )}
      <div style={styles.times}>
        <span>
          <SvgIcon icon={ClockCircleOutlined} aria-hidden /> {t('mySchedule.meet', { time: formatTime(shift.meetTime) })}
        </span>
        <span>{t('mySchedule.start', { time: formatTime(shift.startTime) })}</span>
        <span>{t(shift.endTime <= shift.startTime ? 'mySchedule.endNextDay' : 'mySchedule.end', { time: formatTime(shift.endTime) })}</span>
      </div>
      <SwapOffer shift={shift} />
    </div>
  );
}

export default function MySchedulePage() {
  const { t } = useT();
  const today = todayIso();
  // The counts come from the server: the person's whole history never travels.
  const weekQuery = useGetMyScheduleWeekQuery(today);
  const { data: week, isLoading } = weekQuery;
  const loadError = useReadError(t('mySchedule.loadError'), weekQuery);
  const days = nextSevenDays(week?.schedules ?? [], today);

  return (
    <div>
      <PageHeader title={t('mySchedule.title')} subtitle={t('mySchedule.subtitle')} actions={<CalendarSubscribe />} />
      <OfflineNotice reads={[weekQuery]} />
      {loadError && <ErrorNotice description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title={t('mySchedule.upcoming')} value={week?.upcoming ?? 0} icon={<SvgIcon icon={CalendarOutlined} />} loading={isLoading} />
        <StatCard title={t('mySchedule.thisWeek')} value={week?.thisWeek ?? 0} icon={<SvgIcon icon={ScheduleOutlined} />} loading={isLoading} />
        <StatCard title={t('mySchedule.total')} value={week?.total ?? 0} icon={<SvgIcon icon={ClockCircleOutlined} />} loading={isLoading} />
      </div>

      <SurfaceCard title={t('mySchedule.nextDays')}>
        {isLoading
          ? Array.from({ length: SCHEDULE_DAYS }, (_, index) => (
              <div key={index} data-testid="day-skeleton" className="surface-loading" role="status" aria-label={t('mySchedule.loading')}>
                <div className="surface-loading-row">
                  <span />
                  <span />
                </div>
              </div>
            ))
          : days.map((day) => (
              <section key={day.date} style={styles.day} aria-label={day.label}>
                <div style={styles.dayHead}>
                  <div>
                    <span className="text-strong">{day.weekday}</span> <span className="text-secondary">{day.shortDate}</span>
                  </div>
                  <Tag color={day.shifts.length ? 'orange' : undefined}>{shiftCountLabel(day.shifts.length)}</Tag>
                </div>
                {day.shifts.length === 0 ? (
                  <div className="text-secondary">{t('mySchedule.noWork')}</div>
                ) : (
                  day.shifts.map((shift) => <ShiftRow key={shift.id} shift={shift} />)
                )}
              </section>
            ))}
      </SurfaceCard>

      <SwapRequestsSection />
      <OpenShiftsSection />
    </div>
  );
}
