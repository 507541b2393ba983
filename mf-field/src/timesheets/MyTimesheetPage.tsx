// My Timesheet (/timesheet, workers and foremen): the caller's own workweek, week by week (this
// week first), from GET /api/timesheets/my. Exposed as mf_field/MyTimesheetPage.
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { OfflineNotice, useReadError } from 'shell/sdk';
import { PageHeader, useWeekParam, WeekNav } from 'shell/sdk/ui';

import { useGetMyTimesheetQuery } from '../fieldApi';
import { useT } from '../messages';
import { TimesheetWeek } from './TimesheetWeek';

export default function MyTimesheetPage() {
  const { t } = useT();
  const [week, setWeek] = useWeekParam();
  const query = useGetMyTimesheetQuery(week);
  const loadError = useReadError(t('timesheet.loadFailed'), query);
  const timesheet = query.currentData;

  return (
    <div>
      <PageHeader title={t('timesheet.title')} subtitle={t('timesheet.subtitle')} />
      <WeekNav week={week} weekStart={timesheet?.weekStart} weekEnd={timesheet?.weekEnd} onChange={setWeek} />
      <OfflineNotice reads={[query]} />
      {loadError && <Alert type="error" showIcon title={t('common.error')} description={loadError} style={{ marginBottom: 16 }} />}
      {timesheet ? <TimesheetWeek timesheet={timesheet} /> : !loadError && <Skeleton active />}
    </div>
  );
}
