// The status choices of the job-site dialogs, in the order a site moves through them.
import type { JobSiteStatus } from 'shell/sdk';

import type { Translate } from '../messages';

export const SITE_STATUSES: readonly JobSiteStatus[] = ['active', 'on_hold', 'completed'];

export function statusOptions(t: Translate) {
  return SITE_STATUSES.map((value) => ({ value, label: t(`jobSites.status.${value}`) }));
}
