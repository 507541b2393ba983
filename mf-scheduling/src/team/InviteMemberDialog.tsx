// The Invite member dialog: whom to invite and with which role; the server emails them a link
// where they choose a password.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { notify, notifyError, ROLE_LABELS, ROLES } from 'shell/sdk';

import { useT } from '../messages';
import { type InvitationInput, useInviteMutation } from './teamApi';

const required = (message: string) => [{ required: true, whitespace: true, message }];

export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InvitationInput>();
  const [invite, { isLoading }] = useInviteMutation();
  const { t } = useT();
  // Built while rendering: the role names follow the language.
  const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

  async function send(values: InvitationInput) {
    try {
      const invitation = await invite(values).unwrap();
      notify({
        title: t('team.inviteDialog.sent'),
        description: t('team.inviteDialog.sentDescription', { name: `${invitation.firstName} ${invitation.lastName}`, email: invitation.email }),
      });
      onClose();
    } catch (error) {
      notifyError(error, t('team.inviteDialog.failed'));
    }
  }

  return (
    <Modal
      open={open}
      title={t('team.inviteDialog.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={isLoading} onClick={() => form.submit()}>
          {t('team.inviteDialog.send')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={send} initialValues={{ role: 'worker' }} requiredMark={false} name="invite-member" noValidate>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 12 }}>
          <Form.Item name="firstName" label={t('team.inviteDialog.firstName')} rules={required(t('team.inviteDialog.firstNameRequired'))}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item name="lastName" label={t('team.inviteDialog.lastName')} rules={required(t('team.inviteDialog.lastNameRequired'))}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label={t('team.inviteDialog.email')}
          rules={[...required(t('team.inviteDialog.emailInvalid')), { type: 'email', message: t('team.inviteDialog.emailInvalid') }]}
        >
          <Input type="email" autoComplete="off" maxLength={254} />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('team.inviteDialog.phone')} rules={required(t('team.inviteDialog.phoneRequired'))}>
          <Input type="tel" autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item name="role" label={t('team.inviteDialog.role')}>
          <Select options={roleOptions} aria-label={t('team.inviteDialog.role')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
