// /forgot-password: asks for the email a reset link is sent to.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useT } from '../messages';
import { notifyError, useForgotPasswordMutation } from '../sdk';
import { emailRules } from './validation';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [submitted, setSubmitted] = useState(false);
  const navigate = useNavigate();
  const { t } = useT();

  const onFinish = async ({ email }: { email: string }) => {
    try {
      await forgotPassword({ email: email.trim() }).unwrap();
      setSubmitted(true);
    } catch (error) {
      notifyError(error, t('auth.forgot.failed'));
    }
  };

  return (
    <div className="centered-page">
      <Card className="auth-card" title={<h1 className="card-heading">{t('auth.forgot.title')}</h1>}>
        {submitted ? (
          <>
            <Typography.Paragraph>{t('auth.forgot.sent')}</Typography.Paragraph>
            <Button type="primary" block onClick={() => navigate('/')}>
              {t('auth.backToLogin')}
            </Button>
          </>
        ) : (
          <Form layout="vertical" onFinish={onFinish} requiredMark={false} name="forgot-password" noValidate>
            <Form.Item label={t('auth.email')} name="email" rules={emailRules()}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block disabled={isLoading}>
              {isLoading ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
            <div style={{ marginTop: 16, textAlign: 'center' }}>
              <Link to="/">{t('auth.backToLogin')}</Link>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
