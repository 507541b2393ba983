// When a person acted, for a write a phone queued while it had no signal and sent later: the
// device's clock, trusted within limits the server checks, so a queued punch records the time the
// person punched and not the time the signal came back.
import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ValidateBy, ValidateIf } from 'class-validator';
import { msg } from '../i18n/message';

/** A date and time with its offset ('2026-03-02T07:00:00-06:00' or '...Z'), a real instant. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isInstant(value: unknown): boolean {
  return typeof value === 'string' && INSTANT_PATTERN.test(value) && !Number.isNaN(new Date(value).getTime());
}

/** A phone's clock may run this far ahead of the server's: such a time counts as now. */
export const CLOCK_DRIFT_MS = 2 * 60 * 1000;
/** A write queued longer than this is refused: a day-old punch is for an admin's correction, with a reason. */
export const OCCURRED_AT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** `occurredAt`, optional: an instant with its offset (the 400 for its shape; its limits are `occurredAtOf`'s). */
export function OccurredAt(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_body, value) => value !== undefined),
    ValidateBy({ name: 'isInstant', validator: { validate: isInstant } }, { message: msg('validation.common.occurredAt') }),
  );
}

/**
 * The time to record for a write sent later (`occurredAt`), or null for one recorded at the
 * server's clock, as always: sent without it, or with a time within CLOCK_DRIFT_MS of the server's
 * clock (the phone stamps every punch, and one sent as it was made is not "sent later"; nothing is
 * ever recorded in the future). Refused (400): more than CLOCK_DRIFT_MS ahead, or more than
 * OCCURRED_AT_MAX_AGE_MS old.
 */
export function occurredAtOf(occurredAt: string | undefined, now = Date.now()): Date | null {
  if (occurredAt === undefined) return null;
  const at = new Date(occurredAt).getTime();
  if (at > now + CLOCK_DRIFT_MS) throw new BadRequestException(msg('validation.common.occurredAtInFuture'));
  if (at < now - OCCURRED_AT_MAX_AGE_MS) throw new BadRequestException(msg('validation.common.occurredAtTooOld'));
  return at < now - CLOCK_DRIFT_MS ? new Date(at) : null;
}
