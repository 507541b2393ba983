import { RequiredText } from '../../common/validators';
import { msg } from '../../i18n/message';

/** GET /api/job-sites/geocode?address=... */
export class GeocodeDto {
  @RequiredText(msg('validation.jobSites.addressRequired'), 500, msg('validation.fields.address'))
  address: string;
}
