// Today's date in the browser's time zone: its own module (no dayjs) so the entry script can ask
// for the dashboard's day before the app's code has arrived (startup/firstScreen.ts).

/** Today as YYYY-MM-DD, the browser's local date. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
