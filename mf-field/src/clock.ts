import dayjs from 'dayjs';

/** An ISO instant as the local time of day, '7:05 AM'. */
export function formatClock(instant: string | null | undefined): string {
  return instant ? dayjs(instant).format('h:mm A') : '';
}
