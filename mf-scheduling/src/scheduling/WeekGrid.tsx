// The Scheduling page's Week tab: any workweek (kept in the address), people down the side (a page
// of 50, searched by name or email, or those with a shift at one job site), the seven days across,
// each person's shifts in their days (site, times, drafts marked) with their hours of the week,
// each day's totals over everyone the filter matches. An empty cell schedules that person that day,
// a shift opens Edit or Delete. Draft mode makes new shifts drafts; Publish week publishes the
// week's drafts; Copy previous week (or any week) copies its shifts in as drafts and lists those
// skipped with the server's reason. On a phone the table scrolls sideways under a fixed name column.
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { formatDate, formatTime, type JobSiteOption, notify, notifyError, type Schedule, todayIso, useIsPhone, useReadError } from 'shell/sdk';
import {
  fullNameOf,
  isWeekParam,
  JOB_SITE_OPTIONS_PATH,
  jobSiteOptionOf,
  RemoteSearchSelect,
  SearchInput,
  shiftWeek,
  useWeekParam,
  WeekNav,
} from 'shell/sdk/ui';

import { useT } from '../messages';
import { type CalendarDay, sevenDaysFrom } from '../schedule/scheduleDays';
import { ScheduleDialog } from './ScheduleDialog';
import { hoursOf } from './scheduleRules';
import { useDeleteScheduleMutation, usePublishSchedulesMutation } from './schedulingApi';
import { type CopiedWeek, GRID_PAGE_SIZE, type GridPerson, useCopyWeekMutation, useGetScheduleGridQuery } from './weekGridApi';

// Seven days and the names fit a desktop's content width; a phone scrolls the days under the names.
const PERSON_COLUMN = 150;
const PHONE_PERSON_COLUMN = 112;
const DAY_COLUMN = 112;

const cellBorder = '1px solid #e7e5e4';
const styles = {
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 },
  scroller: { overflowX: 'auto', border: cellBorder, borderRadius: 8, background: '#fff' },
  table: { borderCollapse: 'separate', borderSpacing: 0, width: '100%', tableLayout: 'fixed' },
  personHead: {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    background: '#fafaf9',
    textAlign: 'left',
    padding: 8,
    borderBottom: cellBorder,
    borderRight: cellBorder,
  },
  dayHead: { width: DAY_COLUMN, textAlign: 'left', padding: 8, borderBottom: cellBorder, background: '#fafaf9', verticalAlign: 'top' },
  person: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: '#fff',
    textAlign: 'left',
    padding: 8,
    borderBottom: cellBorder,
    borderRight: cellBorder,
    verticalAlign: 'top',
    fontWeight: 'normal',
  },
  cell: { padding: 4, borderBottom: cellBorder, verticalAlign: 'top' },
  shift: { display: 'block', width: '100%', textAlign: 'left', padding: '4px 6px', marginBottom: 4, borderRadius: 6, cursor: 'pointer', font: 'inherit' },
  published: { border: '1px solid #fdba74', background: '#fff7ed' },
  draft: { border: '1px dashed #a8a29e', background: '#fafaf9' },
  add: { width: '100%', minHeight: 32 },
  secondary: { fontSize: 12, color: '#57534e' },
} satisfies Record<string, CSSProperties>;

/** What the dialog opens on: a shift to edit, or a person and day to schedule. */
type DialogTarget = { shift: Schedule } | { person: GridPerson; date: string };

