import { parseCalendar } from '../../test/support/ical';
import { type FeedShift, shiftCalendar } from './shift-calendar';

const shift = (fields: Partial<FeedShift>): FeedShift => ({
  id: '6f1c2b9e-0a4d-4c55-9b1e-3c1f0a2b7d10',
  date: '2026-03-02',
  meetTime: '06:45',
  startTime: '07:00',
  endTime: '15:30',
  sequence: 0,
  createdAt: new Date('2026-02-01T12:00:00Z'),
  changedAt: new Date('2026-02-03T09:30:00Z'),
  siteName: 'Maple St Deconstruction',
  siteAddress: '12 Maple St, Springfield, IL',
  ...fields,
});

const write = (timeZone: string, shifts: FeedShift[]) => shiftCalendar({ name: 'Prairie shifts', timeZone, shifts, describe: (s) => `Meet at ${s.meetTime}` });

describe('shiftCalendar', () => {
  it('writes one event per shift in the company’s zone, with its VTIMEZONE, read back at the right instants', () => {
    // The night of Saturday 2026-03-07 crosses Chicago's spring-forward: 22:00 CST to 06:00 CDT.
    const text = write('America/Chicago', [
      shift({}),
      shift({ id: '0d7e4c1a-2b3f-4a5e-8c6d-7e8f9a0b1c2d', date: '2026-03-07', meetTime: '21:45', startTime: '22:00', endTime: '06:00', sequence: 3 }),
    ]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = parseCalendar(text);
    expect(calendar.name).toBe('Prairie shifts');
    expect(calendar.zones).toEqual(['America/Chicago']);
    const [day, night] = calendar.events;
    expect(day).toMatchObject({
      uid: '6f1c2b9e-0a4d-4c55-9b1e-3c1f0a2b7d10@groundwork',
      sequence: 0,
      summary: 'Maple St Deconstruction',
      location: '12 Maple St, Springfield, IL',
      description: 'Meet at 06:45',
      startZone: 'America/Chicago',
      start: new Date('2026-03-02T13:00:00Z'),
      end: new Date('2026-03-02T21:30:00Z'),
      stamp: new Date('2026-02-03T09:30:00Z'),
      lastModified: new Date('2026-02-03T09:30:00Z'),
    });
    // The night shift ends the next morning, on the new offset: seven hours, not eight.
    expect(night).toMatchObject({ sequence: 3, start: new Date('2026-03-08T04:00:00Z'), end: new Date('2026-03-08T11:00:00Z') });
    expect(text).toContain('DTSTART;TZID=America/Chicago:20260307T220000');
    expect(text).toContain('DTEND;TZID=America/Chicago:20260308T060000');
    // DTSTAMP is UTC whatever the zone (RFC 5545 3.8.7.2).
    expect(text).toContain('DTSTAMP:20260203T093000Z');
  });

  it('writes UTC instants without a VTIMEZONE when the company’s zone is UTC', () => {
    const text = write('UTC', [shift({ date: '2026-07-10', startTime: '23:00', endTime: '07:00' })]);
    const calendar = parseCalendar(text);
    expect(calendar.zones).toEqual([]);
    expect(calendar.events[0]).toMatchObject({ startZone: 'Z', start: new Date('2026-07-10T23:00:00Z'), end: new Date('2026-07-11T07:00:00Z') });
    expect(text).toContain('DTSTART:20260710T230000Z');
  });

  it('is an empty calendar, still valid, without shifts', () => {
    expect(parseCalendar(write('America/Chicago', [])).events).toEqual([]);
  });
});
