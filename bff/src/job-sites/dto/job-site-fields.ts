// The validators of a job site's fields, shared by the create and edit DTOs.
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsNumber, IsUUID, Max, Min, ValidateIf } from 'class-validator';
import { JOB_SITE_STATUSES } from '../job-site.entity';
import { msg } from '../../i18n/message';

export const STATUS_MESSAGE = msg('validation.jobSites.status');
export const FOREMAN_MESSAGE = msg('validation.jobSites.foreman');

/** Validates when the field is present (not undefined); `nullable` also lets null through. */
export function WhenPresent(nullable = false): PropertyDecorator {
  return ValidateIf((_body, value) => value !== undefined && !(nullable && value === null));
}

export function SiteStatus(): PropertyDecorator {
  return applyDecorators(WhenPresent(), IsIn(JOB_SITE_STATUSES, { message: STATUS_MESSAGE }));
}

/** A foreman's id, or null for none. */
export function ForemanId(): PropertyDecorator {
  return applyDecorators(WhenPresent(true), IsUUID('all', { message: FOREMAN_MESSAGE }));
}

/** Degrees as a JSON number within ±limit (null clears it). */
export function Coordinate(label: 'Latitude' | 'Longitude', limit: 90 | 180): PropertyDecorator {
  const message = label === 'Latitude' ? msg('validation.common.latitude') : msg('validation.common.longitude');
  return applyDecorators(
    WhenPresent(true),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 6 }, { message }),
    Min(-limit, { message }),
    Max(limit, { message }),
  );
}

export const GEOFENCE_RADIUS_MIN = 50;
export const GEOFENCE_RADIUS_MAX = 5000;

/** The time clock's radius around the site, whole meters 50..5000 (the database checks it too). */
export function GeofenceRadius(): PropertyDecorator {
  const message = msg('validation.jobSites.geofenceRadius');
  return applyDecorators(WhenPresent(), IsInt({ message }), Min(GEOFENCE_RADIUS_MIN, { message }), Max(GEOFENCE_RADIUS_MAX, { message }));
}
