// The timesheet screens' date formats (moving between weeks is the sdk's WeekNav).
import dayjs from 'dayjs';
import { localeTag } from 'shell/sdk';

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
