// Illinois One Day Rest in Seven Act (820 ILCS 140, as amended from 2023): the two flags a
// timesheet raises for a reviewer. Pure (no database, no clock), days in the server's time zone.
//
// - missed_meal_break: a work period of 7.5 hours or more needs a meal period of at least 20
//   minutes beginning within its first 5 hours; a period of 12 hours or more needs a second one,
//   beginning within its first 10 hours (the Act's example: 8 AM to 8 PM, the first meal before
//   1 PM and the second before 6 PM), so a second meal taken only at the end of a long day counts
//   for nothing.
//   A work period is a run of entries whose gaps off the clock are under 20 minutes (20 minutes or
//   more off the clock is itself a meal period, so it ends the period). A meal is a `meal` break.
// - no_day_of_rest: work on each of seven consecutive calendar days (a rolling window, across
//   workweeks) without 24 consecutive hours of rest inside it. The day completing the seven is flagged.
import type { BreakType } from '../breaks/break.entity';
import { isoDateOf } from '../common/calendar';

export const LABOR_FLAGS = ['missed_meal_break', 'no_day_of_rest'] as const;
export type LaborFlag = (typeof LABOR_FLAGS)[number];

interface WorkInterval {
  clockIn: Date;
  clockOut: Date | null;
}

interface MealCandidate {
  breakType: BreakType;
  startTime: Date;
  endTime: Date | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A meal period's least length, and the least time off the clock that ends a work period. */
export const MEAL_MINUTES = 20;
/** A work period this long needs a first meal, beginning within FIRST_MEAL_WITHIN. */
export const FIRST_MEAL_PERIOD = 7.5 * HOUR;
export const FIRST_MEAL_WITHIN = 5 * HOUR;
/** A work period this long needs a second meal, beginning within SECOND_MEAL_WITHIN. */
export const SECOND_MEAL_PERIOD = 12 * HOUR;
export const SECOND_MEAL_WITHIN = 10 * HOUR;
export const REST_DAYS = 7;
export const DAY_OF_REST = 24 * HOUR;

/** Local midnight starting `date` (YYYY-MM-DD). */
function localMidnight(date: string): number {
  return new Date(`${date}T00:00:00`).getTime();
}

function nextDate(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The local midnights of `count` days from `first`, then the one after them. Every person of a
 * timesheet page asks for the same week's, and the local-time conversions were most of a
 * person's CPU, so the last few answers are kept (the server's time zone is fixed for its life).
 */
const boundsCache = new Map<string, readonly number[]>();
function dayBounds(first: string, count: number): readonly number[] {
  const key = `${first}|${count}`;
  let bounds = boundsCache.get(key);
  if (!bounds) {
    bounds = Array.from({ length: count }, (_, k) => localMidnight(nextDate(first, k)));
    if (boundsCache.size >= 32) boundsCache.clear();
    boundsCache.set(key, bounds);
  }
  return bounds;
}

/** Closed entries in clock-in order, grouped into work periods [start, end]. */
function workPeriods(entries: readonly WorkInterval[]): Array<{ start: number; end: number }> {
  const closed = entries
    .filter((entry): entry is WorkInterval & { clockOut: Date } => entry.clockOut !== null)
    .map((entry) => ({ start: entry.clockIn.getTime(), end: entry.clockOut.getTime() }))
    .sort((a, b) => a.start - b.start);
  const periods: Array<{ start: number; end: number }> = [];
  for (const entry of closed) {
    const last = periods[periods.length - 1];
    if (last && entry.start - last.end < MEAL_MINUTES * MINUTE) last.end = Math.max(last.end, entry.end);
    else periods.push({ ...entry });
  }
  return periods;
}

/** The dates (of its start) of each work period missing a meal period the Act requires. */
export function missedMealDates(entries: readonly WorkInterval[], breaks: readonly MealCandidate[]): Set<string> {
  const dates = new Set<string>();
  for (const period of workPeriods(entries)) {
    const length = period.end - period.start;
    if (length < FIRST_MEAL_PERIOD) continue;
    // Meals of at least 20 minutes within the period (a running one ends with the period).
    const meals = breaks
      .filter((pause) => pause.breakType === 'meal')
      .map((pause) => ({ start: pause.startTime.getTime(), end: Math.min(pause.endTime?.getTime() ?? period.end, period.end) }))
      .filter((meal) => meal.start >= period.start && meal.start < period.end && meal.end - meal.start >= MEAL_MINUTES * MINUTE)
      .sort((a, b) => a.start - b.start);
    const firstInTime = meals.length > 0 && meals[0].start - period.start <= FIRST_MEAL_WITHIN;
    // The second is another meal after the first, also begun in time.
    const secondWhenLong = length < SECOND_MEAL_PERIOD || (meals.length >= 2 && meals[1].start - period.start <= SECOND_MEAL_WITHIN);
    if (!firstInTime || !secondWhenLong) dates.add(isoDateOf(new Date(period.start)));
  }
  return dates;
}

/**
 * The dates among `dates` (consecutive, in order) that complete seven consecutive days of work
 * without 24 consecutive hours of rest in them. `entries` must reach six days before the first of
 * `dates`. An open entry counts as work on the day it began (its end is not known yet).
 */
export function noDayOfRestDates(entries: readonly WorkInterval[], dates: readonly string[]): Set<string> {
  const flagged = new Set<string>();
  if (dates.length === 0) return flagged;
  // Local midnights from six days before the first date to the day after the last, computed once
  // (a local-time conversion is the costly part): day k spans [bounds[k], bounds[k + 1]).
  const bounds = dayBounds(nextDate(dates[0], -(REST_DAYS - 1)), REST_DAYS + dates.length);
  const intervals = entries
    .map((entry) => ({ start: entry.clockIn.getTime(), end: (entry.clockOut ?? entry.clockIn).getTime() }))
    .sort((a, b) => a.start - b.start);
  const worked = bounds
    .slice(0, -1)
    .map((dayStart, k) => intervals.some((interval) => interval.start < bounds[k + 1] && (interval.end > dayStart || interval.start >= dayStart)));
  dates.forEach((date, index) => {
    // The window of seven days ending `date`: days index .. index + 6.
    if (!worked.slice(index, index + REST_DAYS).every(Boolean)) return;
    const windowStart = bounds[index];
    const windowEnd = bounds[index + REST_DAYS];
    // The longest time off the clock inside the window, its edges included.
    let restedFrom = windowStart;
    let longestRest = 0;
    for (const interval of intervals) {
      if (interval.end < windowStart || interval.start >= windowEnd) continue;
      longestRest = Math.max(longestRest, interval.start - restedFrom);
      restedFrom = Math.max(restedFrom, interval.end);
    }
    longestRest = Math.max(longestRest, windowEnd - restedFrom);
    if (longestRest < DAY_OF_REST) flagged.add(date);
  });
  return flagged;
}

/** Each of `dates` with the Act's flags it carries. */
export function illinoisFlags(entries: readonly WorkInterval[], breaks: readonly MealCandidate[], dates: readonly string[]): Map<string, LaborFlag[]> {
  const missed = missedMealDates(entries, breaks);
  const noRest = noDayOfRestDates(entries, dates);
  return new Map(
    dates.map((date) => [date, [...(missed.has(date) ? (['missed_meal_break'] as const) : []), ...(noRest.has(date) ? (['no_day_of_rest'] as const) : [])]]),
  );
}
