// Time Off Requests' stats, status badges and dates.
import { formatDate, type TimeOffRequest, type TimeOffStatus } from 'shell/sdk';

import { messages } from '../messages';

export function timeOffStats(requests: readonly Pick<TimeOffRequest, 'status'>[]) {
  return {
    total: requests.length,
    pending: requests.filter((request) => request.status === 'pending').length,
    approved: requests.filter((request) => request.status === 'approved').length,
  };
}

/** Each status's badge colour; its text is `timeOff.status.<status>` in the catalog. */
export const STATUS_COLORS: Record<TimeOffStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** A request's dates: one day, or a range as the current language writes it (called while rendering). */
export function timeOffRange({ startDate, endDate }: Pick<TimeOffRequest, 'startDate' | 'endDate'>): string {
  return startDate === endDate ? formatDate(startDate) : messages.t('common.dateRange', { start: formatDate(startDate), end: formatDate(endDate) });
}

/** The form's rule, mirrored from the server. Dates are 'YYYY-MM-DD', so text order is date order. */
export function endNotBeforeStart(startDate: string | undefined, endDate: string | undefined): boolean {
  return !startDate || !endDate || endDate >= startDate;
}
