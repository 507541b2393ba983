// The time-off request dialog: start and end dates required (end not before start), reason optional.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { formatDate, notify, notifyError, todayIso } from 'shell/sdk';

import { useT } from '../messages';
import { useRequestTimeOffMutation, type TimeOffInput } from './timeOffApi';
import { endNotBeforeStart } from './timeOffStats';

const REASON_MAX = 1000;

export function RequestTimeOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  const [form] = Form.useForm<TimeOffInput>();
  const [requestTimeOff, request] = useRequestTimeOffMutation();

  async function submit(values: TimeOffInput) {
    try {
      const reason = values.reason?.trim();
      const created = await requestTimeOff({ startDate: values.startDate, endDate: values.endDate, ...(reason ? { reason } : {}) }).unwrap();
      notify({
        title: t('timeOff.dialog.submitted'),
        description: t('timeOff.dialog.submittedDescription', { start: formatDate(created.startDate), end: formatDate(created.endDate) }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('timeOff.dialog.failed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('timeOff.dialog.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={request.isLoading} onClick={() => form.submit()}>
          {request.isLoading ? t('timeOff.dialog.submitting') : t('timeOff.dialog.submit')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="startDate" label={t('timeOff.dialog.startDate')} rules={[{ required: true, message: t('timeOff.dialog.startDateRequired') }]}>
          <Input type="date" min={todayIso()} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('timeOff.dialog.endDate')}
          dependencies={['startDate']}
          rules={[
            { required: true, message: t('timeOff.dialog.endDateRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                endNotBeforeStart(getFieldValue('startDate') as string | undefined, value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('timeOff.dialog.endBeforeStart'))),
            }),
          ]}
        >
          <Input type="date" min={todayIso()} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('timeOff.dialog.reason')}
          rules={[{ max: REASON_MAX, message: t('timeOff.dialog.reasonTooLong', { max: REASON_MAX }) }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} placeholder={t('timeOff.dialog.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
