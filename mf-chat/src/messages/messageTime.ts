import dayjs from 'dayjs';

// How each language writes a message's moment (the month names come from dayjs's locale, which
// the sdk switches with the language): the time alone today, the day without the year this year.
const FORMATS: Record<string, { today: string; thisYear: string; older: string }> = {
  en: { today: 'h:mm A', thisYear: 'MMM D, h:mm A', older: 'MMM D, YYYY, h:mm A' },
  es: { today: 'h:mm A', thisYear: 'D MMM, h:mm A', older: 'D MMM YYYY, h:mm A' },
};

/** '3:05 PM' today, 'Mar 2, 3:05 PM' on another day of this year, else with the year ('2 mar, 3:05 PM' in Spanish). */
export function messageTime(iso: string, language: string, now = dayjs()): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  const formats = FORMATS[language] ?? FORMATS.en;
  if (time.isSame(now, 'day')) return time.format(formats.today);
  if (time.isSame(now, 'year')) return time.format(formats.thisYear);
  return time.format(formats.older);
}
