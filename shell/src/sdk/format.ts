// Money, date and time formatting. Money is exact: decimal strings become integer cents, never floats.
import dayjs from 'dayjs';

import { i18n, localeTag } from './i18n';

const DECIMAL = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/;

/** '12.5' -> 1250. Rounds half away from zero on the third decimal. Invalid input -> 0. */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = typeof value === 'number' ? value.toFixed(3) : value;
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return 0;
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign === '-' ? -cents : cents;
}

// US dollars as a reader in the United States expects them, in either language: '$', thousands
// separators, 2 decimals (es-US writes them as en-US does).
const usd = new Map<string, Intl.NumberFormat>();
function usdFormat(): Intl.NumberFormat {
  const tag = localeTag();
  let format = usd.get(tag);
  if (!format) usd.set(tag, (format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' })));
  return format;
}

/** 18650000 -> '$186,500.00'; negative amounts as '-$5.00'. */
export function formatCents(cents: number): string {
  // Whole cents divided by 100 give the double nearest the amount, which rounds back to it exactly.
  return usdFormat().format(Math.trunc(cents) / 100);
}

/** '$186,500.00' from a decimal string (or number): every amount the app shows goes through here. */
export function formatMoney(value: string | number | null | undefined): string {
  return formatCents(toCents(value));
}

/** Sum of decimal strings in integer cents. */
export function sumCents(values: ReadonlyArray<string | number | null | undefined>): number {
  return values.reduce<number>((total, value) => total + toCents(value), 0);
}

/** 'YYYY-MM-DD' or an ISO instant -> 'Jan 5, 2026' ('5 ene 2026' in Spanish). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(i18n.language === 'es' ? 'D MMM YYYY' : 'MMM D, YYYY') : '';
}

/** 'HH:mm' (or 'HH:mm:ss') -> '7:30 AM'. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).format('h:mm A');
}

export { todayIso } from './today';
