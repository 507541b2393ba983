// The admin's answer to an appointment request, in antd (a Form in a Modal): its own chunk, loaded
// when Confirm is first pressed, so the dashboard's first screen needs no antd.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import dayjs from 'dayjs';

import AntdTheme from '../AntdTheme';
import { type AppointmentRequest, notify, notifyError } from '../sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS } from '../sdk/appointments';
import { whoAsked } from './appointmentRequester';
import { useAnswerAppointmentRequestMutation } from './appointmentRequestsApi';

interface ConfirmValues {
  scheduledAt: string;
  notes?: string;
}

export default function ConfirmAppointmentDialog({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const [form] = Form.useForm<ConfirmValues>();
  const [answer, { isLoading }] = useAnswerAppointmentRequestMutation();
  const initial = request.preferredDate ? `${request.preferredDate}T${request.preferredTime ?? '09:00'}` : undefined;

  async function submit(values: ConfirmValues) {
    try {
      await answer({
        id: request.id,
        status: 'confirmed',
        scheduledDate: dayjs(values.scheduledAt).toISOString(),
        notes: values.notes?.trim() || undefined,
      }).unwrap();
      notify({ title: 'Request Confirmed', description: `${whoAsked(request)} has been notified.` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to confirm request');
    }
  }

  return (
    <AntdTheme>
      <Modal
        open
        title={`Confirm ${APPOINTMENT_REQUEST_TYPE_LABELS[request.requestType].toLowerCase()} for ${whoAsked(request)}`}
        onCancel={onClose}
        okText={isLoading ? 'Confirming...' : 'Confirm Request'}
        okButtonProps={{ htmlType: 'submit', form: 'confirm-appointment-request', loading: isLoading }}
      >
        <Form<ConfirmValues> id="confirm-appointment-request" form={form} layout="vertical" onFinish={submit} initialValues={{ scheduledAt: initial }}>
          <Form.Item
            name="scheduledAt"
            label="Scheduled Date and Time"
            rules={[
              { required: true, message: 'Scheduled date is required' },
              {
                validator: async (_rule, value?: string) => {
                  if (value && !dayjs(value).isValid()) throw new Error('Enter a valid date and time');
                },
              },
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="notes" label="Notes (optional)">
            <Input.TextArea rows={3} maxLength={2000} placeholder="e.g. Maria will meet you at the site" />
          </Form.Item>
        </Form>
      </Modal>
    </AntdTheme>
  );
}
