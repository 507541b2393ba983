import { IsDefined, IsNumber, IsUUID, Max, Min, ValidateIf } from 'class-validator';

const present = ValidateIf((_body, value) => value !== undefined);
const LATITUDE = 'Latitude must be a number from -90 to 90';
const LONGITUDE = 'Longitude must be a number from -180 to 180';
const ACCURACY = 'Accuracy must be a number of meters from 0 to 100000';
const PERSON = 'userId must be the id of a person';

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
  @IsDefined({ message: 'Latitude and longitude go together' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LATITUDE })
  @Min(-90, { message: LATITUDE })
  @Max(90, { message: LATITUDE })
  latitude?: number;

  @ValidateIf((body: PunchDto) => body.latitude !== undefined || body.longitude !== undefined)
  @IsDefined({ message: 'Latitude and longitude go together' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LONGITUDE })
  @Min(-180, { message: LONGITUDE })
  @Max(180, { message: LONGITUDE })
  longitude?: number;

  @present
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: ACCURACY })
  @Min(0, { message: ACCURACY })
  @Max(100_000, { message: ACCURACY })
  accuracy?: number;
}

/** Clock In: a punch, and the site worked at (left out: the person's scheduled site today, if any). */
export class ClockInDto extends PunchDto {
  @present
  @IsUUID('all', { message: 'jobSiteId must be the id of an active job site' })
  jobSiteId?: string;
}

/** Clock Out: a punch; the site is the open entry's. */
export class ClockOutDto extends PunchDto {}
