// A person's shifts as an iCalendar document (RFC 5545) that calendar apps subscribe to: one
// VEVENT per shift, written by ical-generator. Times are the company's wall clock (TZ): in a
// named zone the events carry TZID and the document that zone's VTIMEZONE
// (timezones-ical-library); in UTC, or a zone the library does not know, they are UTC instants.
import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { addDays } from '../time-entries/timesheet';

/** A published shift as the feed reads it. */
export interface FeedShift {
  id: string;
  /** YYYY-MM-DD, the day it starts. */
  date: string;
  /** HH:mm. */
  meetTime: string;
  startTime: string;
  /** At or before startTime: the next day (a night shift). */
  endTime: string;
  /** Rises with every change of the shift (schedules_revised). */
  sequence: number;
  createdAt: Date;
  changedAt: Date;
  siteName: string;
  siteAddress: string;
}

export interface ShiftCalendarInput {
  /** The calendar's name, as the app lists it. */
  name: string;
  /** The company's IANA time zone (the server's TZ). */
  timeZone: string;
  shifts: FeedShift[];
  /** The event's notes (the meet time, in the person's language). */
  describe: (shift: FeedShift) => string;
}

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** The event's UID: the shift's id, the same in every fetch, whatever changes. */
export const shiftUid = (shiftId: string): string => `${shiftId}@groundwork`;

/** Each zone's VTIMEZONE, or null where the events are written in UTC (read once per zone). */
const vtimezones = new Map<string, string | null>();

/**
 * The VTIMEZONE of `timeZone` when the library has one under that name, else null: 'UTC' (the
 * library's Etc/UTC) or a zone it lacks is written as UTC instants, which need none.
 */
function vtimezoneOf(timeZone: string): string | null {
  if (!vtimezones.has(timeZone)) {
    const known = (tzlib_get_timezones() as string[]).includes(timeZone);
    const [block, tzidLine] = known ? (tzlib_get_ical_block(timeZone) as string[]) : [];
    vtimezones.set(timeZone, tzidLine === `TZID=${timeZone}` ? block : null);
  }
  return vtimezones.get(timeZone) ?? null;
}

/** `date` at `time` on the wall clocks of `timeZone`. */
function wallClock(date: string, time: string, timeZone: string): TZDate {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, 0, timeZone);
}

export function shiftCalendar({ name, timeZone, shifts, describe }: ShiftCalendarInput): string {
  const vtimezone = vtimezoneOf(timeZone);
  const zone = vtimezone === null ? null : timeZone;
  const calendar = ical({
    name,
    prodId: { company: 'Groundwork', product: 'Shifts', language: 'EN' },
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone name: DTSTAMP, CREATED and LAST-MODIFIED stay UTC, as RFC 5545 wants
    // them; the generator writes the VTIMEZONE of the zone the events name.
    timezone: { name: null, generator: (tz) => (tz === zone ? vtimezone : null) },
  });
  for (const shift of shifts) {
    const endDate = shift.endTime <= shift.startTime ? addDays(shift.date, 1) : shift.date;
    calendar.createEvent({
      id: shiftUid(shift.id),
      sequence: shift.sequence,
      // Without a METHOD, DTSTAMP is when the event's information last changed.
      stamp: shift.changedAt,
      created: shift.createdAt,
      lastModified: shift.changedAt,
      start: wallClock(shift.date, shift.startTime, timeZone),
      end: wallClock(endDate, shift.endTime, timeZone),
      timezone: zone,
      summary: shift.siteName,
      location: shift.siteAddress,
      description: describe(shift),
    });
  }
  return calendar.toString();
}
