import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { RequiredText } from '../../common/validators';
import type { JobSiteStatus } from '../job-site.entity';
import { Coordinate, ForemanId, SiteStatus, WhenPresent } from './job-site-fields';

const PROGRESS_MESSAGE = 'Progress must be a whole number from 0 to 100';

/** An admin's edit of a site: every field optional, at least one present (checked by the service). */
export class UpdateJobSiteDto {
  @WhenPresent()
  @RequiredText('Name is required', 200, 'Name')
  name?: string;

  @WhenPresent()
  @RequiredText('Address is required', 500, 'Address')
  address?: string;

  @ForemanId()
  foremanId?: string | null;

  @SiteStatus()
  status?: JobSiteStatus;

  @Coordinate('Latitude', 90)
  latitude?: number | null;

  @Coordinate('Longitude', 180)
  longitude?: number | null;

  @applyDecorators(WhenPresent(), IsInt({ message: PROGRESS_MESSAGE }), Min(0, { message: PROGRESS_MESSAGE }), Max(100, { message: PROGRESS_MESSAGE }))
  progressPercentage?: number;

  @WhenPresent(true)
  @IsCalendarDate({ message: 'Estimated completion date must be a date written YYYY-MM-DD' })
  estimatedCompletionDate?: string | null;
}
