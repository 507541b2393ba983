// What the admin's job-site pickers (Schedule Worker, Create Invoice) search: the server's lean,
// bounded list, shown as the site's name with its address below (two sites may share a name).
import type { JobSiteOption } from '../types';
import type { RemoteSearchOption } from './RemoteSearchSelect';

/** For `RemoteSearchSelect`'s `path`; reads `search`, `limit` (max 50) and an optional `clientId`. */
export const JOB_SITE_OPTIONS_PATH = '/job-sites/options';

export const jobSiteOptionOf = (site: JobSiteOption): RemoteSearchOption => ({ value: site.id, label: site.name, description: site.address });
