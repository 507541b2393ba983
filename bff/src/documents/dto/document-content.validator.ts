// `content` depends on the category: HR documents carry HTML text, financial documents a JSON object.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, ValidationArguments } from 'class-validator';
import { msg } from '../../i18n/message';

export const MAX_HTML_LENGTH = 60_000;

export const CONTENT_MESSAGES = {
  html: msg('validation.documents.contentNotHtml'),
  htmlTooLong: msg('validation.documents.contentTooLong', { max: MAX_HTML_LENGTH }),
  json: msg('validation.documents.contentNotObject'),
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problem(value: unknown, category: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (category === 'hr') {
    if (typeof value !== 'string') return CONTENT_MESSAGES.html;
    if (value.length > MAX_HTML_LENGTH) return CONTENT_MESSAGES.htmlTooLong;
    return null;
  }
  if (category === 'financial') return isPlainObject(value) ? null : CONTENT_MESSAGES.json;
  return null; // the category's own message is reported instead
}

/**
 * Validates `content` against the `category` of the same body (PATCH bodies are always HR), and
 * documents it as text or an object (`oneOf`: the Swagger plugin cannot read the union type).
 */
export function DocumentContent(fixedCategory?: 'hr'): PropertyDecorator {
  const categoryOf = (args: ValidationArguments) => fixedCategory ?? (args.object as { category?: unknown }).category;
  const html = { type: 'string', maxLength: MAX_HTML_LENGTH } as const;
  return applyDecorators(
    ValidateBy({
      name: 'documentContent',
      validator: {
        validate: (value, args) => problem(value, categoryOf(args as ValidationArguments)) === null,
        defaultMessage: (args) => problem(args?.value, categoryOf(args as ValidationArguments)) ?? CONTENT_MESSAGES.json,
      },
    }),
    fixedCategory
      ? ApiPropertyOptional(html)
      : ApiPropertyOptional({
          nullable: true,
          description: 'HR: HTML text; financial: a JSON object.',
          oneOf: [html, { type: 'object', additionalProperties: true }],
        }),
  );
}

export function IsJsonObject(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isJsonObject', validator: { validate: (value) => isPlainObject(value), defaultMessage: () => message } });
}
