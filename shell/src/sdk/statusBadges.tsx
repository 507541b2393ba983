// How a status reads everywhere (underscores to spaces, first letter capitalised) and
// the one colour per job-site status, so a site looks the same to admins, crews and clients.
// Plain markup (the sdk's Tag): a client's first screen shows it.
import { Tag, type TagColor } from './Tag';
import type { JobSiteStatus } from './types';

/** 'on_hold' -> 'On hold'. */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const JOB_SITE_STATUS_COLORS: Record<JobSiteStatus, TagColor> = { active: 'green', completed: 'blue', on_hold: 'gold' };

export function JobSiteStatusBadge({ status }: { status: JobSiteStatus }) {
  return <Tag color={JOB_SITE_STATUS_COLORS[status]}>{statusLabel(status)}</Tag>;
}
