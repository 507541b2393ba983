// The New Request dialog: type, phone (from the profile), description, and an
// optional preferred date and time. A refused submit keeps the dialog open.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { notify, notifyError, todayIso } from 'shell/sdk';
import { APPOINTMENT_REQUEST_TYPE_LABELS } from 'shell/sdk/ui';

import { useCreateAppointmentRequestMutation, type NewAppointmentRequest } from './appointmentsApi';

interface FormValues {
  requestType: NewAppointmentRequest['requestType'];
  phoneNumber: string;
  description: string;
  preferredDate?: string;
  preferredTime?: string;
}

export function NewRequestDialog({ defaultPhoneNumber }: { defaultPhoneNumber: string }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const [createRequest, { isLoading }] = useCreateAppointmentRequestMutation();

  // The profile may load after the form mounted: fill the phone number when the dialog opens.
  function openDialog() {
    if (!form.getFieldValue('phoneNumber')) form.setFieldValue('phoneNumber', defaultPhoneNumber);
    setOpen(true);
  }

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
      setOpen(false);
      form.resetFields();
    } catch (error) {
      notifyError(error, 'Failed to submit request');
    }
  }

  return (
    <>
      <Button type="primary" onClick={openDialog}>
        New Request
      </Button>
      <Modal
        open={open}
        title="New Request"
        onCancel={() => setOpen(false)}
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
            <Select
              options={(['appointment', 'callback'] as const).map((value) => ({ value, label: APPOINTMENT_REQUEST_TYPE_LABELS[value] }))}
            />
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
    </>
  );
}
