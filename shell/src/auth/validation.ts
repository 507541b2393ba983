// Spec 5's client-side rules with its exact messages.
import type { Rule } from 'antd/es/form';

export const PASSWORD_MIN_LENGTH = 6;
export const PIN_LENGTH = 4;

export const EMAIL_RULES: Rule[] = [{ required: true, type: 'email', whitespace: true, message: 'Please enter a valid email address' }];

export const NEW_PASSWORD_RULES: Rule[] = [
  { required: true, message: 'Password must be at least 6 characters' },
  { min: PASSWORD_MIN_LENGTH, message: 'Password must be at least 6 characters' },
];

export const requiredRule = (message: string): Rule[] => [{ required: true, message }];
