// What the Schedule Worker dialog tells the admin before saving (the server decides; this mirrors).
import dayjs from 'dayjs';
import { formatDate, formatTime, type User } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import type { ScheduleCheck } from './schedulingApi';

export interface ScheduleWarning {
  kind: 'unavailable' | 'same-day' | 'time-off' | 'pending-time-off';
  /** 'time-off' is refused by the server; the others only warn. */
  severity: 'warning' | 'error';
  message: string;
}

export function scheduleWarnings(check: ScheduleCheck | undefined, worker: Pick<User, 'firstName' | 'lastName'> | undefined, date: string): ScheduleWarning[] {
  if (!check || !worker || !date) return [];
  const name = fullNameOf(worker);
  const warnings: ScheduleWarning[] = [];
  const rangeOf = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} to ${formatDate(endDate)}`;
  if (check.approvedTimeOff) {
    warnings.push({
      kind: 'time-off',
      severity: 'error',
      message: `${name} has approved time off (${rangeOf(check.approvedTimeOff)}). A shift on this date will be refused.`,
    });
  }
  if (check.pendingTimeOff) {
    warnings.push({
      kind: 'pending-time-off',
      severity: 'warning',
      message: `${name} has asked for time off on this date (${rangeOf(check.pendingTimeOff)}); it is not decided yet.`,
    });
  }
  if (check.availability && !check.availability.available) {
    const note = check.availability.notes ? ` Their note: “${check.availability.notes}”` : '';
    warnings.push({ kind: 'unavailable', severity: 'warning', message: `${name} marked ${dayjs(date).format('dddd')}s as unavailable.${note}` });
  }
  if (check.sameDayShifts.length > 0) {
    const shifts = check.sameDayShifts
      .map((shift) => `${shift.jobSite?.name ?? 'Job Site'} (meet ${formatTime(shift.meetTime)}, start ${formatTime(shift.startTime)})`)
      .join('; ');
    const count = check.sameDayShifts.length === 1 ? 'a shift' : `${check.sameDayShifts.length} shifts`;
    warnings.push({ kind: 'same-day', severity: 'warning', message: `${name} already has ${count} that day: ${shifts}.` });
  }
  return warnings;
}

/** Form rule mirrored from the server: the crew meets before (or when) work starts. */
export function meetNotAfterStart(meetTime: string | undefined, startTime: string | undefined): boolean {
  return !meetTime || !startTime || meetTime <= startTime;
}
