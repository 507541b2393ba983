// Input pipes: the global validation pipe with readable messages, and a readable uuid pipe.
import { ArgumentMetadata, BadRequestException, Injectable, PipeTransform, ValidationError, ValidationPipe } from '@nestjs/common';
import { type MessageKey, msg } from '../i18n/message';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function flatten(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const messages = Object.entries(constraints).map(([name, message]) =>
      name === 'whitelistValidation' ? msg('validation.common.unexpectedField', { field }) : message,
    );
    if (messages.length) details[field] = messages;
    if (error.children?.length) Object.assign(details, flatten(error.children, field));
  }
  return details;
}

/** The key of the message for a field no DTO declares (its messages are msg() strings like every other). */
const UNEXPECTED_FIELD_KEY: MessageKey = 'validation.common.unexpectedField';

@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => {
        const details = flatten(errors);
        // The spec's field messages first; an unexpected extra field is reported after them.
        const messages = Object.values(details).flat();
        const first = messages.find((m) => !m.startsWith(UNEXPECTED_FIELD_KEY)) ?? messages[0] ?? msg('validation.common.invalidInput');
        return new BadRequestException({ message: first, details });
      },
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0 && value.constructor !== Object)
      ) {
        value = {};
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new BadRequestException(msg('errors.common.bodyNotObject'));
      }
      if (nestingDepth(value, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
        throw new BadRequestException(msg('errors.common.bodyTooDeep'));
      }
      // A lone UTF-16 surrogate (JSON allows the \ud800 escape) makes validator.js' encodeURI throw
      // (a 500 found by the fuzz run), and is no text a person typed: refuse it before validation.
      if (hasIllFormedText(value)) {
        throw new BadRequestException(msg('errors.common.bodyNotUnicode'));
      }
    }
    return super.transform(value, metadata);
  }
}

/** No endpoint takes bodies deeper than this; deeper ones would only exhaust the validator's stack. */
export const MAX_BODY_DEPTH = 8;

/** In `u` mode a valid surrogate pair is one code point, so only a lone half matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True when a key or string anywhere in `value` (already depth-limited) is not well-formed UTF-16. */
function hasIllFormedText(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value as Record<string, unknown>).some(([key, child]) => LONE_SURROGATE.test(key) || hasIllFormedText(child));
}

/** Depth of nested objects/arrays, counting stops once past `limit` (so it stays cheap). */
function nestingDepth(value: unknown, limit: number, depth = 0): number {
  if (typeof value !== 'object' || value === null) return depth;
  if (depth > limit) return depth;
  let deepest = depth + 1;
  for (const child of Object.values(value as Record<string, unknown>)) {
    deepest = Math.max(deepest, nestingDepth(child, limit, depth + 1));
    if (deepest > limit) break;
  }
  return deepest;
}

/** A path id must be a uuid before it reaches the database (else PostgreSQL would raise). */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) {
      throw new BadRequestException(msg('errors.common.pathIdNotUuid'));
    }
    return value.toLowerCase();
  }
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
