import { formatDay, formatDayRange, formatTimeOfDay, todayIso, weekdayOf } from './calendar';

describe('calendar', () => {
  it('reads weekdays of calendar dates without a time-zone shift', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-03-07')).toBe(6);
  });

  it('writes days, ranges and times as people read them', () => {
    expect(formatDay('2026-03-03')).toBe('Tuesday, Mar 3, 2026');
    expect(formatDayRange('2026-03-03', '2026-03-03')).toBe('Mar 3, 2026');
    expect(formatDayRange('2026-03-03', '2026-03-05')).toBe('Mar 3, 2026 to Mar 5, 2026');
    expect(formatTimeOfDay('00:05')).toBe('12:05 AM');
    expect(formatTimeOfDay('07:30:00')).toBe('7:30 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('18:45')).toBe('6:45 PM');
  });

  it('gives the local date', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
