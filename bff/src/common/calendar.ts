// Calendar dates ('YYYY-MM-DD') and times of day ('HH:mm') as people read them in messages.
// "Today" is the server's local date (the TZ variable decides it, see README).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local calendar date of an instant, 'YYYY-MM-DD'. */
export function isoDateOf(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** Today on the server: once-a-day rules never trust the browser's date. */
export function todayIso(now = new Date()): string {
  return isoDateOf(now);
}

/** 0 (Sunday) .. 6 (Saturday) of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** '2026-03-03' -> 'Tuesday, Mar 3, 2026'. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[weekdayOf(date)]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

/** '2026-03-03' -> 'Mar 3, 2026'. */
export function formatShortDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** '07:30' (or '07:30:00') -> '7:30 AM'. */
export function formatTimeOfDay(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${suffix}`;
}

/** A range of days as one phrase: 'Mar 3, 2026' or 'Mar 3, 2026 to Mar 5, 2026'. */
export function formatDayRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatShortDay(startDate) : `${formatShortDay(startDate)} to ${formatShortDay(endDate)}`;
}
