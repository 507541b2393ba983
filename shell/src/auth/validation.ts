// The forms' client-side rules and their messages (the server's own words for the same rules):
// plain checks for the login form (a native form, see LoginForm) and antd Form rules for the other
// forms, both built on the same checks.
import type { Rule } from 'antd/es/form';

export const PASSWORD_MIN_LENGTH = 6;
export const PIN_LENGTH = 4;

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required';

/**
 * The email pattern of antd's `type: 'email'` rule (@rc-component/async-validator), so the login
 * form, which does not load antd Form, accepts exactly the addresses the register form accepts.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

/** The email check: the message when `value` is not a valid address, else null. */
export function emailError(value: string): string | null {
  return EMAIL_PATTERN.test(value) ? null : EMAIL_MESSAGE;
}

/** The login password check: at least 1 character (the length rule is for new passwords only). */
export function loginPasswordError(value: string): string | null {
  return value.length > 0 ? null : PASSWORD_REQUIRED_MESSAGE;
}

export const EMAIL_RULES: Rule[] = [{ required: true, whitespace: true, pattern: EMAIL_PATTERN, message: EMAIL_MESSAGE }];

export const NEW_PASSWORD_RULES: Rule[] = [
  { required: true, message: 'Password must be at least 6 characters' },
  { min: PASSWORD_MIN_LENGTH, message: 'Password must be at least 6 characters' },
];

export const requiredRule = (message: string): Rule[] => [{ required: true, message }];