export function WeekGrid() {
  const { t } = useT();
  const [week, setWeek] = useWeekParam();
  const [search, setSearch] = useState('');
  const [jobSiteId, setJobSiteId] = useState<string | undefined>();
  const [offset, setOffset] = useState(0);
  const [draftMode, setDraftMode] = useState(false);
  const draftSwitchId = useId();
  const personColumn = useIsPhone() ? PHONE_PERSON_COLUMN : PERSON_COLUMN;
  const gridQuery = useGetScheduleGridQuery({ week, search, jobSiteId, offset });
  const { data, isLoading, isFetching } = gridQuery;
  const loadError = useReadError(t('scheduling.grid.loadError'), gridQuery);
  const [publishSchedules, publishing] = usePublishSchedulesMutation();
  const [copyWeek, copying] = useCopyWeekMutation();
  const [copied, setCopied] = useState<CopiedWeek | null>(null);
  const [copyFromOpen, setCopyFromOpen] = useState(false);
  // `opening` counts openings: a new key gives each opening a fresh form; the target stays while the dialog closes.
  const [dialog, setDialog] = useState<{ target: DialogTarget | null; open: boolean; opening: number }>({ target: null, open: false, opening: 0 });
  const [deleting, setDeleting] = useState<Schedule | null>(null);

  const weekStart = data?.weekStart;
  const days = weekStart ? sevenDaysFrom(weekStart) : [];
  const today = todayIso();
  const scroller = useRef<HTMLDivElement>(null);
  // A week that holds today opens at today's column when the days scroll (a phone), not on its first day.
  useEffect(() => {
    const index = weekStart ? sevenDaysFrom(weekStart).findIndex((day) => day.date === today) : -1;
    if (scroller.current && index > 0) scroller.current.scrollLeft = index * DAY_COLUMN;
  }, [weekStart, today]);
  const open = (target: DialogTarget) => setDialog((current) => ({ target, open: true, opening: current.opening + 1 }));
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  async function publishWeek() {
    if (!data) return;
    try {
      const { published } = await publishSchedules({ from: data.weekStart, to: data.weekEnd }).unwrap();
      notify(
        published === 0
          ? { title: t('scheduling.grid.nothingToPublish') }
          : { title: t('scheduling.publishedTitle'), description: t('scheduling.published', { count: published }) },
      );
    } catch (error) {
      notifyError(error, t('scheduling.publishFailed'));
    }
  }

  async function copyFrom(fromWeek: string) {
    if (!data) return;
    try {
      setCopied(await copyWeek({ fromWeek, toWeek: data.weekStart }).unwrap());
      setCopyFromOpen(false);
    } catch (error) {
      notifyError(error, t('scheduling.grid.copyFailed'));
    }
  }

  return (
    <section aria-label={t('scheduling.tabs.week')}>
      <WeekNav week={week} weekStart={data?.weekStart} weekEnd={data?.weekEnd} onChange={firstPage(setWeek)} />
      <div style={styles.toolbar}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginRight: 8 }}>
          <Switch id={draftSwitchId} checked={draftMode} onChange={setDraftMode} />
          <label htmlFor={draftSwitchId}>{t('scheduling.grid.draftMode')}</label>
        </span>
        <Button icon={<SendOutlined aria-hidden />} loading={publishing.isLoading} disabled={!data} onClick={() => void publishWeek()}>
          {t('scheduling.grid.publishWeek')}
        </Button>
        <Button
          icon={<CopyOutlined aria-hidden />}
          loading={copying.isLoading && !copyFromOpen}
          disabled={!data}
          onClick={() => data && void copyFrom(shiftWeek(data.weekStart, -1))}
        >
          {t('scheduling.grid.copyPrevious')}
        </Button>
        <Button disabled={!data} onClick={() => setCopyFromOpen(true)}>
          {t('scheduling.grid.copyFrom')}
        </Button>
      </div>
      {draftMode && <Alert type="info" showIcon title={t('scheduling.grid.draftModeOn')} style={{ marginBottom: 12 }} />}
      <div style={styles.filters}>
        <SearchInput
          aria-label={t('scheduling.grid.search')}
          placeholder={t('scheduling.grid.searchPlaceholder')}
          onSearch={firstPage(setSearch)}
          style={{ flex: '1 1 220px', maxWidth: 320 }}
        />
        <div style={{ flex: '1 1 220px', maxWidth: 320 }}>
          <RemoteSearchSelect<JobSiteOption>
            path={JOB_SITE_OPTIONS_PATH}
            toOption={jobSiteOptionOf}
            value={jobSiteId ?? null}
            onChange={firstPage((id: string | undefined) => setJobSiteId(id))}
            placeholder={t('scheduling.grid.allJobSites')}
            aria-label={t('scheduling.grid.jobSiteFilter')}
          />
        </div>
      </div>

      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 12 }} />}
      {isLoading || !data ? (
        !loadError && <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div
            ref={scroller}
            style={{ ...styles.scroller, opacity: isFetching ? 0.7 : 1 }}
            role="region"
            aria-label={t('scheduling.grid.label', { start: formatDate(data.weekStart), end: formatDate(data.weekEnd) })}
            tabIndex={0}
          >
            <table style={{ ...styles.table, minWidth: personColumn + 7 * DAY_COLUMN }}>
              <caption className="visually-hidden">{t('scheduling.grid.label', { start: formatDate(data.weekStart), end: formatDate(data.weekEnd) })}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ ...styles.personHead, width: personColumn }}>
                    {t('scheduling.grid.people', { count: data.total })}
                  </th>
                  {days.map((day, index) => (
                    <DayHeader key={day.date} day={day} totals={data.days[index]} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.people.length === 0 && (
                  <tr>
                    <td colSpan={8} style={{ padding: 16 }}>
                      <Typography.Text type="secondary">{t('scheduling.grid.nobody')}</Typography.Text>
                    </td>
                  </tr>
                )}
                {data.people.map((person) => (
                  <tr key={person.id}>
                    <th scope="row" style={styles.person}>
                      <Typography.Text strong>{fullNameOf(person)}</Typography.Text>
                      <div style={styles.secondary}>{t('scheduling.grid.personHours', { hours: hoursOf(person.minutes) })}</div>
                    </th>
                    {days.map((day) => (
                      <DayCell
                        key={day.date}
                        person={person}
                        day={day}
                        canAdd={day.date >= today}
                        onAdd={() => open({ person, date: day.date })}
                        onEdit={(shift) => open({ shift })}
                        onDelete={setDeleting}
                      />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.total > GRID_PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 12 }}
              current={Math.floor(offset / GRID_PAGE_SIZE) + 1}
              pageSize={GRID_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(page) => setOffset((page - 1) * GRID_PAGE_SIZE)}
            />
          )}
        </>
      )}

      <ScheduleDialog
        key={dialog.opening}
        open={dialog.open}
        shift={dialog.target && 'shift' in dialog.target ? dialog.target.shift : null}
        prefill={dialog.target && 'person' in dialog.target ? { worker: dialog.target.person, date: dialog.target.date } : undefined}
        draftByDefault={draftMode}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <DeleteShiftDialog shift={deleting} onClose={() => setDeleting(null)} />
      <CopyFromDialog open={copyFromOpen} loading={copying.isLoading} onCopy={(from) => void copyFrom(from)} onClose={() => setCopyFromOpen(false)} />
      <CopiedDialog copied={copied} onClose={() => setCopied(null)} />
    </section>
  );
}

