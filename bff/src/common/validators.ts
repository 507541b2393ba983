// Combined validators so each DTO field carries one decorator and the spec's message.
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { msg } from '../i18n/message';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required, trimmed text of 1..max characters; `message` and `label` (the field's name, for 'too long') are msg() strings. */
export function RequiredText(message: string, max: number, label: string): PropertyDecorator {
  return applyDecorators(
    trim,
    IsString({ message }),
    Length(1, max, {
      message: (args) =>
        typeof args.value === 'string' && args.value.length > max ? msg('validation.common.tooLong', { label: { $t: label }, max }) : message,
    }),
  );
}

export const EMAIL_MESSAGE = msg('validation.common.email');

export function EmailAddress(): PropertyDecorator {
  return applyDecorators(trim, IsString({ message: EMAIL_MESSAGE }), MaxLength(254, { message: EMAIL_MESSAGE }), IsEmail({}, { message: EMAIL_MESSAGE }));
}

export const PASSWORD_MESSAGE = msg('validation.common.password');

/** A new password: 6..200 characters (not trimmed: spaces are allowed in passwords). */
export function NewPassword(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: PASSWORD_MESSAGE }),
    MinLength(6, { message: PASSWORD_MESSAGE }),
    MaxLength(200, { message: msg('validation.common.passwordTooLong') }),
  );
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A field the spec's client sends that the server decides itself (who created a record, when a
 * break started): accepted whatever its value, so that payload passes, and never read.
 */
export const IgnoredField = (): PropertyDecorator => IsOptional();
