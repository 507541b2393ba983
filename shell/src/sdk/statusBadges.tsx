// How a status reads everywhere, in the reader's language, and the one colour per job-site status,
// so a site looks the same to admins, crews and clients. Plain markup (the sdk's Tag): a client's
// first screen shows it.
import { i18n } from './i18n';
import { type SdkMessageKey, sdkMessages } from './messages';
import { Tag, type TagColor } from './Tag';
import type { JobSiteStatus } from './types';

/**
 * A status as people read it, in the current language: 'on_hold' -> 'On hold' ('En pausa'). The
 * API's statuses are in the sdk's catalog (`status.*`); one it does not know yet reads as its
 * words (underscores to spaces, first letter capitalised).
 */
export function statusLabel(status: string): string {
  if (i18n.exists(`status.${status}`, { ns: 'sdk' })) return sdkMessages.t(`status.${status}` as SdkMessageKey);
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const JOB_SITE_STATUS_COLORS: Record<JobSiteStatus, TagColor> = { active: 'green', completed: 'blue', on_hold: 'gold' };

export function JobSiteStatusBadge({ status }: { status: JobSiteStatus }) {
  // Re-rendered when the language changes.
  sdkMessages.useT();
  return <Tag color={JOB_SITE_STATUS_COLORS[status]}>{statusLabel(status)}</Tag>;
}
