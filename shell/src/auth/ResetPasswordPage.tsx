// /reset-password?token=...: loading -> valid | invalid; valid -> success -> / after 3 s.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { useT } from '../messages';
import { notify, notifyError, useResetPasswordMutation, useVerifyResetTokenMutation } from '../sdk';
import { newPasswordRules } from './validation';

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
  const { t } = useT();
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
        notifyError(error, t('auth.reset.invalidText'), t('auth.reset.invalidTitle'));
      });
  }, [token, verifyResetToken, t]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = window.setTimeout(() => navigate('/'), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  const onFinish = async ({ newPassword }: ResetValues) => {
    try {
      await resetPassword({ token, newPassword }).unwrap();
      setAnswer({ token, state: 'success' });
      notify({ title: t('auth.reset.successNoticeTitle'), description: t('auth.reset.successText') });
    } catch (error) {
      notifyError(error, t('auth.genericError'), t('auth.reset.failed'));
    }
  };

  return (
    <div className="centered-page">
      <Card className="auth-card">
        {state === 'loading' && (
          <div role="status" style={{ textAlign: 'center' }}>
            <Spin />
            <Typography.Paragraph style={{ marginTop: 12 }}>{t('auth.reset.verifying')}</Typography.Paragraph>
          </div>
        )}
        {state === 'invalid' && (
          <>
            <h1 className="card-heading">{t('auth.reset.invalidTitle')}</h1>
            <div className="button-stack">
              <Button type="primary" block onClick={() => navigate('/forgot-password')}>
                {t('auth.reset.requestNew')}
              </Button>
              <Button block onClick={() => navigate('/')}>
                {t('auth.backToLogin')}
              </Button>
            </div>
          </>
        )}
        {state === 'valid' && (
          <>
            <h1 className="card-heading">{t('auth.reset.title')}</h1>
            <Form<ResetValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="reset-password" noValidate>
              <Form.Item label={t('auth.reset.newPassword')} name="newPassword" rules={newPasswordRules()}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label={t('auth.confirmPassword')}
                name="confirmPassword"
                dependencies={['newPassword']}
                rules={[
                  ...newPasswordRules(),
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) =>
                      !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('auth.validation.passwordsDiffer'))),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block disabled={resetting}>
                {resetting ? t('auth.reset.submitting') : t('auth.reset.submit')}
              </Button>
            </Form>
          </>
        )}
        {state === 'success' && (
          <>
            <h1 className="card-heading">{t('auth.reset.successTitle')}</h1>
            <Typography.Paragraph>{t('auth.reset.successText')}</Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
