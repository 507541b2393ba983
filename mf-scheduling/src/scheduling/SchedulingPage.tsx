// Scheduling (/scheduling, admin, spec 2.8): the next 7 days from today, each listing the
// scheduled workers; Schedule Worker, edit and delete; the pending time-off requests.
// Exposed as mf_scheduling/SchedulingPage.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatTime, notify, notifyError, type Schedule, todayIso, useReadError } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { nextSevenDays, SCHEDULE_DAYS, shiftCountLabel } from '../schedule/scheduleDays';
import { ScheduleDialog } from './ScheduleDialog';
import { useDeleteScheduleMutation, useGetSchedulesQuery } from './schedulingApi';
import { TimeOffRequestsPanel } from './TimeOffRequestsPanel';

const styles = {
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap' as const, marginBottom: 16 },
  layout: { display: 'flex', flexWrap: 'wrap' as const, gap: 16, alignItems: 'flex-start' },
  days: { flex: '2 1 480px', minWidth: 0 },
  panel: { flex: '1 1 300px', minWidth: 0 },
  day: { padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  dayHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
  shift: { marginTop: 8, padding: '8px 12px', border: '1px solid #e7e5e4', borderRadius: 8, display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' as const },
  actions: { display: 'flex', gap: 4, alignItems: 'center' },
} as const;

function ShiftEntry({ shift, dayLabel, onEdit }: { shift: Schedule; dayLabel: string; onEdit: (shift: Schedule) => void }) {
  const [deleteSchedule, deletion] = useDeleteScheduleMutation();
  const who = shift.worker ? fullNameOf(shift.worker) : 'Worker';

  async function remove() {
    try {
      await deleteSchedule(shift.id).unwrap();
      notify({ title: 'Schedule deleted', description: `${who} has been notified.` });
    } catch (error) {
      notifyError(error, 'Failed to delete schedule');
    }
  }

  return (
    <li style={styles.shift} aria-label={`${who} at ${shift.jobSite?.name ?? 'Job Site'}`}>
      <div>
        <Typography.Text strong>{who}</Typography.Text>
        <div>{shift.jobSite?.name ?? 'Job Site'}</div>
        <Typography.Text type="secondary">
          Meet: {formatTime(shift.meetTime)} · Start: {formatTime(shift.startTime)}
        </Typography.Text>
      </div>
      <div style={styles.actions}>
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Edit shift of ${who} on ${dayLabel}`} onClick={() => onEdit(shift)} />
        <Popconfirm
          title="Delete this shift?"
          description={`${who} will be notified.`}
          okText="Delete"
          okButtonProps={{ danger: true, loading: deletion.isLoading }}
          onConfirm={remove}
        >
          <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete shift of ${who} on ${dayLabel}`} />
        </Popconfirm>
      </div>
    </li>
  );
}

export default function SchedulingPage() {
  const today = todayIso();
  const lastDay = dayjs(today).add(SCHEDULE_DAYS - 1, 'day').format('YYYY-MM-DD');
  const schedules = useGetSchedulesQuery({ from: today, to: lastDay });
  const loadError = useReadError('Failed to load schedules', schedules);
  // `opening` counts openings: a new key gives each opening a fresh form (no leftovers from the last one).
  const [dialog, setDialog] = useState<{ open: boolean; shift: Schedule | null; opening: number }>({ open: false, shift: null, opening: 0 });
  const openDialog = (shift: Schedule | null) => setDialog((current) => ({ open: true, shift, opening: current.opening + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));

  const days = nextSevenDays(schedules.data ?? [], today);

  return (
    <div>
      <div style={styles.head}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Scheduling
          </Typography.Title>
          <Typography.Text type="secondary">Assign workers to job sites for the next 7 days</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDialog(null)}>
          Schedule Worker
        </Button>
      </div>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginBottom: 16 }} />}

      <div style={styles.layout}>
        <Card title="Next 7 Days" style={styles.days}>
          {schedules.isLoading
            ? Array.from({ length: SCHEDULE_DAYS }, (_, index) => <Skeleton key={index} active paragraph={{ rows: 1 }} />)
            : days.map((day) => {
                const dayLabel = `${day.weekday}, ${day.shortDate}`;
                return (
                  <section key={day.date} style={styles.day} aria-label={dayLabel}>
                    <div style={styles.dayHead}>
                      <div>
                        <Typography.Text strong>{day.weekday}</Typography.Text>{' '}
                        <Typography.Text type="secondary">{day.shortDate}</Typography.Text>
                      </div>
                      <Tag color={day.shifts.length ? 'orange' : 'default'}>{day.shifts.length ? `${day.shifts.length} scheduled` : shiftCountLabel(0)}</Tag>
                    </div>
                    {day.shifts.length === 0 ? (
                      <Typography.Text type="secondary">No workers scheduled</Typography.Text>
                    ) : (
                      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                        {day.shifts.map((shift) => (
                          <ShiftEntry key={shift.id} shift={shift} dayLabel={dayLabel} onEdit={openDialog} />
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })}
        </Card>
        <div style={styles.panel}>
          <TimeOffRequestsPanel />
        </div>
      </div>

      <ScheduleDialog key={dialog.opening} open={dialog.open} shift={dialog.shift} onClose={closeDialog} />
    </div>
  );
}
