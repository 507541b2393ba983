// The timesheet screens' date arithmetic and formats. The server decides the workweek (its first
// day, its time zone): the screens only ask for "the week of this date" and move by seven days
// from the weekStart it answered.
import dayjs from 'dayjs';
import { localeTag } from 'shell/sdk';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `?week=` worth sending: a real calendar date YYYY-MM-DD of the years the server takes (2000-2999). */
export function isWeekParam(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    ISO_DATE.test(value) &&
    dayjs(value).isValid() &&
    dayjs(value).format('YYYY-MM-DD') === value &&
    value >= '2000' &&
    value < '3000'
  );
}

/** The date `weeks` weeks from `date` (YYYY-MM-DD), calendar arithmetic. */
export function shiftWeek(date: string, weeks: number): string {
  return dayjs(date)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');
}

/** A calendar date (YYYY-MM-DD) in the reader's language: 'Sunday, Nov 22' / 'domingo, 22 nov'. */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(localeTag(language), { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** An instant as a datetime-local input's value in the browser's time zone: '2026-11-20T07:00'. */
export function toLocalInput(instant: string | null | undefined): string {
  return instant ? dayjs(instant).format('YYYY-MM-DDTHH:mm') : '';
}

/** A datetime-local input's value as an instant with its offset, for the server; null when not a time. */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = dayjs(value);
  return time.isValid() ? time.toISOString() : null;
}
