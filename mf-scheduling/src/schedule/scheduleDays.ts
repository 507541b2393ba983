// My Schedule's arithmetic (spec 2.15, 9): stats and the 7 days starting today.
import dayjs from 'dayjs';
import type { Schedule } from 'shell/sdk';

export const SCHEDULE_DAYS = 7;

export interface ScheduleStats {
  upcoming: number;
  thisWeek: number;
  total: number;
}

export interface ScheduleDay {
  date: string; // YYYY-MM-DD
  weekday: string; // Monday
  shortDate: string; // Jan 5
  shifts: Schedule[];
}

function dayList(today: string): string[] {
  const start = dayjs(today);
  return Array.from({ length: SCHEDULE_DAYS }, (_, offset) => start.add(offset, 'day').format('YYYY-MM-DD'));
}

/** Dates are 'YYYY-MM-DD', so string comparison is date order. */
export function scheduleStats(schedules: readonly Schedule[], today: string): ScheduleStats {
  const days = dayList(today);
  const last = days[days.length - 1];
  return {
    upcoming: schedules.filter((schedule) => schedule.date >= today).length,
    thisWeek: schedules.filter((schedule) => schedule.date >= today && schedule.date <= last).length,
    total: schedules.length,
  };
}

export function nextSevenDays(schedules: readonly Schedule[], today: string): ScheduleDay[] {
  return dayList(today).map((date) => {
    const day = dayjs(date);
    return {
      date,
      weekday: day.format('dddd'),
      shortDate: day.format('MMM D'),
      shifts: schedules
        .filter((schedule) => schedule.date === date)
        .slice()
        // Meet time first; ties in a stable order (start time, then the worker's name).
        .sort(
          (a, b) =>
            a.meetTime.localeCompare(b.meetTime) ||
            a.startTime.localeCompare(b.startTime) ||
            `${a.worker?.lastName} ${a.worker?.firstName}`.localeCompare(`${b.worker?.lastName} ${b.worker?.firstName}`),
        ),
    };
  });
}

export function shiftCountLabel(count: number): string {
  if (count === 0) return 'No shifts';
  return `${count} ${count === 1 ? 'shift' : 'shifts'}`;
}
