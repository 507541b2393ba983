// Post open shift: a shift without a worker (a site, a day, meet, start and end), for workers and
// foremen to claim on My Schedule within 14 days of it.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { formatDate, type JobSiteOption, notify, notifyError, todayIso } from 'shell/sdk';
import { JOB_SITE_OPTIONS_PATH, jobSiteOptionOf, RemoteSearchSelect } from 'shell/sdk/ui';

import { useT } from '../messages';
import { meetNotAfterStart } from '../scheduling/scheduleRules';
import { type OpenShiftInput, usePostOpenShiftMutation } from './openShiftsApi';

export function PostOpenShiftDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<OpenShiftInput>();
  const [postOpenShift, posting] = usePostOpenShiftMutation();

  async function save(input: OpenShiftInput) {
    // An emptied End Time is left out: the server then ends the shift 8 hours after its start.
    const { endTime, ...rest } = input;
    try {
      const posted = await postOpenShift({ ...rest, ...(endTime ? { endTime } : {}) }).unwrap();
      notify({
        title: t('openShifts.posted'),
        description: t('openShifts.postedDescription', { site: posted.jobSite?.name ?? t('common.jobSite'), date: formatDate(posted.date) }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('openShifts.postFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('openShifts.postTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="post" type="primary" loading={posting.isLoading} onClick={() => form.submit()}>
          {t('openShifts.post')}
        </Button>,
      ]}
    >
      <p>{t('openShifts.postHelp')}</p>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="jobSiteId" label={t('common.jobSite')} rules={[{ required: true, message: t('scheduling.dialog.jobSiteRequired') }]}>
          <RemoteSearchSelect<JobSiteOption>
            path={JOB_SITE_OPTIONS_PATH}
            toOption={jobSiteOptionOf}
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
          <Form.Item name="endTime" label={t('scheduling.dialog.endTime')} extra={t('scheduling.dialog.endTimeHelp')} style={{ gridColumn: '1 / -1' }}>
            <Input type="time" style={{ maxWidth: 240 }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
