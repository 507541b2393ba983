// Messages in a reader's language: i18next's lookup and interpolation over the catalogs, plus the
// dates and money of a message's arguments formatted for that language.
import { Injectable } from '@nestjs/common';
import { CATALOGS, createCatalogs } from './catalogs';
import { formatDay, formatDayRange, formatShortDay, formatTimeOfDay } from '../common/calendar';
import { formatMoney, toCents } from '../common/money';
import type { Language } from './language';
import { localeOf } from './language';
import { type MessageArg, type MessageArgs, type MessageKey, parseMessage } from './message';

@Injectable()
export class Translator {
  private readonly i18n = createCatalogs();

  /** The message `key` in `language`, its arguments put in. */
  t(language: Language, key: MessageKey, args?: MessageArgs): string {
    return this.lookup(language, key, args);
  }

  /**
   * A message string (msg()'s `key|{args}`) in `language`; any other text (a library's own
   * message, a text stored before the catalog) is answered as it is.
   */
  text(language: Language, message: string): string {
    const parsed = parseMessage(message);
    if (!parsed || !this.has(parsed.key)) return message;
    return this.lookup(language, parsed.key, parsed.args);
  }

  /** Whether the catalog has `key` (in English, the language every key must have). */
  has(key: string): boolean {
    let node: unknown = CATALOGS.en;
    for (const part of key.split('.')) {
      if (!node || typeof node !== 'object') return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string';
  }

  private lookup(language: Language, key: string, args?: MessageArgs): string {
    const values = args ? Object.fromEntries(Object.entries(args).map(([name, arg]) => [name, this.argument(language, arg)])) : undefined;
    // `replace`: the arguments apart from i18next's own options (an argument named `count` or
    // `context` would otherwise change which text is chosen).
    return this.i18n.t(key, { lng: language, replace: values });
  }

  private argument(language: Language, arg: MessageArg): string {
    if (typeof arg === 'string') return arg;
    // A number is put in as written ('100000', as the English texts have it); format it beforehand when it should not be.
    if (typeof arg === 'number') return String(arg);
    if ('$t' in arg) return this.text(language, arg.$t);
    if ('$day' in arg) return formatDate(language, arg.$day, 'day');
    if ('$shortDay' in arg) return formatDate(language, arg.$shortDay, 'shortDay');
    if ('$time' in arg) return formatTime(language, arg.$time);
    if ('$dayRange' in arg) {
      const [start, end] = arg.$dayRange;
      if (language === 'en') return formatDayRange(start, end);
      return start === end
        ? formatDate(language, start, 'shortDay')
        : this.t(language, 'notifications.dayRange', { start: { $shortDay: start }, end: { $shortDay: end } });
    }
    if ('$instant' in arg) return formatInstant(language, arg.$instant);
    if ('$all' in arg) return arg.$all.map((message) => this.text(language, message)).join(' ');
    return formatDollars(language, arg.$money);
  }
}

/** A count or quantity: 1,250 in English, 1250 / 12.500 as Spanish writes it. */
export function formatNumber(language: Language, value: number): string {
  return value.toLocaleString(localeOf(language));
}

/**
 * A YYYY-MM-DD date: English keeps the app's own wording ('Tuesday, Mar 3, 2026'); other
 * languages are Intl's ('martes, 3 de mar de 2026'). Read as a calendar date (UTC), never shifted.
 */
export function formatDate(language: Language, date: string, style: 'day' | 'shortDay'): string {
  if (language === 'en') return style === 'day' ? formatDay(date) : formatShortDay(date);
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' };
  if (style === 'day') options.weekday = 'long';
  return new Intl.DateTimeFormat(localeOf(language), options).format(new Date(`${date}T00:00:00Z`));
}

/** A moment as a day and a time of day in the server's time zone: 'Jan 5, 2026, 2:30 PM' in English. */
export function formatInstant(language: Language, iso: string): string {
  return new Date(iso).toLocaleString(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
}

/** An HH:mm time: '7:00 AM' in English, Intl's in the others. */
export function formatTime(language: Language, time: string): string {
  if (language === 'en') return formatTimeOfDay(time);
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/**
 * A decimal amount of dollars ('186500.00'): '$186,500.00' in English as the app always wrote it,
 * Intl's currency format in the others. Exact: whole cents over 100 is the double nearest the
 * amount, which rounds back to it.
 */
export function formatDollars(language: Language, amount: string): string {
  if (language === 'en') return formatMoney(amount);
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' }).format(Number(toCents(amount)) / 100);
}
