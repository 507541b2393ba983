// My Schedule (/schedule, spec 2.15), for foremen and workers. Exposed as mf_scheduling/MySchedulePage.
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatTime, type Schedule, todayIso, useReadError } from 'shell/sdk';
import { PageHeader, StatCard } from 'shell/sdk/ui';

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
  return (
    <div style={styles.shift}>
      <div style={styles.shiftHead}>
        <Typography.Text strong>{shift.jobSite?.name || 'Job Site'}</Typography.Text>
        <Tag color="blue">Scheduled</Tag>
      </div>
      {shift.jobSite?.address && (
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {shift.jobSite.address}
        </Typography.Text>
      )}
      <div style={styles.times}>
        <Typography.Text>
          <ClockCircleOutlined aria-hidden /> Meet: {formatTime(shift.meetTime)}
        </Typography.Text>
        <Typography.Text>Start: {formatTime(shift.startTime)}</Typography.Text>
      </div>
    </div>
  );
}

export default function MySchedulePage() {
  const today = todayIso();
  // The counts come from the server: the person's whole history never travels.
  const weekQuery = useGetMyScheduleWeekQuery(today);
  const { data: week, isLoading } = weekQuery;
  const loadError = useReadError('Failed to load your schedule', weekQuery);
  const days = nextSevenDays(week?.schedules ?? [], today);

  return (
    <div>
      <PageHeader title="My Schedule" subtitle="View your upcoming work schedule" />
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.stats}>
        <StatCard title="Upcoming Shifts" value={week?.upcoming ?? 0} icon={<CalendarOutlined />} loading={isLoading} />
        <StatCard title="This Week" value={week?.thisWeek ?? 0} icon={<ScheduleOutlined />} loading={isLoading} />
        <StatCard title="Total Schedules" value={week?.total ?? 0} icon={<ClockCircleOutlined />} loading={isLoading} />
      </div>

      <Card title="Next 7 Days">
        {isLoading
          ? Array.from({ length: SCHEDULE_DAYS }, (_, index) => (
              <div key={index} data-testid="day-skeleton" style={{ padding: '12px 0' }}>
                <Skeleton active paragraph={{ rows: 1 }} title />
              </div>
            ))
          : days.map((day) => (
              <section key={day.date} style={styles.day} aria-label={`${day.weekday}, ${day.shortDate}`}>
                <div style={styles.dayHead}>
                  <div>
                    <Typography.Text strong>{day.weekday}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{day.shortDate}</Typography.Text>
                  </div>
                  <Tag color={day.shifts.length ? 'orange' : 'default'}>{shiftCountLabel(day.shifts.length)}</Tag>
                </div>
                {day.shifts.length === 0 ? (
                  <Typography.Text type="secondary">No scheduled work for this day</Typography.Text>
                ) : (
                  day.shifts.map((shift) => <ShiftRow key={shift.id} shift={shift} />)
                )}
              </section>
            ))}
      </Card>
    </div>
  );
}
