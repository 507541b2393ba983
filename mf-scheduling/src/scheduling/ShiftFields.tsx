// A shift's where and when (job site, date, meet, start and end), for every form that makes a
// shift: Schedule Worker and Post open shift. Form.Items of the enclosing antd Form; the meet time
// may not be after the start, as the server requires.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { type JobSiteOption, todayIso } from 'shell/sdk';
import { JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useT } from '../messages';
import { meetNotAfterStart } from './scheduleRules';

/** `jobSiteName`: the chosen site's name when the form starts with one (an edited shift). */
export function ShiftFields({ jobSiteName }: { jobSiteName?: string }) {
  const { t } = useT();
  return (
    <>
      <Form.Item name="jobSiteId" label={t('common.jobSite')} rules={[{ required: true, message: t('scheduling.dialog.jobSiteRequired') }]}>
        <RemoteSearchSelect<JobSiteOption>
          path={JOB_SITE_OPTIONS_PATH}
          toOption={jobSiteOptionOf}
          valueLabel={jobSiteName}
          placeholder={t('scheduling.dialog.jobSitePlaceholder')}
          aria-label={t('common.jobSite')}
        />
      </Form.Item>
      <Form.Item name="date" label={t('scheduling.dialog.date')} rules={[{ required: true, message: t('scheduling.dialog.dateRequired') }]}>
        <Input type="date" min={todayIso()} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12 }}>
        <Form.Item name="meetTime" label={t('scheduling.dialog.meetTime')} rules={[{ required: true, message: t('scheduling.dialog.meetTimeRequired') }]}>
          <Input type="time" />
        </Form.Item>
        <Form.Item
          name="startTime"
          label={t('scheduling.dialog.startTime')}
          dependencies={['meetTime']}
          rules={[
            { required: true, message: t('scheduling.dialog.startTimeRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                meetNotAfterStart(getFieldValue('meetTime') as string | undefined, value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('scheduling.dialog.meetAfterStart'))),
            }),
          ]}
        >
          <Input type="time" />
        </Form.Item>
        {/* A row of its own: its help reads as a sentence, not a narrow column, on a phone. */}
        <Form.Item name="endTime" label={t('scheduling.dialog.endTime')} extra={t('scheduling.dialog.endTimeHelp')} style={{ gridColumn: '1 / -1' }}>
          <Input type="time" style={{ maxWidth: 240 }} />
        </Form.Item>
      </div>
    </>
  );
}
