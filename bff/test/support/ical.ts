// Reads an iCalendar document the way a calendar app does, with ical.js (Mozilla's parser, the
// one Thunderbird uses): its zones registered, each event's times as instants.
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  location: string;
  description: string;
  start: Date;
  end: Date;
  /** The TZID the start is written in, or 'Z' for UTC. */
  startZone: string;
  stamp: Date;
  lastModified: Date;
}

export interface ParsedCalendar {
  name: string;
  /** The TZIDs of its VTIMEZONE components. */
  zones: string[];
  events: ParsedEvent[];
}

/** Parses `text` (throws on anything that is not iCalendar). */
export function parseCalendar(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  if (root.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${root.name}`);
  const zones = root.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const instant = (component: ICAL.Component, name: string): Date => (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
  return {
    name: String(root.getFirstPropertyValue('x-wr-calname')),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events: root.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        location: event.location,
        description: event.description,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        startZone: String(component.getFirstProperty('dtstart')?.getParameter('tzid') ?? 'Z'),
        stamp: instant(component, 'dtstamp'),
        lastModified: instant(component, 'last-modified'),
      };
    }),
  };
}
