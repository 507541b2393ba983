// "Today" on the server: the calendar date in the BFF's time zone (TZ), as 'YYYY-MM-DD'.
// The browser's idea of the date is never trusted for once-a-day rules.

export function localDate(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
