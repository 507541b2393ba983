import dayjs from 'dayjs';
import { formatTime } from 'shell/sdk';

/** An ISO instant as the local time of day, '7:05 AM', written as the sdk writes every time of day in the reader's language. */
export function formatClock(instant: string | null | undefined): string {
  return instant ? formatTime(dayjs(instant).format('HH:mm')) : '';
}
