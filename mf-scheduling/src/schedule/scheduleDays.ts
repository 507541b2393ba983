// The 7 days starting today, the window of Scheduling and My Schedule: their labels, and My
// Schedule's shifts by day.
import dayjs from 'dayjs';
import { i18n, type Schedule } from 'shell/sdk';

import { messages } from '../messages';

export const SCHEDULE_DAYS = 7;

export interface CalendarDay {
  date: string; // YYYY-MM-DD
  weekday: string; // Monday (Lunes): a heading
  shortDate: string; // Jan 5 (5 ene)
  label: string; // Monday, Jan 5 (lunes 5 ene): the day named in a sentence or an accessible name
}

// The day's short date and full name as each language writes them (the month and weekday names
// come from dayjs's locale, which the sdk switches with the language).
const DAY_FORMATS: Record<string, { shortDate: string; label: string }> = {
  en: { shortDate: 'MMM D', label: 'dddd, MMM D' },
  es: { shortDate: 'D MMM', label: 'dddd D MMM' },
};

/** Spanish writes weekday names in lower case; as a heading they take a capital. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** A weekday's name in the current language, for a sentence: 0 = Sunday. */
export function weekdayName(dayOfWeek: number): string {
  return dayjs().day(dayOfWeek).format('dddd');
}

/** A weekday's name in the current language, as a heading or a row's title: 0 = Sunday. */
export function weekdayTitle(dayOfWeek: number): string {
  return capitalized(weekdayName(dayOfWeek));
}

export interface ScheduleDay extends CalendarDay {
  shifts: Schedule[];
}

/** The 7 days from `today`, labelled as the screens head them. */
export function sevenDaysFrom(today: string): CalendarDay[] {
  const start = dayjs(today);
  const formats = DAY_FORMATS[i18n.language] ?? DAY_FORMATS.en;
  return Array.from({ length: SCHEDULE_DAYS }, (_, offset) => {
    const day = start.add(offset, 'day');
    return {
      date: day.format('YYYY-MM-DD'),
      weekday: capitalized(day.format('dddd')),
      shortDate: day.format(formats.shortDate),
      label: day.format(formats.label),
    };
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

/** A day's badge: 'No shifts', '1 shift', '3 shifts'. */
export function shiftCountLabel(count: number): string {
  return count === 0 ? messages.t('days.noShifts') : messages.t('days.shifts', { count });
}
