// The 7 days starting today, the window of Scheduling and My Schedule: their labels, and My
// Schedule's shifts by day.
import dayjs from 'dayjs';
import type { Schedule } from 'shell/sdk';

export const SCHEDULE_DAYS = 7;

export interface CalendarDay {
  date: string; // YYYY-MM-DD
  weekday: string; // Monday
  shortDate: string; // Jan 5
}

export interface ScheduleDay extends CalendarDay {
  shifts: Schedule[];
}

/** The 7 days from `today`, labelled as the screens head them. */
export function sevenDaysFrom(today: string): CalendarDay[] {
  const start = dayjs(today);
  return Array.from({ length: SCHEDULE_DAYS }, (_, offset) => {
    const day = start.add(offset, 'day');
    return { date: day.format('YYYY-MM-DD'), weekday: day.format('dddd'), shortDate: day.format('MMM D') };
  });
}

/** My Schedule: the person's shifts of the 7 days (the server sent only those), grouped by day. */
export function nextSevenDays(schedules: readonly Schedule[], today: string): ScheduleDay[] {
  return sevenDaysFrom(today).map((day) => {
    const date = day.date;
    return {
      ...day,
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
