import { RequiredText } from '../../common/validators';
import type { JobSiteStatus } from '../job-site.entity';
import { Coordinate, ForemanId, SiteStatus } from './job-site-fields';

export class CreateJobSiteDto {
  @RequiredText('Name is required', 200, 'Name')
  name: string;

  @RequiredText('Address is required', 500, 'Address')
  address: string;

  @ForemanId()
  foremanId?: string | null;

  @SiteStatus()
  status?: JobSiteStatus;

  @Coordinate('Latitude', 90)
  latitude?: number | null;

  @Coordinate('Longitude', 180)
  longitude?: number | null;
}
