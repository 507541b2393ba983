import dayjs from 'dayjs';

/** '3:05 PM' today, 'Mar 2, 3:05 PM' on another day of this year, else with the year. */
export function messageTime(iso: string, now = dayjs()): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  if (time.isSame(now, 'day')) return time.format('h:mm A');
  if (time.isSame(now, 'year')) return time.format('MMM D, h:mm A');
  return time.format('MMM D, YYYY, h:mm A');
}
