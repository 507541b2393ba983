// The forms' client-side rules and their messages (the server's own words for the same rules), in
// the reader's language: plain checks for the login form (a native form, see LoginForm) and antd
// Form rules for the other forms, both built on the same checks. The rules are built when a form
// renders (`emailRules()`), so their messages are in the language of that moment.
import type { Rule } from 'antd/es/form';

import { shellMessages } from '../messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PIN_LENGTH = 4;

const t = shellMessages.t;

/**
 * The email pattern of antd's `type: 'email'` rule (@rc-component/async-validator), so the login
 * form, which does not load antd Form, accepts exactly the addresses the register form accepts.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** The email check: the message when `value` is not a valid address, else null. */
export function emailError(value: string): string | null {
  return EMAIL_PATTERN.test(value) ? null : t('auth.validation.email');
}

/** The login password check: at least 1 character (the length rule is for new passwords only). */
export function loginPasswordError(value: string): string | null {
  return value.length > 0 ? null : t('auth.validation.passwordRequired');
}

export const emailRules = (): Rule[] => [{ required: true, whitespace: true, pattern: EMAIL_PATTERN, message: t('auth.validation.email') }];

export const newPasswordRules = (): Rule[] => [
  { required: true, message: t('auth.validation.passwordLength') },
  { min: PASSWORD_MIN_LENGTH, message: t('auth.validation.passwordLength') },
];

export const requiredRule = (message: string): Rule[] => [{ required: true, message }];
