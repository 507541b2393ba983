// Overtime rules: how a week's worked minutes, day by day, split into regular and overtime.
// One rule per jurisdiction, each a pure function over the week's days in order, so a daily rule
// (California's over 8 hours a day) can be added beside the federal one without touching the
// timesheet arithmetic.

export interface WorkedDay {
  date: string;
  workedMinutes: number;
}

export interface SplitDay {
  regularMinutes: number;
  overtimeMinutes: number;
}

/** Splits each day of one workweek (in order) into regular and overtime minutes. */
export type OvertimeRule = (days: readonly WorkedDay[]) => SplitDay[];

/** Overtime pay is this many times the hourly rate (FLSA 29 U.S.C. 207(a); Illinois 820 ILCS 105/4a). */
export const OVERTIME_MULTIPLIER = '1.5';

/** The workweek's straight-time allowance, in minutes: 40 hours. */
export const WEEKLY_REGULAR_MINUTES = 40 * 60;

/**
 * Federal and Illinois law: the minutes worked beyond 40 hours in the workweek are overtime. They
 * are the week's last minutes, so they fall on the day (in order) that crossed 40 hours and after.
 */
export const weeklyOvertime: OvertimeRule = (days) => {
  let regularLeft = WEEKLY_REGULAR_MINUTES;
  return days.map(({ workedMinutes }) => {
    const regularMinutes = Math.min(workedMinutes, regularLeft);
    regularLeft -= regularMinutes;
    return { regularMinutes, overtimeMinutes: workedMinutes - regularMinutes };
  });
};
