// The Invite member dialog: whom to invite and with which role; the server emails them a link
// where they choose a password.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { notify, notifyError, ROLE_LABELS, ROLES } from 'shell/sdk';

import { type InvitationInput, useInviteMutation } from './teamApi';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const required = (message: string) => [{ required: true, whitespace: true, message }];

export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InvitationInput>();
  const [invite, { isLoading }] = useInviteMutation();

  async function send(values: InvitationInput) {
    try {
      const invitation = await invite(values).unwrap();
      notify({ title: 'Invitation sent', description: `${invitation.firstName} ${invitation.lastName} will get an email at ${invitation.email}.` });
      onClose();
    } catch (error) {
      notifyError(error, 'Failed to send the invitation');
    }
  }

  return (
    <Modal
      open={open}
      title="Invite Member"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" loading={isLoading} onClick={() => form.submit()}>
          Send Invitation
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={send} initialValues={{ role: 'worker' }} requiredMark={false} name="invite-member" noValidate>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 }}>
          <Form.Item name="firstName" label="First Name" rules={required('First name is required')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label="Last Name" rules={required('Last name is required')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label="Email"
          rules={[...required('Please enter a valid email address'), { type: 'email', message: 'Please enter a valid email address' }]}
        >
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="phoneNumber" label="Phone Number" rules={required('Phone number is required')}>
          <Input type="tel" autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="role" label="Role">
          <Select options={ROLE_OPTIONS} aria-label="Role" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
