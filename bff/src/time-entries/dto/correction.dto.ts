import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsString, IsUUID, Length, ValidateBy, ValidateIf } from 'class-validator';
import { isInstant } from '../../common/occurred-at';
import { msg } from '../../i18n/message';

/** A correction's reason: required, trimmed, 1 to REASON_MAX characters (it goes to the person and the trail). */
export const REASON_MAX = 500;
const REASON = msg('validation.timeEntries.reason', { max: REASON_MAX });
const INSTANT = msg('validation.timeEntries.instant');
const present = ValidateIf((_body, value) => value !== undefined);

function Instant(): PropertyDecorator {
  return applyDecorators(ValidateBy({ name: 'isInstant', validator: { validate: isInstant } }, { message: INSTANT }));
}

function Reason(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsDefined({ message: REASON }),
    IsString({ message: REASON }),
    Length(1, REASON_MAX, { message: REASON }),
  );
}

/** PATCH /api/time-entries/{id}: an admin's correction; at least one of the times or the site, and why. */
export class CorrectTimeEntryDto {
  @present
  @Instant()
  clockIn?: string;

  @present
  @Instant()
  clockOut?: string;

  /** Another job site, or null for none. */
  @ValidateIf((_body, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: msg('validation.timeEntries.jobSiteIdOrNull') })
  jobSiteId?: string | null;

  @Reason()
  reason: string;
}

/** POST /api/time-entries: an admin adds a worked period someone forgot to punch, and why. */
export class CreateTimeEntryDto {
  @IsDefined({ message: msg('validation.timeEntries.person') })
  @IsUUID('all', { message: msg('validation.timeEntries.person') })
  userId: string;

  @present
  @IsUUID('all', { message: msg('validation.timeEntries.jobSiteIdOrNull') })
  jobSiteId?: string;

  @IsDefined({ message: INSTANT })
  @Instant()
  clockIn: string;

  @IsDefined({ message: INSTANT })
  @Instant()
  clockOut: string;

  @Reason()
  reason: string;
}
