// Time Off Requests' stats and status badges.
import type { TimeOffRequest, TimeOffStatus } from 'shell/sdk';

export function timeOffStats(requests: readonly Pick<TimeOffRequest, 'status'>[]) {
  return {
    total: requests.length,
    pending: requests.filter((request) => request.status === 'pending').length,
    approved: requests.filter((request) => request.status === 'approved').length,
  };
}

export const STATUS_BADGES: Record<TimeOffStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'gold' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** The form's rule, mirrored from the server. Dates are 'YYYY-MM-DD', so text order is date order. */
export function endNotBeforeStart(startDate: string | undefined, endDate: string | undefined): boolean {
  return !startDate || !endDate || endDate >= startDate;
}
