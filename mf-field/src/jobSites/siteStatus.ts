// Spec 2.18's badge text rule (underscores to spaces, first letter capitalised) and its colours.
import type { JobSiteStatus } from 'shell/sdk';

export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const STATUS_COLORS: Record<JobSiteStatus, string> = { active: 'green', completed: 'blue', on_hold: 'gold' };

export const STATUS_OPTIONS = (['active', 'on_hold', 'completed'] as const).map((value) => ({ value, label: statusLabel(value) }));

export function fullName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  return person ? `${person.firstName} ${person.lastName}` : null;
}
