import { endOrDefault, minutesOfDay, shiftMinutes, shiftPeriod, timeAfter } from './shift-times';

describe('shift times', () => {
  it('reads a time of day as PostgreSQL or a client writes it', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59:00')).toBe(1439);
  });

  it('measures a shift, an end at or before the start being the next day', () => {
    expect(shiftMinutes('07:00', '15:30')).toBe(510);
    expect(shiftMinutes('22:00', '06:00')).toBe(480);
    expect(shiftMinutes('07:00:00', '07:00:00')).toBe(24 * 60);
    expect(shiftMinutes('00:00', '23:59')).toBe(1439);
  });

  it('counts a time forward around the clock', () => {
    expect(timeAfter('07:00', 480)).toBe('15:00');
    expect(timeAfter('20:15', 480)).toBe('04:15');
    expect(timeAfter('23:59', 1)).toBe('00:00');
    expect(timeAfter('06:00', 0)).toBe('06:00');
  });

  it('ends a shift 8 hours after its start unless its end is given', () => {
    expect(endOrDefault('07:00', undefined)).toBe('15:00');
    expect(endOrDefault('07:00', '11:00')).toBe('11:00');
  });

  it('gives the hours as the period column holds them, a night shift ending the next day (across a month and a year)', () => {
    expect(shiftPeriod({ date: '2026-03-02', startTime: '07:00', endTime: '15:00' })).toEqual({ start: '2026-03-02 07:00', end: '2026-03-02 15:00' });
    expect(shiftPeriod({ date: '2026-12-31', startTime: '22:00:00', endTime: '06:00:00' })).toEqual({ start: '2026-12-31 22:00', end: '2027-01-01 06:00' });
    expect(shiftPeriod({ date: '2026-02-28', startTime: '08:00', endTime: '08:00' })).toEqual({ start: '2026-02-28 08:00', end: '2026-03-01 08:00' });
  });
});
