import { RequiredText } from '../../common/validators';
import type { JobSiteStatus } from '../job-site.entity';
import { Coordinate, ForemanId, GeofenceRadius, SiteStatus } from './job-site-fields';
import { msg } from '../../i18n/message';

export class CreateJobSiteDto {
  @RequiredText(msg('validation.jobSites.nameRequired'), 200, msg('validation.fields.name'))
  name: string;

  @RequiredText(msg('validation.jobSites.addressRequired'), 500, msg('validation.fields.address'))
  address: string;

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
}
