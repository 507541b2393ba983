// A shift's times of day ('HH:mm', or 'HH:mm:ss' as PostgreSQL answers a time): its length, its
// default end and its hours as instants. An end at or before the start is on the next day (a
// night shift), the rule the `period` column of schedules computes in the database too.
import { addDays } from '../time-entries/timesheet';

const MINUTES_PER_DAY = 24 * 60;

/** A shift's length when its end is left out. */
export const DEFAULT_SHIFT_MINUTES = 8 * 60;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight of 'HH:mm' or 'HH:mm:ss'. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A shift's length in minutes: an end at or before the start is on the next day. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const minutes = minutesOfDay(endTime) - minutesOfDay(startTime);
  return minutes > 0 ? minutes : minutes + MINUTES_PER_DAY;
}

/** 'HH:mm' `minutes` after `time`, around the clock. */
export function timeAfter(time: string, minutes: number): string {
  const total = (((minutesOfDay(time) + minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The end a shift gets: the one given, else DEFAULT_SHIFT_MINUTES after its start. */
export function endOrDefault(startTime: string, endTime: string | undefined): string {
  return endTime ?? timeAfter(startTime, DEFAULT_SHIFT_MINUTES);
}

/**
 * A shift's hours as local timestamps ('YYYY-MM-DD HH:mm'), the bounds of the `period` column's
 * tsrange: from the start on its date to the end, on the next day when at or before the start.
 */
export function shiftPeriod(shift: { date: string; startTime: string; endTime: string }): { start: string; end: string } {
  const endDate = minutesOfDay(shift.endTime) <= minutesOfDay(shift.startTime) ? addDays(shift.date, 1) : shift.date;
  return { start: `${shift.date} ${shift.startTime.slice(0, 5)}`, end: `${endDate} ${shift.endTime.slice(0, 5)}` };
}

/**
 * Shifts grouped by worker, each worker's in time order (date, then start when known): the shape
 * of the one notification per worker that publishing or deleting many shifts sends.
 */
export function byWorker<T extends { workerId: string; date: string; startTime?: string }>(shifts: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const shift of shifts) grouped.set(shift.workerId, [...(grouped.get(shift.workerId) ?? []), shift]);
  for (const list of grouped.values()) list.sort((a, b) => a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''));
  return grouped;
}
