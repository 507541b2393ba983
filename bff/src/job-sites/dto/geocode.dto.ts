import { RequiredText } from '../../common/validators';

/** GET /api/job-sites/geocode?address=... */
export class GeocodeDto {
  @RequiredText('Address is required', 500, 'Address')
  address: string;
}
