// /reset-password?token=...: loading -> valid | invalid; valid -> success -> / after 3 s.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { notify, notifyError, useResetPasswordMutation, useVerifyResetTokenMutation } from '../sdk';
import { NEW_PASSWORD_RULES } from './validation';

export const RESET_REDIRECT_DELAY_MS = 3000;

type ResetState = 'loading' | 'valid' | 'invalid' | 'success';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // What the server said about a token, kept with that token: another token in the URL is 'loading' again.
  const [answer, setAnswer] = useState<{ token: string; state: ResetState } | null>(null);
  const state: ResetState = !token ? 'invalid' : answer?.token === token ? answer.state : 'loading';
  const [verifyResetToken] = useVerifyResetTokenMutation();
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    if (verifiedToken.current === token) return; // StrictMode runs effects twice: verify once
    verifiedToken.current = token;
    verifyResetToken({ token })
      .unwrap()
      .then((result) => setAnswer({ token, state: result.valid ? 'valid' : 'invalid' }))
      .catch((error: unknown) => {
        setAnswer({ token, state: 'invalid' });
        notifyError(error, 'This password reset link is no longer valid', 'Invalid or expired link');
      });
  }, [token, verifyResetToken]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => navigate('/'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  const onFinish = async ({ newPassword }: ResetValues) => {
    try {
      await resetPassword({ token, newPassword }).unwrap();
      setAnswer({ token, state: 'success' });
      notify({ title: 'Password reset successful', description: 'Your password has been updated. Redirecting to login...' });
    } catch (error) {
      notifyError(error, 'An error occurred. Please try again.', 'Failed to reset password');
    }
  };

  return (
    <div className="centered-page">
      <Card className="auth-card">
        {state === 'loading' && (
          <div role="status" style={{ textAlign: 'center' }}>
            <Spin />
            <Typography.Paragraph style={{ marginTop: 12 }}>Verifying reset link...</Typography.Paragraph>
          </div>
        )}
        {state === 'invalid' && (
          <>
            <h1 className="card-heading">Invalid or Expired Link</h1>
            <div className="button-stack">
              <Button type="primary" block onClick={() => navigate('/forgot-password')}>
                Request New Reset Link
              </Button>
              <Button block onClick={() => navigate('/')}>
                Back to Login
              </Button>
            </div>
          </>
        )}
        {state === 'valid' && (
          <>
            <h1 className="card-heading">Reset Password</h1>
            <Form<ResetValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="reset-password" noValidate>
              <Form.Item label="New Password" name="newPassword" rules={NEW_PASSWORD_RULES}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label="Confirm Password"
                name="confirmPassword"
                dependencies={['newPassword']}
                rules={[
                  ...NEW_PASSWORD_RULES,
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) =>
                      !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('Passwords do not match')),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block disabled={resetting}>
                {resetting ? 'Resetting...' : 'Reset Password'}
              </Button>
            </Form>
          </>
        )}
        {state === 'success' && (
          <>
            <h1 className="card-heading">Password Reset Successful</h1>
            <Typography.Paragraph>Your password has been updated. Redirecting to login...</Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
