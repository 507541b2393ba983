// /accept-invite?token=... : the page an invitation email links to. loading -> valid | invalid;
// valid shows who is invited and as what, and asks for a password (twice); accepted, the new
// member is logged in and sent to /. No PIN: the admin who invited chose the role.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';

import {
  type AppDispatch,
  authApi,
  type Invitee,
  notify,
  notifyError,
  ROLE_LABELS,
  useAcceptInviteMutation,
  useCompanyName,
  useVerifyInviteMutation,
} from '../sdk';
import { useT } from '../messages';
import { newPasswordRules } from './validation';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [invitee, setInvitee] = useState<Invitee | null>(null);
  const [state, setState] = useState<'loading' | 'valid' | 'invalid'>(token ? 'loading' : 'invalid');
  const [verifyInvite] = useVerifyInviteMutation();
  const [acceptInvite, { isLoading: accepting }] = useAcceptInviteMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const companyName = useCompanyName();
  const { t } = useT();
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    if (verifiedToken.current === token) return; // StrictMode runs effects twice: verify once
    verifiedToken.current = token;
    verifyInvite({ token })
      .unwrap()
      .then((found) => {
        setInvitee(found);
        setState('valid');
      })
      .catch(() => setState('invalid'));
  }, [token, verifyInvite]);

  const onFinish = async ({ password }: PasswordValues) => {
    try {
      const user = await acceptInvite({ token, password }).unwrap();
      // Leave this logged-out page first, then become the member: the app switches to the logged-in one at /.
      navigate('/', { replace: true });
      dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
      notify({ title: t('auth.invite.welcomeTitle'), description: t('auth.invite.welcomeText', { name: user.firstName }) });
    } catch (error) {
      notifyError(error, t('auth.genericError'), t('auth.invite.failed'));
    }
  };

  return (
    <div className="centered-page">
      <Card className="auth-card">
        {state === 'loading' && (
          <div role="status" style={{ textAlign: 'center' }}>
            <Spin />
            <Typography.Paragraph style={{ marginTop: 12 }}>{t('auth.invite.checking')}</Typography.Paragraph>
          </div>
        )}
        {state === 'invalid' && (
          <>
            <h1 className="card-heading">{t('auth.invite.invalidTitle')}</h1>
            <Typography.Paragraph>{t('auth.invite.invalidText')}</Typography.Paragraph>
            <div className="button-stack">
              <Button
                type="primary"
                block
                href="/"
                onClick={(event) => {
                  event.preventDefault();
                  navigate('/');
                }}
              >
                {t('auth.invite.toLogin')}
              </Button>
            </div>
          </>
        )}
        {state === 'valid' && invitee && (
          <>
            <h1 className="card-heading">{t('auth.invite.join', { company: companyName })}</h1>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('auth.invite.name')}>{`${invitee.firstName} ${invitee.lastName}`}</Descriptions.Item>
              <Descriptions.Item label={t('auth.email')}>
                <span style={{ overflowWrap: 'anywhere' }}>{invitee.email}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('auth.invite.role')}>{ROLE_LABELS[invitee.role]}</Descriptions.Item>
            </Descriptions>
            <Form<PasswordValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="accept-invite" noValidate>
              <Form.Item label={t('auth.password')} name="password" rules={newPasswordRules()}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                label={t('auth.confirmPassword')}
                name="confirmPassword"
                dependencies={['password']}
                rules={[
                  ...newPasswordRules(),
                  ({ getFieldValue }) => ({
                    validator: (_rule, value: string | undefined) =>
                      !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('auth.validation.passwordsDiffer'))),
                  }),
                ]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block disabled={accepting}>
                {accepting ? t('auth.invite.submitting') : t('auth.invite.submit')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
