// The New Request dialog: type, phone (from the profile), description, and an
// optional preferred date and time. A refused submit keeps the dialog open. Loaded when first
// opened (NewRequest.tsx), then kept, so what was typed stays until it is sent.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { APPOINTMENT_REQUEST_TYPE_LABELS, notify, notifyError, todayIso } from 'shell/sdk';

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
      notify({ title: 'Request Submitted', description: 'We will get back to you shortly.' });
      onClose();
      form.resetFields();
    } catch (error) {
      notifyError(error, 'Failed to submit request');
    }
  }

  return (
    <Modal
      open={open}
      title="New Request"
      onCancel={onClose}
      okText={isLoading ? 'Submitting...' : 'Submit Request'}
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
        <Form.Item name="requestType" label="Request Type" rules={[{ required: true, message: 'Request type is required' }]}>
          <Select options={(['appointment', 'callback'] as const).map((value) => ({ value, label: APPOINTMENT_REQUEST_TYPE_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="phoneNumber" label="Phone Number" rules={[{ required: true, whitespace: true, message: 'Phone number is required' }]}>
          <Input type="tel" autoComplete="tel" maxLength={40} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ required: true, whitespace: true, message: 'Description is required' }]}>
          <Input.TextArea rows={3} maxLength={2000} placeholder="What would you like to discuss?" />
        </Form.Item>
        <div className="form-row">
          <Form.Item name="preferredDate" label="Preferred Date (optional)">
            <Input type="date" min={todayIso()} />
          </Form.Item>
          <Form.Item name="preferredTime" label="Preferred Time (optional)">
            <Input type="time" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
