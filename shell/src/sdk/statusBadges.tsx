// How a status reads everywhere (underscores to spaces, first letter capitalised) and
// the one colour per job-site status, so a site looks the same to admins, crews and clients.
import Tag from 'antd/es/tag';

import type { JobSiteStatus } from './types';

/** 'on_hold' -> 'On hold'. */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const JOB_SITE_STATUS_COLORS: Record<JobSiteStatus, string> = { active: 'green', completed: 'blue', on_hold: 'gold' };

export function JobSiteStatusBadge({ status }: { status: JobSiteStatus }) {
  return <Tag color={JOB_SITE_STATUS_COLORS[status]}>{statusLabel(status)}</Tag>;
}