function DayHeader({ day, totals }: { day: CalendarDay; totals: { shifts: number; drafts: number; minutes: number } | undefined }) {
  const { t } = useT();
  return (
    <th scope="col" style={styles.dayHead}>
      <div>{day.weekday}</div>
      <div style={styles.secondary}>{day.shortDate}</div>
      {totals && <div style={styles.secondary}>{t('scheduling.grid.dayTotals', { count: totals.shifts, hours: hoursOf(totals.minutes) })}</div>}
      {totals && totals.drafts > 0 && <div style={styles.secondary}>{t('scheduling.grid.dayDrafts', { count: totals.drafts })}</div>}
    </th>
  );
}

interface DayCellProps {
  person: GridPerson;
  day: CalendarDay;
  /** Days before today take no new shift (the server refuses them). */
  canAdd: boolean;
  onAdd: () => void;
  onEdit: (shift: Schedule) => void;
  onDelete: (shift: Schedule) => void;
}

function DayCell({ person, day, canAdd, onAdd, onEdit, onDelete }: DayCellProps) {
  const { t } = useT();
  const name = fullNameOf(person);
  const shifts = person.shifts.filter((shift) => shift.date === day.date);
  return (
    <td style={styles.cell}>
      {shifts.map((shift) => {
        const site = shift.jobSite?.name ?? t('common.jobSite');
        const times = t('scheduling.grid.times', { start: formatTime(shift.startTime), end: formatTime(shift.endTime) });
        return (
          <Dropdown
            key={shift.id}
            trigger={['click']}
            // A menu button's menu takes focus when it opens (ARIA's menu button pattern), so the arrow
            // keys and Enter work it from the keyboard; it is no page-load autofocus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            menu={{
              items: [
                { key: 'edit', label: t('scheduling.grid.edit') },
                { key: 'delete', label: t('scheduling.shift.delete'), danger: true },
              ],
              onClick: ({ key }) => (key === 'edit' ? onEdit(shift) : onDelete(shift)),
            }}
          >
            <button
              type="button"
              style={{ ...styles.shift, ...(shift.draft ? styles.draft : styles.published) }}
              aria-label={t(shift.draft ? 'scheduling.grid.draftShiftLabel' : 'scheduling.grid.shiftLabel', { name, day: day.label, site, times })}
            >
              <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={site}>
                {site}
              </div>
              <div style={styles.secondary}>{times}</div>
              {shift.draft && <div style={{ ...styles.secondary, fontStyle: 'italic' }}>{t('scheduling.shift.draft')}</div>}
            </button>
          </Dropdown>
        );
      })}
      {canAdd && (
        <Button
          type={shifts.length === 0 ? 'dashed' : 'text'}
          size="small"
          icon={<PlusOutlined aria-hidden />}
          style={shifts.length === 0 ? styles.add : undefined}
          aria-label={t('scheduling.grid.scheduleLabel', { name, day: day.label })}
          onClick={onAdd}
        />
      )}
    </td>
  );
}

