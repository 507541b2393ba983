// The Login tab (spec 2.3, 5, 8).
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate } from 'react-router-dom';

import { errorMessage, notify, useLoginMutation, type LoginRequest } from '../sdk';
import { EMAIL_RULES } from './validation';

export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();

  const onFinish = async (values: LoginRequest) => {
    try {
      await login({ email: values.email.trim(), password: values.password }).unwrap();
      notify({ title: 'Login successful', description: 'Welcome back!' });
      navigate('/');
    } catch (error) {
      // Not notifyError: a wrong password is a 401 too, and must not trigger the logged-out rule.
      notify({ title: 'Login failed', description: errorMessage(error, 'Invalid email or password'), variant: 'destructive' });
    }
  };

  return (
    <Form<LoginRequest> layout="vertical" onFinish={onFinish} requiredMark={false} name="login" noValidate>
      <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div style={{ marginBottom: 16, textAlign: 'right' }}>
        <Link to="/forgot-password">Forgot Password</Link>
      </div>
      <Button type="primary" htmlType="submit" block disabled={isLoading}>
        {isLoading ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  );
}
