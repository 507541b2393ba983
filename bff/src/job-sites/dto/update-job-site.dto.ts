import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { RequiredText } from '../../common/validators';
import type { JobSiteStatus } from '../job-site.entity';
import { Coordinate, ForemanId, GeofenceRadius, SiteStatus, WhenPresent } from './job-site-fields';
import { msg } from '../../i18n/message';

const PROGRESS_MESSAGE = msg('validation.jobSites.progress');

/** An admin's edit of a site: every field optional, at least one present (checked by the service). */
export class UpdateJobSiteDto {
  @WhenPresent()
  @RequiredText(msg('validation.jobSites.nameRequired'), 200, msg('validation.fields.name'))
  name?: string;

  @WhenPresent()
  @RequiredText(msg('validation.jobSites.addressRequired'), 500, msg('validation.fields.address'))
  address?: string;

  @ForemanId()
  foremanId?: string | null;

  @SiteStatus()
  status?: JobSiteStatus;

  @Coordinate('Latitude', 90)
  latitude?: number | null;

  @Coordinate('Longitude', 180)
  longitude?: number | null;

  /** Meters around the coordinates a punch still counts as at the site; 300 when not given. */
  @GeofenceRadius()
  geofenceRadiusMeters?: number;

  @applyDecorators(WhenPresent(), IsInt({ message: PROGRESS_MESSAGE }), Min(0, { message: PROGRESS_MESSAGE }), Max(100, { message: PROGRESS_MESSAGE }))
  progressPercentage?: number;

  @WhenPresent(true)
  @IsCalendarDate({ message: msg('validation.jobSites.estimatedCompletionDate') })
  estimatedCompletionDate?: string | null;
}
