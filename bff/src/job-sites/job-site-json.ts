// The one JSON shape of a job site. Money as decimal strings; remainingBalance is derived here
// (total - paid), never stored and never taken from the browser.
import { subtractMoney } from '../common/money';
import type { JobSite, JobSiteStatus } from './job-site.entity';

export interface PersonNameJson {
  id: string;
  firstName: string;
  lastName: string;
}

export interface JobSiteJson {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  status: JobSiteStatus;
  foremanId: string | null;
  clientId: string | null;
  foreman: PersonNameJson | null;
  client: PersonNameJson | null;
  progressPercentage: number;
  estimatedCompletionDate: string | null;
  totalCost: string | null;
  paidAmount: string | null;
  remainingBalance: string | null;
  createdAt: Date;
}

function personName(user: { id: string; firstName: string; lastName: string } | null | undefined): PersonNameJson | null {
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName } : null;
}

/**
 * 'full' for admins and the site's client; 'crew' for foremen and workers, who see the site but
 * not its money (the same shape, with the cost fields null).
 */
export type JobSiteAudience = 'full' | 'crew';

export function toJobSiteJson(site: JobSite, audience: JobSiteAudience = 'full'): JobSiteJson {
  const money = audience === 'full';
  return {
    id: site.id,
    name: site.name,
    address: site.address,
    latitude: site.latitude,
    longitude: site.longitude,
    status: site.status,
    foremanId: site.foremanId,
    clientId: site.clientId,
    foreman: personName(site.foreman),
    client: personName(site.client),
    progressPercentage: site.progressPercentage,
    estimatedCompletionDate: site.estimatedCompletionDate,
    totalCost: money ? site.totalCost : null,
    paidAmount: money ? site.paidAmount : null,
    remainingBalance: !money || site.totalCost === null ? null : subtractMoney(site.totalCost, site.paidAmount ?? '0.00'),
    createdAt: site.createdAt,
  };
}
