// Scheduling (/scheduling, admin): the next 7 days from today, each listing the
// scheduled workers a page at a time; Schedule Worker (now or as a draft), edit and delete; Publish
// Drafts; Post Open Shift and the shift requests; the pending time-off requests. The Week tab (`?view=week`) is the week grid (WeekGrid).
// Exposed as mf_scheduling/SchedulingPage.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { notify, notifyError, type Schedule, todayIso, useSearchParams } from 'shell/sdk';
import { PageHeader } from 'shell/sdk/ui';

import { useT } from '../messages';
import { PostOpenShiftDialog } from '../open-shifts/PostOpenShiftDialog';
import { ShiftRequestsPanel } from '../open-shifts/ShiftRequestsPanel';
import { sevenDaysFrom } from '../schedule/scheduleDays';
import { ScheduleDialog } from './ScheduleDialog';
import { usePublishSchedulesMutation } from './schedulingApi';
import { SchedulingDay } from './SchedulingDay';
import { TimeOffRequestsPanel } from './TimeOffRequestsPanel';
import { WeekGrid } from './WeekGrid';

const styles = {
  layout: { display: 'flex', flexWrap: 'wrap' as const, gap: 16, alignItems: 'flex-start' },
  days: { flex: '2 1 480px', minWidth: 0 },
  panel: { flex: '1 1 300px', minWidth: 0 },
} as const;

export default function SchedulingPage() {
  const { t } = useT();
  // Each day loads its own pages (and shows its own load error); the dialog's picker searches people itself.
  const days = sevenDaysFrom(todayIso());
  // `opening` counts openings: a new key gives each opening a fresh form (no leftovers from the last one).
  const [dialog, setDialog] = useState<{ open: boolean; shift: Schedule | null; opening: number }>({ open: false, shift: null, opening: 0 });
  const openDialog = (shift: Schedule | null) => setDialog((current) => ({ open: true, shift, opening: current.opening + 1 }));
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const [publishSchedules, publishing] = usePublishSchedulesMutation();
  const [openShiftDialog, setOpenShiftDialog] = useState({ open: false, opening: 0 });
  // The tab lives in the address with the grid's week, so a week can be linked to; the list is the default.
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'week' ? 'week' : 'days';
  const showView = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'week') updated.set('view', 'week');
      else updated.delete('view');
      return updated;
    });

  /** Publishes the drafts of the seven days shown: their workers see them and are told. */
  async function publishDrafts() {
    try {
      const { published } = await publishSchedules({ from: days[0].date, to: days[days.length - 1].date }).unwrap();
      notify(
        published === 0
          ? { title: t('scheduling.nothingToPublish') }
          : { title: t('scheduling.publishedTitle'), description: t('scheduling.published', { count: published }) },
      );
    } catch (error) {
      notifyError(error, t('scheduling.publishFailed'));
    }
  }

  return (
    <div>
      <PageHeader
        title={t('scheduling.title')}
        subtitle={t('scheduling.subtitle')}
        actions={
          view === 'days' && (
            <>
              <Button icon={<SendOutlined aria-hidden />} loading={publishing.isLoading} onClick={() => void publishDrafts()}>
                {t('scheduling.publishDrafts')}
              </Button>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => setOpenShiftDialog((current) => ({ open: true, opening: current.opening + 1 }))}>
                {t('openShifts.postOpen')}
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => openDialog(null)}>
                {t('scheduling.scheduleWorker')}
              </Button>
            </>
          )
        }
      />

      <Tabs
        activeKey={view}
        onChange={showView}
        destroyOnHidden
        items={[
          {
            key: 'days',
            label: t('scheduling.tabs.days'),
            children: (
              <>
                <div style={styles.layout}>
                  <Card title={t('scheduling.nextDays')} style={styles.days}>
                    {days.map((day) => (
                      <SchedulingDay key={day.date} day={day} onEdit={openDialog} />
                    ))}
                  </Card>
                  <div style={styles.panel}>
                    <ShiftRequestsPanel />
                    <TimeOffRequestsPanel />
                  </div>
                </div>
                <ScheduleDialog key={dialog.opening} open={dialog.open} shift={dialog.shift} onClose={closeDialog} />
                <PostOpenShiftDialog
                  key={openShiftDialog.opening}
                  open={openShiftDialog.open}
                  onClose={() => setOpenShiftDialog((current) => ({ ...current, open: false }))}
                />
              </>
            ),
          },
          { key: 'week', label: t('scheduling.tabs.week'), children: <WeekGrid /> },
        ]}
      />
    </div>
  );
}
