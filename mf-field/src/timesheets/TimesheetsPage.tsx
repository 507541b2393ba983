// Timesheets (/timesheets, admin): the week's people with their totals, flags, open entries and
// status (server-paged, searched, Needs review), how many weeks the payroll export leaves out, the
// export itself; and one person's week (`?person=`), where the admin corrects and adds entries
// with a reason, reads an entry's history, approves the week and unlocks it. The week and the
// person live in the address. Exposed as mf_field/TimesheetsPage.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { useState } from 'react';
import { API_BASE, errorMessage, formatDate, handleUnauthorized, Link, notify, useLocation, useReadError, useSearchParams } from 'shell/sdk';
import { fullNameOf, PageHeader, ResponsiveTable, RoleBadge, SearchInput, useWeekParam, WeekNav } from 'shell/sdk/ui';

import { formatClock } from '../clock';
import { useApproveTimesheetMutation, useGetPersonTimesheetQuery, useGetTimesheetsQuery } from '../fieldApi';
import type { TimesheetEntry, TimesheetRow } from '../fieldTypes';
import { hoursAndMinutes } from '../jobSites/costs';
import { ListPager, usePage } from '../ListPager';
import { useT } from '../messages';
import { EntryDialog, HistoryDialog, UnlockDialog } from './EntryDialogs';
import { TimesheetWeek, WeekStatus } from './TimesheetWeek';

/** People a page shows; the server pages them by name. */
export const TIMESHEETS_PAGE_SIZE = 20;

/** The payroll CSV of a week: a plain link, so the browser downloads it with the session cookie. */
export function exportCsvUrl(apiBase: string, week: string): string {
  return `${apiBase}/timesheets/export.csv?week=${encodeURIComponent(week)}`;
}

/** The address of one person's week (the person's name rides along for the title). */
const personLink = (row: TimesheetRow, week: string) => ({
  to: { search: `?person=${row.userId}&week=${week}` },
  state: { name: fullNameOf(row) },
});

