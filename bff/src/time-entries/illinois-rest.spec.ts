import { illinoisFlags, missedMealDates, noDayOfRestDates } from './illinois-rest';
import { addDays, timesheetWeek } from './timesheet';

/** A local instant (the server's time zone decides the day, as in the app). */
const at = (date: string, time: string): Date => new Date(`${date}T${time}:00`);
const shift = (date: string, from: string, to: string, endDate = date) => ({ clockIn: at(date, from), clockOut: at(endDate, to) });
const meal = (date: string, from: string, to: string | null) => ({ breakType: 'meal' as const, startTime: at(date, from), endTime: to ? at(date, to) : null });
const rest = (date: string, from: string, to: string) => ({ breakType: 'break' as const, startTime: at(date, from), endTime: at(date, to) });
const D = '2026-03-02'; // a Monday

describe('missed_meal_break', () => {
  it('flags 7.5 hours or more without a meal, and not 7:29', () => {
    expect([...missedMealDates([shift(D, '07:00', '14:30')], [])]).toEqual([D]);
    expect([...missedMealDates([shift(D, '07:00', '14:29')], [])]).toEqual([]);
  });

  it('wants the meal at least 20 minutes long and beginning no later than 5 hours into the period', () => {
    const entries = [shift(D, '07:00', '16:00')];
    expect([...missedMealDates(entries, [meal(D, '11:30', '12:00')])]).toEqual([]);
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30')])]).toEqual([]);
    expect([...missedMealDates(entries, [meal(D, '12:01', '12:31')])]).toEqual([D]);
    expect([...missedMealDates(entries, [meal(D, '11:00', '11:19')])]).toEqual([D]);
    expect([...missedMealDates(entries, [meal(D, '11:00', '11:20')])]).toEqual([]);
  });

  it('does not count a paid rest break as a meal', () => {
    expect([...missedMealDates([shift(D, '07:00', '16:00')], [rest(D, '10:00', '10:30')])]).toEqual([D]);
  });

  it('wants a second meal in a period of 12 hours or more', () => {
    const entries = [shift(D, '08:00', '20:00')];
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30')])]).toEqual([D]);
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30'), meal(D, '17:00', '17:20')])]).toEqual([]);
    expect([...missedMealDates([shift(D, '08:00', '19:59')], [meal(D, '12:00', '12:30')])]).toEqual([]);
  });

  it('wants the second meal beginning no later than 10 hours into the period (8 AM to 8 PM: before 6 PM)', () => {
    const entries = [shift(D, '08:00', '20:00')];
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30'), meal(D, '18:00', '18:20')])]).toEqual([]);
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30'), meal(D, '18:01', '18:21')])]).toEqual([D]);
    expect([...missedMealDates(entries, [meal(D, '12:00', '12:30'), meal(D, '19:30', '20:00')])]).toEqual([D]);
    // Two early meals are a first and a second in time.
    expect([...missedMealDates(entries, [meal(D, '10:00', '10:20'), meal(D, '12:40', '13:00')])]).toEqual([]);
  });

  it('joins entries less than 20 minutes apart into one period; 20 minutes off the clock is a meal', () => {
    expect([...missedMealDates([shift(D, '07:00', '11:00'), shift(D, '11:10', '15:00')], [])]).toEqual([D]);
    expect([...missedMealDates([shift(D, '07:00', '11:00'), shift(D, '11:20', '15:30')], [])]).toEqual([]);
  });

  it('flags the day the period began, for a night shift across midnight', () => {
    expect([...missedMealDates([shift(D, '20:00', '05:00', addDays(D, 1))], [])]).toEqual([D]);
  });
});

describe('no_day_of_rest', () => {
  const days = (first: string, count: number) => Array.from({ length: count }, (_, offset) => addDays(first, offset));

  it('flags the seventh consecutive day of work, across a week boundary, and not the sixth', () => {
    // Wednesday 2026-02-25 to Tuesday 2026-03-03: seven days spanning two Sunday-Saturday weeks.
    const entries = days('2026-02-25', 7).map((date) => shift(date, '07:00', '15:00'));
    expect([...noDayOfRestDates(entries, days('2026-03-01', 7))]).toEqual(['2026-03-03']);
    expect([...noDayOfRestDates(entries.slice(0, 6), days('2026-03-01', 7))]).toEqual([]);
  });

  it('keeps flagging each further day until a day off', () => {
    const entries = [...days('2026-02-25', 8), ...days('2026-03-06', 2)].map((date) => shift(date, '07:00', '15:00'));
    expect([...noDayOfRestDates(entries, days('2026-03-01', 7))]).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('does not flag seven days of work with 24 hours of rest inside them', () => {
    // Off from Friday 06:00 to Saturday 22:00 (40 hours), yet some work on each calendar day.
    const entries = days('2026-02-25', 7).map((date) => shift(date, '07:00', '15:00'));
    entries[2] = shift('2026-02-27', '00:00', '06:00');
    entries[3] = shift('2026-02-28', '22:00', '23:30');
    expect([...noDayOfRestDates(entries, ['2026-03-03'])]).toEqual([]);
  });

  it('counts an open entry as work on the day it began', () => {
    const entries = days('2026-02-25', 7).map((date) => shift(date, '07:00', '15:00'));
    entries[6] = { clockIn: at('2026-03-03', '07:00'), clockOut: null } as unknown as ReturnType<typeof shift>;
    expect([...noDayOfRestDates(entries, ['2026-03-03'])]).toEqual(['2026-03-03']);
  });
});

describe('the flags on a timesheet', () => {
  it('puts each flag on its day of the week', () => {
    const entries = [...days7('2026-02-25').map((date) => shift(date, '07:00', '12:00')), shift('2026-03-05', '06:00', '15:00')];
    const week = timesheetWeek('2026-03-04', entries, []);
    expect(week.days.map((day) => day.flags)).toEqual([[], [], ['no_day_of_rest'], [], ['missed_meal_break'], [], []]);
    expect(illinoisFlags(entries, [], ['2026-03-05']).get('2026-03-05')).toEqual(['missed_meal_break']);
  });
});

function days7(first: string): string[] {
  return Array.from({ length: 7 }, (_, offset) => addDays(first, offset));
}
