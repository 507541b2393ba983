// What a job site's labor costs, by person and workweek. Pure (no database, no clock): the
// repository reads the closed time entries and hands them here.
//
// - Each entry's worked minutes are already net of its unpaid (meal) breaks.
// - Overtime is decided per person and workweek over ALL their entries (every site), in clock-in
//   order, by the one overtime rule (overtime.ts): the minutes past 40 hours belong to the entries
//   that crossed it and came after. The site pays the overtime of its own entries only.
// - Straight time is rate x minutes; the overtime premium is (OVERTIME_MULTIPLIER - 1) x rate on
//   the site's overtime minutes (the straight part of those minutes is already in straight time).
// - Money is exact: rates as integer cents (bigint), each person-week's straight time and premium
//   rounded half up to the cent once; totals are the sums of those rounded rows, so the breakdown
//   adds up to the totals to the cent.
// - A person without a rate costs nothing, and their minutes are counted as unrated.
import { isoDateOf } from '../common/calendar';
import { fromCents, payCents, subtractMoney, toCents } from '../common/money';
import { OVERTIME_MULTIPLIER, type OvertimeRule, weeklyOvertime } from '../time-entries/overtime';
import { workweekOf } from '../time-entries/timesheet';

export interface LaborEntry {
  userId: string;
  firstName: string;
  lastName: string;
  /** Decimal string, or null when no rate is set. */
  hourlyRate: string | null;
  clockIn: Date;
  workedMinutes: number;
  /** Whether the entry was worked at the site being costed (the others only place its overtime). */
  atSite: boolean;
}

/** One person's labor at the site in one workweek. */
export interface LaborWeekJson {
  userId: string;
  firstName: string;
  lastName: string;
  weekStart: string;
  weekEnd: string;
  hourlyRate: string | null;
  minutes: number;
  overtimeMinutes: number;
  straightCost: string;
  overtimeCost: string;
  laborCost: string;
}

export interface SiteLabor {
  laborMinutes: number;
  overtimeMinutes: number;
  unratedMinutes: number;
  laborCost: string;
  overtimeCost: string;
  weeks: LaborWeekJson[];
}

/**
 * The site's labor from the entries of every person who worked there, over the workweeks they
 * worked there (entries at other sites included, so overtime falls where the 40 hours ran out).
 */
/**
 * `weekStartsOn`: the payroll workweek's first day (0 Sunday ... 6 Saturday), the timesheets'
 * WORKWEEK_START, so a site's overtime is the one the payroll pays.
 */
export function siteLabor(entries: readonly LaborEntry[], weekStartsOn = 0, overtime: OvertimeRule = weeklyOvertime): SiteLabor {
  const groups = new Map<string, LaborEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.clockIn.getTime() - b.clockIn.getTime())) {
    const key = `${entry.userId}|${workweekOf(isoDateOf(entry.clockIn), weekStartsOn).weekStart}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  // The premium alone: the straight part of overtime minutes is already in straight time.
  const premiumMultiplier = subtractMoney(OVERTIME_MULTIPLIER, '1');
  const weeks: LaborWeekJson[] = [];
  let unratedMinutes = 0;
  for (const week of groups.values()) {
    if (!week.some((entry) => entry.atSite)) continue;
    // Each entry is one step of the week, in order: the rule places the minutes past 40 hours.
    const split = overtime(week.map((entry) => ({ date: isoDateOf(entry.clockIn), workedMinutes: entry.workedMinutes })));
    let minutes = 0;
    let overtimeMinutes = 0;
    week.forEach((entry, index) => {
      if (!entry.atSite) return;
      minutes += entry.workedMinutes;
      overtimeMinutes += split[index].overtimeMinutes;
    });
    const [first] = week;
    const rate = first.hourlyRate;
    if (rate === null) unratedMinutes += minutes;
    const straight = rate === null ? 0n : payCents(minutes, rate);
    const premium = rate === null ? 0n : payCents(overtimeMinutes, rate, premiumMultiplier);
    const { weekStart, weekEnd } = workweekOf(isoDateOf(first.clockIn), weekStartsOn);
    weeks.push({
      userId: first.userId,
      firstName: first.firstName,
      lastName: first.lastName,
      weekStart,
      weekEnd,
      hourlyRate: first.hourlyRate,
      minutes,
      overtimeMinutes,
      straightCost: fromCents(straight),
      overtimeCost: fromCents(premium),
      laborCost: fromCents(straight + premium),
    });
  }
  weeks.sort(
    (a, b) =>
      b.weekStart.localeCompare(a.weekStart) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName) ||
      a.userId.localeCompare(b.userId),
  );
  const sum = (pick: (week: LaborWeekJson) => string): string => fromCents(weeks.reduce((total, week) => total + toCents(pick(week)), 0n));
  return {
    laborMinutes: weeks.reduce((total, week) => total + week.minutes, 0),
    overtimeMinutes: weeks.reduce((total, week) => total + week.overtimeMinutes, 0),
    unratedMinutes,
    laborCost: sum((week) => week.laborCost),
    overtimeCost: sum((week) => week.overtimeCost),
    weeks,
  };
}
