import { weeklyOvertime } from './overtime';
import { addDays, type TimesheetBreak, type TimesheetEntry, timesheetWeek, workweekOf } from './timesheet';

/** A local instant (the server's time zone decides the day, as in the app). */
const at = (date: string, time: string): Date => new Date(`${date}T${time}:00`);
const entry = (date: string, from: string, to: string, endDate = date): TimesheetEntry => ({ clockIn: at(date, from), clockOut: at(endDate, to) });
const meal = (date: string, from: string, to: string | null): TimesheetBreak => ({
  breakType: 'meal',
  startTime: at(date, from),
  endTime: to ? at(date, to) : null,
});
const rest = (date: string, from: string, to: string): TimesheetBreak => ({ breakType: 'break', startTime: at(date, from), endTime: at(date, to) });

// 2026-03-01 is a Sunday.
describe('workweekOf', () => {
  it('runs Sunday to Saturday by default, whatever day of it is asked', () => {
    expect(workweekOf('2026-03-01')).toEqual({ weekStart: '2026-03-01', weekEnd: '2026-03-07' });
    expect(workweekOf('2026-03-04')).toEqual({ weekStart: '2026-03-01', weekEnd: '2026-03-07' });
    expect(workweekOf('2026-03-07')).toEqual({ weekStart: '2026-03-01', weekEnd: '2026-03-07' });
  });

  it('starts on another weekday when told, across a month and a year', () => {
    expect(workweekOf('2026-03-01', 1)).toEqual({ weekStart: '2026-02-23', weekEnd: '2026-03-01' });
    expect(workweekOf('2026-01-01')).toEqual({ weekStart: '2025-12-28', weekEnd: '2026-01-03' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('weeklyOvertime', () => {
  it('makes the minutes beyond 40 hours overtime, on the day that crossed them and after', () => {
    const days = [600, 600, 600, 0, 500, 300, 0].map((workedMinutes, index) => ({ date: addDays('2026-03-01', index), workedMinutes }));
    expect(weeklyOvertime(days)).toEqual([
      { regularMinutes: 600, overtimeMinutes: 0 },
      { regularMinutes: 600, overtimeMinutes: 0 },
      { regularMinutes: 600, overtimeMinutes: 0 },
      { regularMinutes: 0, overtimeMinutes: 0 },
      { regularMinutes: 500, overtimeMinutes: 0 },
      { regularMinutes: 100, overtimeMinutes: 200 },
      { regularMinutes: 0, overtimeMinutes: 0 },
    ]);
  });
});

describe('timesheetWeek', () => {
  it('splits a week of 46:45 worked into 40:00 regular and 6:45 overtime', () => {
    // Monday to Friday 7:00-16:21 (9:21 each, 46:45 in all), a 30-minute meal inside each day
    // worked on top (16:51 out), a paid 15-minute rest that is not subtracted.
    const dates = [1, 2, 3, 4, 5].map((offset) => addDays('2026-03-01', offset));
    const entries = dates.map((date) => entry(date, '07:00', '16:51'));
    const breaks = dates.flatMap((date) => [meal(date, '12:00', '12:30'), rest(date, '09:30', '09:45')]);
    const week = timesheetWeek('2026-03-04', entries, breaks);
    expect(week.totals).toEqual({ workedMinutes: 46 * 60 + 45, unpaidBreakMinutes: 150, regularMinutes: 40 * 60, overtimeMinutes: 6 * 60 + 45 });
    expect(week.days.map((day) => day.workedMinutes)).toEqual([0, 561, 561, 561, 561, 561, 0]);
    // Friday crosses 40 hours: 4 x 561 = 2244, so 156 regular and 405 overtime.
    expect(week.days[5]).toEqual({ date: '2026-03-06', workedMinutes: 561, unpaidBreakMinutes: 30, regularMinutes: 156, overtimeMinutes: 405, flags: [] });
  });

  it('subtracts a meal break only, and only the part within the entry; a running meal ends with the entry', () => {
    const week = timesheetWeek(
      '2026-03-02',
      [entry('2026-03-02', '08:00', '12:00'), entry('2026-03-03', '08:00', '12:00')],
      [meal('2026-03-02', '11:40', '12:20'), rest('2026-03-02', '09:00', '09:15'), meal('2026-03-03', '11:30', null)],
    );
    expect(week.days[1]).toMatchObject({ workedMinutes: 220, unpaidBreakMinutes: 20 });
    expect(week.days[2]).toMatchObject({ workedMinutes: 210, unpaidBreakMinutes: 30 });
  });

  it('counts an entry crossing midnight on the day it began, and an entry of another week not at all', () => {
    const week = timesheetWeek('2026-03-07', [entry('2026-03-07', '20:00', '04:00', '2026-03-08'), entry('2026-02-28', '22:00', '06:00', '2026-03-01')], []);
    expect(week.days.map((day) => day.workedMinutes)).toEqual([0, 0, 0, 0, 0, 0, 480]);
    expect(week.totals.workedMinutes).toBe(480);
  });

  it('counts nothing for an open entry, and whole minutes rounded down', () => {
    const open: TimesheetEntry = { clockIn: at('2026-03-02', '07:00'), clockOut: null };
    const seconds: TimesheetEntry = { clockIn: at('2026-03-03', '07:00'), clockOut: new Date(at('2026-03-03', '08:00').getTime() + 59_000) };
    expect(timesheetWeek('2026-03-02', [open, seconds], []).days.map((day) => day.workedMinutes)).toEqual([0, 0, 60, 0, 0, 0, 0]);
  });

  it('takes another overtime rule', () => {
    const daily = (days: ReadonlyArray<{ workedMinutes: number }>) =>
      days.map(({ workedMinutes }) => ({ regularMinutes: Math.min(480, workedMinutes), overtimeMinutes: Math.max(0, workedMinutes - 480) }));
    const week = timesheetWeek('2026-03-02', [entry('2026-03-02', '07:00', '17:00')], [], { overtime: daily });
    expect(week.totals).toMatchObject({ regularMinutes: 480, overtimeMinutes: 120 });
  });
});