/** Asks before deleting; a published shift's worker is told. */
function DeleteShiftDialog({ shift, onClose }: { shift: Schedule | null; onClose: () => void }) {
  const { t } = useT();
  const [deleteSchedule, deletion] = useDeleteScheduleMutation();
  const who = shift?.worker ? fullNameOf(shift.worker) : t('common.worker');

  async function remove() {
    if (!shift) return;
    try {
      await deleteSchedule(shift.id).unwrap();
      notify({ title: t('scheduling.shift.deleted'), ...(shift.draft ? {} : { description: t('scheduling.shift.deletedDescription', { name: who }) }) });
      onClose();
    } catch (error) {
      notifyError(error, t('scheduling.shift.deleteFailed'));
    }
  }

  return (
    <Modal
      open={shift !== null}
      title={t('scheduling.shift.deleteConfirm')}
      okText={t('scheduling.shift.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: deletion.isLoading }}
      onOk={() => void remove()}
      onCancel={onClose}
    >
      {shift && (
        <p>
          {t('scheduling.grid.deleteWhat', {
            name: who,
            date: formatDate(shift.date),
            times: t('scheduling.grid.times', { start: formatTime(shift.startTime), end: formatTime(shift.endTime) }),
          })}
        </p>
      )}
      {shift && !shift.draft && <p>{t('scheduling.shift.deleteConfirmDescription', { name: who })}</p>}
    </Modal>
  );
}

/** Copy from a week of the admin's choice (any date of it) into the week shown. */
function CopyFromDialog({ open, loading, onCopy, onClose }: { open: boolean; loading: boolean; onCopy: (week: string) => void; onClose: () => void }) {
  const { t } = useT();
  const [from, setFrom] = useState('');
  const inputId = useId();
  return (
    <Modal
      open={open}
      title={t('scheduling.grid.copyFromTitle')}
      okText={t('scheduling.grid.copy')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !isWeekParam(from), loading }}
      onOk={() => onCopy(from)}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 8 }}>
        {t('scheduling.grid.copyFromLabel')}
      </label>
      <Input
        id={inputId}
        type="date"
        value={from}
        min="2000-01-01"
        max="2999-12-31"
        onChange={(event) => setFrom(event.target.value)}
        style={{ maxWidth: 200 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('scheduling.grid.copyHelp')}
      </Typography.Paragraph>
    </Modal>
  );
}

/** What a copy made and what it skipped, each skip with the server's reason. */
function CopiedDialog({ copied, onClose }: { copied: CopiedWeek | null; onClose: () => void }) {
  const { t } = useT();
  const unlisted = copied ? copied.skippedCount - copied.skipped.length : 0;
  return (
    <Modal
      open={copied !== null}
      title={t('scheduling.grid.copiedTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('scheduling.grid.close')}
        </Button>
      }
    >
      {copied && (
        <div aria-live="polite">
          <p>{t('scheduling.grid.created', { count: copied.created })}</p>
          {copied.skippedCount > 0 && (
            <>
              <p>{t('scheduling.grid.skipped', { count: copied.skippedCount })}</p>
              <ul style={{ paddingLeft: 20 }}>
                {copied.skipped.map((skip) => (
                  <li key={skip.shift.id}>
                    {t('scheduling.grid.skippedShift', {
                      name: skip.shift.worker ? fullNameOf(skip.shift.worker) : t('common.worker'),
                      date: formatDate(skip.date),
                      times: t('scheduling.grid.times', { start: formatTime(skip.shift.startTime), end: formatTime(skip.shift.endTime) }),
                      reason: skip.reason,
                    })}
                  </li>
                ))}
              </ul>
              {unlisted > 0 && <p>{t('scheduling.grid.moreSkipped', { count: unlisted })}</p>}
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
