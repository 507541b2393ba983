// The Login tab. A native form styled like antd's rather than antd's Form, Input
// and Button: with them, the form library, its validator, antd's core and its theme were most of
// the landing's code after React (bytes and blocking time). It behaves like the
// antd forms: a field is checked once changed, every field on submit, and a rejected submit
// focuses the first wrong field.
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { useT } from '../messages';
import { pathAfterLogin } from '../routes/routeTable';
import { errorMessage, normalizeRole, notify, useLoginMutation, type LoginRequest } from '../sdk';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { emailError, loginPasswordError } from './validation';

type LoginField = keyof LoginRequest;

const CHECKS: Record<LoginField, (value: string) => string | null> = {
  email: emailError,
  password: loginPasswordError,
};

/** The fields checked so far (changed once, or all on submit): their messages are worked out at
 *  render, so they are in the language shown. */
type Checked = Partial<Record<LoginField, boolean>>;

export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [checked, setChecked] = useState<Checked>({});
  const { t } = useT();
  const fieldId = (field: LoginField) => `${id}-${field}`;
  const error = (field: LoginField) => (checked[field] ? CHECKS[field](values[field]) : null);

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ email: true, password: true });
    const firstWrong = (Object.keys(CHECKS) as LoginField[]).find((field) => CHECKS[field](values[field]) !== null);
    if (firstWrong) {
      document.getElementById(fieldId(firstWrong))?.focus();
      return;
    }
    try {
      const user = await login({ email: values.email.trim(), password: values.password }).unwrap();
      notify({ title: t('auth.login.successTitle'), description: t('auth.login.successText') });
      // Logged out at a page of the app (a deep link), the login goes on to it if the role may open it.
      navigate(pathAfterLogin(location.pathname, location.search, normalizeRole(user.role)), { replace: true });
    } catch (error) {
      // Not notifyError: a wrong password is a 401 too, and must not trigger the logged-out rule.
      notify({ title: t('auth.login.failedTitle'), description: errorMessage(error, t('auth.login.failedText')), variant: 'destructive' });
    }
  };

  return (
    <form className="native-form" name="login" noValidate onSubmit={onSubmit}>
      <FormField id={fieldId('email')} label={t('auth.email')} error={error('email')}>
        {(control) => <input {...control} type="email" autoComplete="email" value={values.email} onChange={(event) => change('email', event.target.value)} />}
      </FormField>
      <FormField id={fieldId('password')} label={t('auth.password')} error={error('password')}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" value={values.password} onChange={(event) => change('password', event.target.value)} />
        )}
      </FormField>
      <div style={{ marginBottom: 16, textAlign: 'right' }}>
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </div>
      <button type="submit" className="primary-button" disabled={isLoading}>
        {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}
