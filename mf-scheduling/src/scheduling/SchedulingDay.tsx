// One day of the Scheduling screen: its total and its shifts, a page at a time (an
// admin's day holds ~900 at company scale), each with edit and delete.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatTime, notify, notifyError, type Schedule, useReadError } from 'shell/sdk';
import { fullNameOf, ShowMore } from 'shell/sdk/ui';

import { type CalendarDay, shiftCountLabel } from '../schedule/scheduleDays';
import { useDeleteScheduleMutation, useGetSchedulingDayInfiniteQuery } from './schedulingApi';

const styles = {
  day: { padding: '12px 0', borderBottom: '1px solid #f0f0f0' },
  dayHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const },
  shift: {
    marginTop: 8,
    padding: '8px 12px',
    border: '1px solid #e7e5e4',
    borderRadius: 8,
    display: 'flex',
    justifyContent: 'space-between',
    gap: 8,
    flexWrap: 'wrap' as const,
  },
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

/** A day's section: the first page on mount, the next on Show more; every loaded page refreshes together. */
export function SchedulingDay({ day, onEdit }: { day: CalendarDay; onEdit: (shift: Schedule) => void }) {
  const dayQuery = useGetSchedulingDayInfiniteQuery(day.date);
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = dayQuery;
  const loadError = useReadError('Failed to load schedules', dayQuery);
  const shifts = data?.pages.flatMap((page) => page.schedules) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const dayLabel = `${day.weekday}, ${day.shortDate}`;

  return (
    <section style={styles.day} aria-label={dayLabel}>
      <div style={styles.dayHead}>
        <div>
          <Typography.Text strong>{day.weekday}</Typography.Text> <Typography.Text type="secondary">{day.shortDate}</Typography.Text>
        </div>
        {data && <Tag color={total ? 'orange' : 'default'}>{total ? `${total} scheduled` : shiftCountLabel(0)}</Tag>}
      </div>
      {loadError && <Alert type="error" showIcon title="Error" description={loadError} style={{ marginTop: 8 }} />}
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : shifts.length === 0 ? (
        !loadError && <Typography.Text type="secondary">No workers scheduled</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shifts.map((shift) => (
            <ShiftEntry key={shift.id} shift={shift} dayLabel={dayLabel} onEdit={onEdit} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <ShowMore shown={shifts.length} total={total} loading={isFetchingNextPage} onShowMore={() => void fetchNextPage()} what={`shifts on ${dayLabel}`} />
      )}
    </section>
  );
}
