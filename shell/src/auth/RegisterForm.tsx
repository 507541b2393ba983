// The Register tab: the PIN field appears only for Admin and Foreman.
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useNavigate } from 'react-router-dom';

import { notify, notifyError, ROLE_LABELS, useRegisterMutation, type RegisterRequest, type Role } from '../sdk';
import { EMAIL_RULES, NEW_PASSWORD_RULES, PIN_LENGTH, requiredRule } from './validation';

const ROLE_OPTIONS: { value: Role; label: string }[] = (['worker', 'foreman', 'admin', 'client'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export function needsPin(role: Role | undefined): boolean {
  return role === 'admin' || role === 'foreman';
}

export function RegisterForm() {
  const [form] = Form.useForm<RegisterRequest>();
  const role = Form.useWatch('role', form);
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();

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
      notify({ title: 'Registration successful', description: 'Welcome to Groundwork!' });
      navigate('/');
    } catch (error) {
      notifyError(error, 'Please check your information and try again', 'Registration failed');
    }
  };

  return (
    <Form<RegisterRequest> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name="register" noValidate initialValues={{ role: 'worker' }}>
      <Form.Item label="Role" name="role">
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <div className="form-row">
        <Form.Item label="First Name" name="firstName" rules={requiredRule('First name is required')}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={requiredRule('Last name is required')}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </div>
      <Form.Item label="Phone Number" name="phoneNumber" rules={requiredRule('Phone number is required')}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={NEW_PASSWORD_RULES}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {needsPin(role) && (
        <Form.Item label="PIN (Required for Admin/Foreman)" name="pin">
          <Input.Password placeholder="Enter 4-digit PIN" maxLength={PIN_LENGTH} inputMode="numeric" autoComplete="off" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block disabled={isLoading}>
        {isLoading ? 'Registering...' : 'Register'}
      </Button>
    </Form>
  );
}
