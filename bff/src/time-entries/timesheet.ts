// A person's workweek as a timesheet: worked, unpaid-break, regular and overtime minutes per day
// and for the week. Pure (no database, no clock): the endpoints read the entries and breaks and
// hand them here.
//
// - The workweek is seven calendar days from `weekStartsOn` (0 = Sunday), in the server's time
//   zone (TZ), as every "today" of the app.
// - Worked time of an entry = clock-out minus clock-in minus the unpaid breaks within it. A
//   `meal` break is unpaid; a `break` (rest, under 20 minutes) is paid (29 CFR 785.18-19), so it
//   is not subtracted. Whole minutes, rounded down, per entry.
// - An entry crossing midnight counts on the day it began. An open entry counts nothing yet.
// - Overtime comes from one OvertimeRule (overtime.ts), the weekly 40 hours unless told otherwise.
// - Each day carries the Illinois One Day Rest in Seven flags (illinois-rest.ts); the day of rest
//   looks six days back, so the entries handed in should reach that far.
import type { BreakType } from '../breaks/break.entity';
import { isoDateOf, weekdayOf } from '../common/calendar';
import { illinoisFlags, type LaborFlag } from './illinois-rest';
import { type OvertimeRule, weeklyOvertime } from './overtime';

export interface TimesheetEntry {
  clockIn: Date;
  clockOut: Date | null;
}

export interface TimesheetBreak {
  breakType: BreakType;
  startTime: Date;
  /** A running break counts up to its entry's clock-out. */
  endTime: Date | null;
}

export interface TimesheetMinutes {
  workedMinutes: number;
  unpaidBreakMinutes: number;
  regularMinutes: number;
  overtimeMinutes: number;
}

export interface TimesheetDay extends TimesheetMinutes {
  date: string;
  flags: LaborFlag[];
}

export interface TimesheetWeek {
  weekStart: string;
  weekEnd: string;
  days: TimesheetDay[];
  totals: TimesheetMinutes;
}

const MINUTE_MS = 60_000;

/** The calendar date `days` after `date` (YYYY-MM-DD), by calendar arithmetic (no time zone, no DST). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first and last date of the workweek holding `date` (YYYY-MM-DD), weeks starting on `weekStartsOn`. */
export function workweekOf(date: string, weekStartsOn = 0): { weekStart: string; weekEnd: string } {
  const weekStart = addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/** The seven dates from `weekStart`; kept for the last few weeks asked (a page asks for one week per person). */
const weekDatesCache = new Map<string, readonly string[]>();
function weekDates(weekStart: string): readonly string[] {
  let dates = weekDatesCache.get(weekStart);
  if (!dates) {
    dates = Array.from({ length: 7 }, (_, offset) => addDays(weekStart, offset));
    if (weekDatesCache.size >= 32) weekDatesCache.clear();
    weekDatesCache.set(weekStart, dates);
  }
  return dates;
}

/** Milliseconds two intervals share. */
function overlapMs(startA: number, endA: number, startB: number, endB: number): number {
  return Math.max(0, Math.min(endA, endB) - Math.max(startA, startB));
}

/** One closed entry's worked and unpaid-break minutes. */
function entryMinutes(entry: TimesheetEntry & { clockOut: Date }, breaks: readonly TimesheetBreak[]): { worked: number; unpaid: number } {
  const start = entry.clockIn.getTime();
  const end = entry.clockOut.getTime();
  const unpaidMs = breaks
    .filter((pause) => pause.breakType === 'meal')
    .reduce((sum, pause) => sum + overlapMs(start, end, pause.startTime.getTime(), (pause.endTime ?? entry.clockOut).getTime()), 0);
  const unpaid = Math.floor(unpaidMs / MINUTE_MS);
  return { worked: Math.floor((end - start - unpaidMs) / MINUTE_MS), unpaid };
}

/**
 * The timesheet of the workweek holding `date`, from the person's entries and breaks (any may lie
 * outside the week: those that began outside it count only toward the day of rest).
 */
export function timesheetWeek(
  date: string,
  entries: readonly TimesheetEntry[],
  breaks: readonly TimesheetBreak[],
  options: { weekStartsOn?: number; overtime?: OvertimeRule } = {},
): TimesheetWeek {
  const { weekStart, weekEnd } = workweekOf(date, options.weekStartsOn ?? 0);
  const dates = weekDates(weekStart);
  const perDay = new Map(dates.map((day) => [day, { worked: 0, unpaid: 0 }]));
  for (const entry of entries) {
    if (entry.clockOut === null) continue;
    const day = perDay.get(isoDateOf(entry.clockIn));
    if (!day) continue;
    const { worked, unpaid } = entryMinutes({ ...entry, clockOut: entry.clockOut }, breaks);
    day.worked += worked;
    day.unpaid += unpaid;
  }
  const worked = dates.map((day) => ({ date: day, workedMinutes: perDay.get(day)!.worked }));
  const split = (options.overtime ?? weeklyOvertime)(worked);
  const flags = illinoisFlags(entries, breaks, dates);
  const days = dates.map((day, index) => ({
    date: day,
    workedMinutes: worked[index].workedMinutes,
    unpaidBreakMinutes: perDay.get(day)!.unpaid,
    regularMinutes: split[index].regularMinutes,
    overtimeMinutes: split[index].overtimeMinutes,
    flags: flags.get(day) ?? [],
  }));
  const totals = days.reduce(
    (sum, day) => ({
      workedMinutes: sum.workedMinutes + day.workedMinutes,
      unpaidBreakMinutes: sum.unpaidBreakMinutes + day.unpaidBreakMinutes,
      regularMinutes: sum.regularMinutes + day.regularMinutes,
      overtimeMinutes: sum.overtimeMinutes + day.overtimeMinutes,
    }),
    { workedMinutes: 0, unpaidBreakMinutes: 0, regularMinutes: 0, overtimeMinutes: 0 },
  );
  return { weekStart, weekEnd, days, totals };
}
