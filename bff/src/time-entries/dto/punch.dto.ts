import { IsDefined, IsNumber, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { OccurredAt } from '../../common/occurred-at';
import { msg } from '../../i18n/message';

const present = ValidateIf((_body, value) => value !== undefined);
const LATITUDE = msg('validation.common.latitude');
const LONGITUDE = msg('validation.common.longitude');
const ACCURACY = msg('validation.timeEntries.accuracy');
const PERSON = msg('validation.timeEntries.person');

/**
 * Where the browser says the punch was: latitude and longitude together or not at all (a refused
 * location prompt sends neither, and the punch is still recorded); accuracy in meters, optional.
 */
export class PunchDto {
  /** Someone else's punch (a foreman's crew, or anyone for an admin); left out, the caller's own. */
  @present
  @IsUUID('all', { message: PERSON })
  userId?: string;

  @ValidateIf((body: PunchDto) => body.latitude !== undefined || body.longitude !== undefined)
  @IsDefined({ message: msg('validation.timeEntries.latitudeLongitudeTogether') })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LATITUDE })
  @Min(-90, { message: LATITUDE })
  @Max(90, { message: LATITUDE })
  latitude?: number;

  @ValidateIf((body: PunchDto) => body.latitude !== undefined || body.longitude !== undefined)
  @IsDefined({ message: msg('validation.timeEntries.latitudeLongitudeTogether') })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LONGITUDE })
  @Min(-180, { message: LONGITUDE })
  @Max(180, { message: LONGITUDE })
  longitude?: number;

  @present
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: ACCURACY })
  @Min(0, { message: ACCURACY })
  @Max(100_000, { message: ACCURACY })
  accuracy?: number;

  /**
   * When the person punched, for a punch queued on the device while offline and sent later: the
   * time recorded instead of the server's now, flagged as sent later. At most 2 minutes ahead of
   * the server's clock and 24 hours old.
   */
  @OccurredAt()
  occurredAt?: string;
}

/** Clock In: a punch, and the site worked at (left out: the person's scheduled site today, if any). */
export class ClockInDto extends PunchDto {
  @present
  @IsUUID('all', { message: msg('validation.timeEntries.jobSiteId') })
  jobSiteId?: string;
}

/** Clock Out: a punch; the site is the open entry's. */
export class ClockOutDto extends PunchDto {}
