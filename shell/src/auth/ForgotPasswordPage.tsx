// /forgot-password: asks for the email a reset link is sent to.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { notifyError, useForgotPasswordMutation } from '../sdk';
import { EMAIL_RULES } from './validation';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();

  const onFinish = async ({ email }: { email: string }) => {
    try {
      await forgotPassword({ email: email.trim() }).unwrap();
      setSubmitted(true);
    } catch (error) {
      notifyError(error, 'Failed to send reset email');
    }
  };

  return (
    <div className="centered-page">
      <Card className="auth-card" title={<h1 className="card-heading">Forgot Password</h1>}>
        {submitted ? (
          <>
            <Typography.Paragraph>If an account exists with that email address, you will receive a password reset link shortly.</Typography.Paragraph>
            <Button type="primary" block onClick={() => navigate('/')}>
              Back to Login
            </Button>
          </>
        ) : (
          <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="forgot-password" noValidate>
            <Form.Item label="Email" name="email" rules={EMAIL_RULES}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block disabled={isLoading}>
              {isLoading ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <div style={{ marginTop: 16, textAlign: 'center' }}>
              <Link to="/">Back to Login</Link>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
