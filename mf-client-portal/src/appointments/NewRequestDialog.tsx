// The New Request dialog: type, phone (from the profile), description, and an
// optional preferred date and time. A refused submit keeps the dialog open. Loaded when first
// opened (NewRequest.tsx), then kept, so what was typed stays until it is sent.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { APPOINTMENT_REQUEST_TYPE_LABELS, notify, notifyError, todayIso } from 'shell/sdk';

import { useT } from '../messages';
import { useCreateAppointmentRequestMutation, type NewAppointmentRequest } from './appointmentsApi';

interface FormValues {
  requestType: NewAppointmentRequest['requestType'];
  phoneNumber: string;
  description: string;
  preferredDate?: string;
  preferredTime?: string;
}

export interface NewRequestDialogProps {
  open: boolean;
  onClose: () => void;
  defaultPhoneNumber: string;
}

export default function NewRequestDialog({ open, onClose, defaultPhoneNumber }: NewRequestDialogProps) {
  const { t } = useT();
  const [form] = Form.useForm<FormValues>();
  const [createRequest, { isLoading }] = useCreateAppointmentRequestMutation();

  // The profile may load after the form mounted: fill the phone number whenever the dialog opens.
  useEffect(() => {
    if (open && !form.getFieldValue('phoneNumber')) form.setFieldValue('phoneNumber', defaultPhoneNumber);
  }, [open, form, defaultPhoneNumber]);

  async function submit(values: FormValues) {
    try {
      await createRequest({
        requestType: values.requestType,
        phoneNumber: values.phoneNumber,
        description: values.description,
        ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
        ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
      }).unwrap();
      notify({ title: t('requests.submitted'), description: t('requests.submittedText') });
      onClose();
      form.resetFields();
    } catch (error) {
      notifyError(error, t('requests.submitFailed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('requests.new')}
      onCancel={onClose}
      okText={isLoading ? t('requests.submitting') : t('requests.submit')}
      okButtonProps={{ htmlType: 'submit', loading: isLoading, form: 'new-appointment-request' }}
      forceRender
    >
      <Form<FormValues>
        id="new-appointment-request"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ requestType: 'appointment', phoneNumber: defaultPhoneNumber }}
      >
        <Form.Item name="requestType" label={t('requests.type')} rules={[{ required: true, message: t('requests.typeRequired') }]}>
          <Select options={(['appointment', 'callback'] as const).map((value) => ({ value, label: APPOINTMENT_REQUEST_TYPE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('requests.phone')} rules={[{ required: true, whitespace: true, message: t('requests.phoneRequired') }]}>
          <Input type="tel" autoComplete="tel" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('requests.description')}
          rules={[{ required: true, whitespace: true, message: t('requests.descriptionRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} placeholder={t('requests.descriptionPlaceholder')} />
        </Form.Item>
        <div className="form-row">
          <Form.Item name="preferredDate" label={t('requests.preferredDate')}>
            <Input type="date" min={todayIso()} />
          </Form.Item>
          <Form.Item name="preferredTime" label={t('requests.preferredTime')}>
            <Input type="time" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
