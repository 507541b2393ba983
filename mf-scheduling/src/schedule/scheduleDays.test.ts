import { act } from '@testing-library/react';
import { applyLanguage, type Schedule } from 'shell/sdk';

import { nextSevenDays, sevenDaysFrom, shiftCountLabel } from './scheduleDays';

const at = (id: string, date: string, meetTime = '07:00', lastName = 'Smith') =>
  ({ id, date, meetTime, startTime: '07:30', worker: { id, firstName: 'Sam', lastName } }) as Schedule;

describe('scheduleDays', () => {
  const schedules = [
    at('past', '2026-03-01'),
    at('today-late', '2026-03-02', '09:00'),
    at('today', '2026-03-02', '06:00'),
    at('day7', '2026-03-08'),
    at('day8', '2026-03-09'),
  ];

  it('labels the 7 days from today, across a month’s end', () => {
    expect(sevenDaysFrom('2026-03-28').map((d) => `${d.weekday} ${d.shortDate} ${d.date}`)).toEqual([
      'Saturday Mar 28 2026-03-28',
      'Sunday Mar 29 2026-03-29',
      'Monday Mar 30 2026-03-30',
      'Tuesday Mar 31 2026-03-31',
      'Wednesday Apr 1 2026-04-01',
      'Thursday Apr 2 2026-04-02',
      'Friday Apr 3 2026-04-03',
    ]);
  });

  it('lists 7 days from today with shifts sorted by meet time', () => {
    const days = nextSevenDays(schedules, '2026-03-02');
    expect(days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    expect(days[0]).toMatchObject({ weekday: 'Monday', shortDate: 'Mar 2' });
    expect(days[0].shifts.map((s) => s.id)).toEqual(['today', 'today-late']);
    expect(days[6].shifts.map((s) => s.id)).toEqual(['day7']);
  });

  it('orders shifts that meet at the same time by start time, then by worker', () => {
    const tied = [at('zed', '2026-03-02', '06:30', 'Zielinski'), at('abe', '2026-03-02', '06:30', 'Abbott')];
    expect(nextSevenDays(tied, '2026-03-02')[0].shifts.map((s) => s.id)).toEqual(['abe', 'zed']);
  });

  it('labels the badge', () => {
    expect(shiftCountLabel(0)).toBe('No shifts');
    expect(shiftCountLabel(1)).toBe('1 shift');
    expect(shiftCountLabel(3)).toBe('3 shifts');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await act(() => applyLanguage('en'));
    });

    it('names the days and counts the shifts in Spanish', async () => {
      await act(() => applyLanguage('es'));
      expect(sevenDaysFrom('2026-03-28').map((d) => `${d.weekday} | ${d.shortDate} | ${d.label}`)).toEqual([
        'Sábado | 28 mar | sábado 28 mar',
        'Domingo | 29 mar | domingo 29 mar',
        'Lunes | 30 mar | lunes 30 mar',
        'Martes | 31 mar | martes 31 mar',
        'Miércoles | 1 abr | miércoles 1 abr',
        'Jueves | 2 abr | jueves 2 abr',
        'Viernes | 3 abr | viernes 3 abr',
      ]);
      expect([0, 1, 3].map(shiftCountLabel)).toEqual(['Sin turnos', '1 turno', '3 turnos']);
    });
  });
});