function PeopleList({ week, setWeek }: { week: string; setWeek: (week: string) => void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [needsReview, setNeedsReview] = useState(false);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = usePage(total, TIMESHEETS_PAGE_SIZE);
  const query = useGetTimesheetsQuery({
    week,
    search: search || undefined,
    needsReview,
    limit: TIMESHEETS_PAGE_SIZE,
    offset: (page - 1) * TIMESHEETS_PAGE_SIZE,
  });
  const data = query.currentData ?? query.data;
  if (data && data.total !== total) setTotal(data.total);
  const loadError = useReadError(t('timesheets.loadFailed'), query);

  const columns = [
    {
      key: 'person',
      title: t('timesheets.person'),
      render: (_: unknown, row: TimesheetRow) => <Link {...personLink(row, week)}>{fullNameOf(row)}</Link>,
    },
    { key: 'role', title: t('timesheets.role'), render: (_: unknown, row: TimesheetRow) => <RoleBadge role={row.role} /> },
    {
      key: 'worked',
      title: t('timesheet.worked'),
      align: 'right' as const,
      render: (_: unknown, row: TimesheetRow) => hoursAndMinutes(row.totals.workedMinutes),
    },
    {
      key: 'regular',
      title: t('timesheet.regular'),
      align: 'right' as const,
      render: (_: unknown, row: TimesheetRow) => hoursAndMinutes(row.totals.regularMinutes),
    },
    {
      key: 'overtime',
      title: t('timesheet.overtime'),
      align: 'right' as const,
      render: (_: unknown, row: TimesheetRow) => hoursAndMinutes(row.totals.overtimeMinutes),
    },
    { key: 'flags', title: t('timesheets.flags'), align: 'right' as const, render: (_: unknown, row: TimesheetRow) => row.flagCount },
    { key: 'open', title: t('timesheets.openEntries'), align: 'right' as const, render: (_: unknown, row: TimesheetRow) => row.openEntries },
    {
      key: 'status',
      title: t('timesheets.status'),
      render: (_: unknown, row: TimesheetRow) => <WeekStatus timesheet={{ status: row.status, approvedAt: null, approvedBy: null }} />,
    },
  ];

  return (
    <>
      <WeekNav
        week={week}
        weekStart={data?.weekStart}
        weekEnd={data?.weekEnd}
        onChange={(next) => {
          setWeek(next);
          setPage(1);
        }}
      />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}
      {data && data.unapprovedCount > 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('timesheets.unapproved', { count: data.unapprovedCount })} />
      )}
      <Card
        title={t('timesheets.people')}
        extra={
          <Button icon={<DownloadOutlined />} href={exportCsvUrl(API_BASE, week)} download>
            {t('timesheets.export')}
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <SearchInput
            aria-label={t('timesheets.search')}
            placeholder={t('timesheets.searchPlaceholder')}
            style={{ width: 300, maxWidth: '100%' }}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <Checkbox
            checked={needsReview}
            onChange={(event) => {
              setNeedsReview(event.target.checked);
              setPage(1);
            }}
          >
            {t('timesheets.needsReview')}
          </Checkbox>
        </Space>
        <ResponsiveTable<TimesheetRow>
          rowKey="userId"
          dataSource={data?.items ?? []}
          columns={columns}
          loading={query.isFetching}
          pagination={false}
          size="small"
          locale={{ emptyText: search ? t('timesheets.noMatch', { search }) : needsReview ? t('timesheets.nothingToReview') : t('timesheets.empty') }}
        />
        <ListPager list="timesheets" page={page} pageSize={TIMESHEETS_PAGE_SIZE} total={data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}

/** An entry named by its clock-in, for its buttons' names: 'Nov 20, 2026 7:00 AM'. */
const entryTime = (entry: TimesheetEntry) => `${formatDate(entry.clockIn)} ${formatClock(entry.clockIn)}`;

type Dialog = { kind: 'correct' | 'history'; entry: TimesheetEntry } | { kind: 'add' } | { kind: 'unlock' } | null;

function PersonWeek({ userId, week, setWeek }: { userId: string; week: string; setWeek: (week: string) => void }) {
  const { t } = useT();
  const location = useLocation();
  const name = (location.state as { name?: string } | null)?.name;
  const query = useGetPersonTimesheetQuery({ userId, week });
  const loadError = useReadError(t('timesheets.loadFailed'), query);
  const timesheet = query.currentData;
  const [approve, approving] = useApproveTimesheetMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const approved = timesheet?.status === 'approved';
  const close = () => setDialog(null);

  async function onApprove() {
    setRefusal(null);
    try {
      await approve({ userId, week }).unwrap();
      notify({ title: t('timesheets.approved') });
    } catch (error) {
      // The server's reason (the week is not over, an entry is open or closed by the server).
      if (!handleUnauthorized(error)) setRefusal(errorMessage(error, t('timesheets.approveFailed')));
    }
  }

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Link to={{ search: `?week=${week}` }}>
          <ArrowLeftOutlined aria-hidden /> {t('timesheets.back')}
        </Link>
      </div>
      <h2 style={{ fontSize: '1.25rem', margin: '0 0 12px' }}>{timesheet ? fullNameOf(timesheet.person) : (name ?? t('timesheets.personWeek'))}</h2>
      <WeekNav
        week={week}
        weekStart={timesheet?.weekStart}
        weekEnd={timesheet?.weekEnd}
        onChange={(next) => {
          setRefusal(null);
          setWeek(next);
        }}
      />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}
      {timesheet && (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {approved ? (
              <Button danger onClick={() => setDialog({ kind: 'unlock' })}>
                {t('timesheets.unlock.open')}
              </Button>
            ) : (
              <>
                <Button type="primary" onClick={onApprove} loading={approving.isLoading}>
                  {t('timesheets.approve')}
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
                  {t('timesheets.entry.addTitle')}
                </Button>
              </>
            )}
          </Space>
          {refusal && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setRefusal(null)}
              style={{ marginBottom: 16 }}
              title={t('timesheets.approveRefused')}
              description={refusal}
            />
          )}
          {approved && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('timesheets.readOnly')} />}
          <TimesheetWeek
            timesheet={timesheet}
            entryActions={(entry) => (
              <>
                {!approved && (
                  <Button
                    size="small"
                    onClick={() => setDialog({ kind: 'correct', entry })}
                    aria-label={t('timesheets.entry.correctLabel', { time: entryTime(entry) })}
                  >
                    {t('timesheets.entry.correct')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() => setDialog({ kind: 'history', entry })}
                  aria-label={t('timesheets.history.label', { time: entryTime(entry) })}
                >
                  {t('timesheets.history.open')}
                </Button>
              </>
            )}
          />
        </>
      )}
      {!timesheet && !loadError && <Skeleton active />}
      {dialog?.kind === 'correct' && <EntryDialog userId={userId} entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'add' && <EntryDialog userId={userId} day={timesheet?.weekStart} onClose={close} />}
      {dialog?.kind === 'history' && <HistoryDialog entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'unlock' && <UnlockDialog userId={userId} week={week} onClose={close} />}
    </>
  );
}

export default function TimesheetsPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const [week, setWeek] = useWeekParam();
  const person = params.get('person');
  return (
    <div>
      <PageHeader title={t('timesheets.title')} subtitle={t('timesheets.subtitle')} />
      {person ? <PersonWeek key={person} userId={person} week={week} setWeek={setWeek} /> : <PeopleList week={week} setWeek={setWeek} />}
    </div>
  );
}
