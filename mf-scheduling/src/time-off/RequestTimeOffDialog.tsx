// The time-off request dialog: start and end dates required (end not before start), reason optional.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { formatDate, notify, notifyError, todayIso } from 'shell/sdk';

import { useRequestTimeOffMutation, type TimeOffInput } from './timeOffApi';
import { endNotBeforeStart } from './timeOffStats';

export function RequestTimeOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TimeOffInput>();
  const [requestTimeOff, request] = useRequestTimeOffMutation();

  async function submit(values: TimeOffInput) {
    try {
      const reason = values.reason?.trim();
      const created = await requestTimeOff({ startDate: values.startDate, endDate: values.endDate, ...(reason ? { reason } : {}) }).unwrap();
      notify({
        title: 'Request submitted',
        description: `Your time off from ${formatDate(created.startDate)} to ${formatDate(created.endDate)} is awaiting approval.`,
      });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to submit request');
    }
  }

  return (
    <Modal
      open={open}
      title="Request Time Off"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" loading={request.isLoading} onClick={() => form.submit()}>
          {request.isLoading ? 'Submitting...' : 'Submit Request'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="startDate" label="Start Date" rules={[{ required: true, message: 'Start date is required' }]}>
          <Input type="date" min={todayIso()} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="End Date"
          dependencies={['startDate']}
          rules={[
            { required: true, message: 'End date is required' },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                endNotBeforeStart(getFieldValue('startDate') as string | undefined, value)
                  ? Promise.resolve()
                  : Promise.reject(new Error('End date must not be before start date')),
            }),
          ]}
        >
          <Input type="date" min={todayIso()} />
        </Form.Item>
        <Form.Item name="reason" label="Reason (optional)" rules={[{ max: 1000, message: 'Reason must be at most 1000 characters' }]}>
          <Input.TextArea rows={3} maxLength={1000} placeholder="e.g. Family event" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
