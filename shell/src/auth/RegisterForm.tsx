// The Register tab: the PIN field appears only for Admin and Foreman.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useNavigate } from 'react-router-dom';

import { useT } from '../messages';
import { notify, notifyError, ROLE_LABELS, useRegisterMutation, type RegisterRequest, type Role } from '../sdk';
import { emailRules, newPasswordRules, PIN_LENGTH, requiredRule } from './validation';

const ROLE_CHOICES = ['worker', 'foreman', 'admin', 'client'] as const;

export function needsPin(role: Role | undefined): boolean {
  return role === 'admin' || role === 'foreman';
}

export function RegisterForm() {
  const [form] = Form.useForm<RegisterRequest>();
  const role = Form.useWatch('role', form);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const { t } = useT();
  const roleOptions: { value: Role; label: string }[] = ROLE_CHOICES.map((choice) => ({ value: choice, label: ROLE_LABELS[choice] }));

  const onFinish = async (values: RegisterRequest) => {
    const payload: RegisterRequest = {
      role: values.role,
      email: values.email.trim(),
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      password: values.password,
    };
    if (needsPin(values.role) && values.pin) payload.pin = values.pin;
    try {
      await register(payload).unwrap();
      notify({ title: t('auth.register.successTitle'), description: t('auth.register.successText') });
      navigate('/');
    } catch (error) {
      notifyError(error, t('auth.register.failedText'), t('auth.register.failedTitle'));
    }
  };

  return (
    <Form<RegisterRequest> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name="register" noValidate initialValues={{ role: 'worker' }}>
      <Form.Item label={t('auth.register.role')} name="role">
        <Select options={roleOptions} />
      </Form.Item>
      <Form.Item label={t('auth.email')} name="email" rules={emailRules()}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <div className="form-row">
        <Form.Item label={t('auth.register.firstName')} name="firstName" rules={requiredRule(t('auth.validation.firstName'))}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label={t('auth.register.lastName')} name="lastName" rules={requiredRule(t('auth.validation.lastName'))}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item label={t('auth.register.phone')} name="phoneNumber" rules={requiredRule(t('auth.validation.phone'))}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('auth.password')} name="password" rules={newPasswordRules()}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {needsPin(role) && (
        <Form.Item label={t('auth.register.pin')} name="pin">
          <Input.Password placeholder={t('auth.register.pinPlaceholder')} maxLength={PIN_LENGTH} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block disabled={isLoading}>
        {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </Form>
  );
}
