// A workweek as the server answers it, for the timesheet screens' tests.
import type { Timesheet, TimesheetEntry } from '../fieldTypes';

export const WEEK_START = '2026-11-15';
const dates = Array.from({ length: 7 }, (_, index) => `2026-11-${String(15 + index).padStart(2, '0')}`);

export function entry(overrides: Partial<TimesheetEntry> = {}): TimesheetEntry {
  return {
    id: 'e1',
    userId: 'u1',
    jobSiteId: 's1',
    jobSiteName: 'Riverside Warehouse',
    clockIn: '2026-11-16T13:00:00.000Z',
    clockOut: '2026-11-16T21:30:00.000Z',
    source: 'self',
    flags: [],
    clockInOffline: false,
    clockOutOffline: false,
    ...overrides,
  };
}

/** Monday: 8:30 worked at Riverside (no location at the punch), the week 46:45 with 6:45 overtime. */
export function timesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  const empty = { workedMinutes: 0, unpaidBreakMinutes: 0, regularMinutes: 0, overtimeMinutes: 0, entries: [], flags: [] };
  return {
    userId: 'u1',
    weekStart: WEEK_START,
    weekEnd: '2026-11-21',
    status: 'open',
    approvedAt: null,
    approvedBy: null,
    trail: [],
    person: { id: 'u1', firstName: 'Luis', lastName: 'Hernandez' },
    days: dates.map((date) =>
      date === '2026-11-16'
        ? {
            date,
            workedMinutes: 510,
            unpaidBreakMinutes: 30,
            regularMinutes: 510,
            overtimeMinutes: 0,
            entries: [entry({ flags: ['no_location'] })],
            flags: ['no_location', 'missed_meal_break'],
          }
        : { date, ...empty },
    ),
    totals: { workedMinutes: 2805, unpaidBreakMinutes: 150, regularMinutes: 2400, overtimeMinutes: 405 },
    flags: ['no_location', 'missed_meal_break'],
    ...overrides,
  };
}
