// The admin's answer to an appointment request, in antd (a Form in a Modal): its own chunk, loaded
// when Confirm is first pressed, so the dashboard's first screen needs no antd.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import dayjs from 'dayjs';

import AntdTheme from '../AntdTheme';
import { useT } from '../messages';
import { type AppointmentRequest, notify, notifyError } from '../sdk';
import { whoAsked } from './appointmentRequester';
import { useAnswerAppointmentRequestMutation } from './appointmentRequestsApi';

interface ConfirmValues {
  scheduledAt: string;
  notes?: string;
}

export default function ConfirmAppointmentDialog({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const { t } = useT();
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
      notify({ title: t('appointments.confirmedTitle'), description: t('appointments.notified', { name: whoAsked(request) }) });
      onClose();
    } catch (error) {
      notifyError(error, t('appointments.confirmFailed'));
    }
  }

  return (
    <AntdTheme>
      <Modal
        open
        title={t(`appointments.confirmTitle.${request.requestType}`, { name: whoAsked(request) })}
        onCancel={onClose}
        okText={isLoading ? t('appointments.confirming') : t('appointments.confirmSubmit')}
        okButtonProps={{ htmlType: 'submit', form: 'confirm-appointment-request', loading: isLoading }}
      >
        <Form<ConfirmValues> id="confirm-appointment-request" form={form} layout="vertical" onFinish={submit} initialValues={{ scheduledAt: initial }}>
          <Form.Item
            name="scheduledAt"
            label={t('appointments.scheduledAt')}
            rules={[
              { required: true, message: t('appointments.scheduledRequired') },
              {
                validator: async (_rule, value?: string) => {
                  if (value && !dayjs(value).isValid()) throw new Error(t('appointments.scheduledInvalid'));
                },
              },
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="notes" label={t('appointments.notes')}>
            <Input.TextArea rows={3} maxLength={2000} placeholder={t('appointments.notesPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </AntdTheme>
  );
}
