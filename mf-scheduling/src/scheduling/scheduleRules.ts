// What the Schedule Worker dialog tells the admin before saving (the server decides; this mirrors).
import dayjs from 'dayjs';
import { formatDate, formatTime, localeTag, type User } from 'shell/sdk';
import { fullNameOf } from 'shell/sdk/ui';

import { messages } from '../messages';

import type { ScheduleCheck } from './schedulingApi';

export interface ScheduleWarning {
  kind: 'unavailable' | 'same-day' | 'time-off' | 'pending-time-off' | 'overlap' | 'overtime' | 'no-day-of-rest';
  /** 'time-off' and 'overlap' are refused by the server; the others only warn. */
  severity: 'warning' | 'error';
  message: string;
}

export function scheduleWarnings(check: ScheduleCheck | undefined, worker: Pick<User, 'firstName' | 'lastName'> | undefined, date: string): ScheduleWarning[] {
  if (!check || !worker || !date) return [];
  const { t } = messages;
  const name = fullNameOf(worker);
  const warnings: ScheduleWarning[] = [];
  const rangeOf = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
    startDate === endDate ? formatDate(startDate) : t('scheduling.warnings.range', { start: formatDate(startDate), end: formatDate(endDate) });
  if (check.approvedTimeOff) {
    warnings.push({
      kind: 'time-off',
      severity: 'error',
      message: t('scheduling.warnings.approvedTimeOff', { name, range: rangeOf(check.approvedTimeOff) }),
    });
  }
  if (check.overlapping) {
    const { startTime, endTime } = check.overlapping;
    warnings.push({
      kind: 'overlap',
      severity: 'error',
      message: t('scheduling.warnings.overlap', { name, start: formatTime(startTime), end: formatTime(endTime), date: formatDate(check.overlapping.date) }),
    });
  }
  if (check.overtimeMinutes > 0) {
    warnings.push({
      kind: 'overtime',
      severity: 'warning',
      message: t('scheduling.warnings.overtime', { name, hours: hoursOf(check.weekMinutes), overtime: hoursOf(check.overtimeMinutes) }),
    });
  }
  if (check.noDayOfRest) {
    warnings.push({ kind: 'no-day-of-rest', severity: 'warning', message: t('scheduling.warnings.noDayOfRest', { name }) });
  }
  if (check.pendingTimeOff) {
    warnings.push({
      kind: 'pending-time-off',
      severity: 'warning',
      message: t('scheduling.warnings.pendingTimeOff', { name, range: rangeOf(check.pendingTimeOff) }),
    });
  }
  if (check.availability && !check.availability.available) {
    // The weekday in the language's own words and case ('Monday' / 'lunes'), from dayjs's locale.
    const weekday = dayjs(date).format('dddd');
    const note = check.availability.notes;
    warnings.push({
      kind: 'unavailable',
      severity: 'warning',
      message: note ? t('scheduling.warnings.unavailableWithNote', { name, weekday, note }) : t('scheduling.warnings.unavailable', { name, weekday }),
    });
  }
  if (check.sameDayShifts.length > 0) {
    const shifts = check.sameDayShifts
      .map((shift) =>
        t('scheduling.warnings.sameDayShift', {
          site: shift.jobSite?.name ?? t('common.jobSite'),
          meet: formatTime(shift.meetTime),
          start: formatTime(shift.startTime),
        }),
      )
      .join('; ');
    warnings.push({ kind: 'same-day', severity: 'warning', message: t('scheduling.warnings.sameDay', { name, count: check.sameDayShifts.length, shifts }) });
  }
  return warnings;
}

/** Minutes as hours in the reader's language ('42.5', '42,5'). */
export function hoursOf(minutes: number): string {
  return new Intl.NumberFormat(localeTag(), { maximumFractionDigits: 2 }).format(minutes / 60);
}

/** `HH:mm`, as the server takes a time of day. */
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Form rule mirrored from the server: the crew meets before (or when) work starts. */
export function meetNotAfterStart(meetTime: string | undefined, startTime: string | undefined): boolean {
  return !meetTime || !startTime || meetTime <= startTime;
}

/** The warnings the server answers with (it saves anyway): with any, Save asks the admin to confirm first. */
const CONFIRMED_KINDS: ReadonlyArray<ScheduleWarning['kind']> = ['unavailable', 'pending-time-off', 'overtime', 'no-day-of-rest'];

/** What the admin confirms before saving: the check's warnings, worded; none when the check has nothing to warn of. */
export function warningsToConfirm(check: ScheduleCheck | undefined, worker: Pick<User, 'firstName' | 'lastName'> | undefined, date: string): ScheduleWarning[] {
  if (!check || check.warnings.length === 0) return [];
  return scheduleWarnings(check, worker, date).filter((warning) => CONFIRMED_KINDS.includes(warning.kind));
}

/** The server's limit: a series' last shift at most 26 weeks after its first. */
export const REPEAT_WEEKS_MAX = 26;

/** Form rule mirrored from the server: a repeat ends on or after the shift's date and at most 26 weeks after it. */
export function repeatUntilProblem(date: string | undefined, until: string | undefined): 'beforeDate' | 'tooFar' | null {
  if (!date || !until) return null;
  if (until < date) return 'beforeDate';
  return until >
    dayjs(date)
      .add(REPEAT_WEEKS_MAX * 7, 'day')
      .format('YYYY-MM-DD')
    ? 'tooFar'
    : null;
}
