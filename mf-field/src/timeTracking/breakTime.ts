// Running time of the active break and the whole-minute label of a finished one.
import { messages } from '../messages';

/** Milliseconds -> 'm:ss', or 'h:mm:ss' from an hour on. */
export function runningTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** '17 minutes' ('17 minutos'), in the language shown. */
export function minutesLabel(minutes: number): string {
  return messages.t('timeTracking.minutes', { count: minutes });
}
