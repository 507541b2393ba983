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

import { useT } from '../messages';
import { type CalendarDay, shiftCountLabel } from '../schedule/scheduleDays';
import { SeriesDeleteButton } from './SeriesDeleteButton';
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
  const { t } = useT();
  const [deleteSchedule, deletion] = useDeleteScheduleMutation();
  const who = shift.worker ? fullNameOf(shift.worker) : t('common.worker');
  const site = shift.jobSite?.name ?? t('common.jobSite');

  async function remove() {
    try {
      await deleteSchedule(shift.id).unwrap();
      notify({ title: t('scheduling.shift.deleted'), description: t('scheduling.shift.deletedDescription', { name: who }) });
    } catch (error) {
      notifyError(error, t('scheduling.shift.deleteFailed'));
    }
  }

  return (
    <li style={styles.shift} aria-label={t('scheduling.shift.label', { name: who, site })}>
      <div>
        <Typography.Text strong>{who}</Typography.Text> {shift.draft && <Tag color="gold">{t('scheduling.shift.draft')}</Tag>}
        {shift.seriesId && <Tag color="blue">{t('scheduling.shift.weekly')}</Tag>}
        <div>{site}</div>
        <Typography.Text type="secondary">
          {t('scheduling.shift.times', { meet: formatTime(shift.meetTime), start: formatTime(shift.startTime) })}
        </Typography.Text>
      </div>
      <div style={styles.actions}>
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={t('scheduling.shift.editLabel', { name: who, day: dayLabel })}
          onClick={() => onEdit(shift)}
        />
        {/* A shift of a series asks which to delete: only it, or it and the series' later shifts. */}
        {shift.seriesId ? (
          <SeriesDeleteButton shift={shift} who={who} label={t('scheduling.shift.deleteLabel', { name: who, day: dayLabel })} />
        ) : (
          <Popconfirm
            title={t('scheduling.shift.deleteConfirm')}
            description={t('scheduling.shift.deleteConfirmDescription', { name: who })}
            okText={t('scheduling.shift.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, loading: deletion.isLoading }}
            onConfirm={remove}
          >
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('scheduling.shift.deleteLabel', { name: who, day: dayLabel })} />
          </Popconfirm>
        )}
      </div>
    </li>
  );
}

/** A day's section: the first page on mount, the next on Show more; every loaded page refreshes together. */
export function SchedulingDay({ day, onEdit }: { day: CalendarDay; onEdit: (shift: Schedule) => void }) {
  const { t } = useT();
  const dayQuery = useGetSchedulingDayInfiniteQuery(day.date);
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } = dayQuery;
  const loadError = useReadError(t('scheduling.day.loadError'), dayQuery);
  const shifts = data?.pages.flatMap((page) => page.schedules) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const dayLabel = day.label;

  return (
    <section style={styles.day} aria-label={dayLabel}>
      <div style={styles.dayHead}>
        <div>
          <Typography.Text strong>{day.weekday}</Typography.Text> <Typography.Text type="secondary">{day.shortDate}</Typography.Text>
        </div>
        {data && <Tag color={total ? 'orange' : 'default'}>{total ? t('scheduling.day.scheduled', { count: total }) : shiftCountLabel(0)}</Tag>}
      </div>
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginTop: 8 }} />}
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : shifts.length === 0 ? (
        !loadError && <Typography.Text type="secondary">{t('scheduling.day.noWorkers')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shifts.map((shift) => (
            <ShiftEntry key={shift.id} shift={shift} dayLabel={dayLabel} onEdit={onEdit} />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <ShowMore
          shown={shifts.length}
          total={total}
          loading={isFetchingNextPage}
          onShowMore={() => void fetchNextPage()}
          what={t('scheduling.day.showMoreWhat', { day: dayLabel })}
        />
      )}
    </section>
  );
}
