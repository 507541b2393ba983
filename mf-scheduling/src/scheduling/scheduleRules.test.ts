import { nothingToWarn as none } from './scheduleCheck.fixture';
import { repeatUntilProblem, scheduleWarnings, warningsToConfirm } from './scheduleRules';

const wanda = { firstName: 'Wanda', lastName: 'Welder' };
const shift = {
  id: 's1',
  workerId: 'w1',
  jobSiteId: 'j1',
  date: '2026-03-02',
  meetTime: '21:45',
  startTime: '22:00',
  endTime: '06:00',
  lengthMinutes: 480,
  draft: false,
  seriesId: null,
  createdById: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  jobSite: null,
  worker: null,
};

describe('the Schedule Worker dialog’s warnings', () => {
  it('warns of a pending time-off request on that date, without refusing', () => {
    const warnings = scheduleWarnings(
      { ...none, pendingTimeOff: { id: 't1', startDate: '2026-03-02', endDate: '2026-03-03', reason: null } },
      wanda,
      '2026-03-02',
    );
    expect(warnings).toEqual([
      {
        kind: 'pending-time-off',
        severity: 'warning',
        message: 'Wanda Welder has asked for time off on this date (Mar 2, 2026 to Mar 3, 2026); it is not decided yet.',
      },
    ]);
    expect(scheduleWarnings(none, wanda, '2026-03-02')).toEqual([]);
  });

  it("says a shift those hours overlap will be refused, and warns of the week's hours past 40", () => {
    const warnings = scheduleWarnings(
      { ...none, overlapping: shift, weekMinutes: 42.5 * 60, overtimeMinutes: 2.5 * 60, noDayOfRest: true },
      wanda,
      '2026-03-03',
    );
    expect(warnings).toEqual([
      { kind: 'overlap', severity: 'error', message: 'Wanda Welder already has a shift from 10:00 PM to 6:00 AM on Mar 2, 2026. This one will be refused.' },
      { kind: 'overtime', severity: 'warning', message: 'With this shift Wanda Welder is scheduled 42.5 hours this week: 2.5 hours of overtime.' },
      {
        kind: 'no-day-of-rest',
        severity: 'warning',
        message: 'With this shift Wanda Welder works seven days in a row without 24 hours of rest (Illinois One Day Rest in Seven Act).',
      },
    ]);
    expect(scheduleWarnings({ ...none, weekMinutes: 40 * 60 }, wanda, '2026-03-03')).toEqual([]);
  });

  it('asks to confirm only what the server warns of, and nothing when it warns of nothing', () => {
    const check = {
      ...none,
      availability: { available: false, notes: null },
      unavailable: true,
      sameDayShifts: [shift],
      warnings: [{ kind: 'unavailable' as const, notes: null }],
    };
    expect(warningsToConfirm(check, wanda, '2026-03-02').map((warning) => warning.kind)).toEqual(['unavailable']);
    expect(warningsToConfirm({ ...none, sameDayShifts: [shift] }, wanda, '2026-03-02')).toEqual([]);
    expect(warningsToConfirm(undefined, wanda, '2026-03-02')).toEqual([]);
  });

  it('mirrors the repeat limit: on or after the date, at most 26 weeks after it', () => {
    expect(repeatUntilProblem('2026-03-02', '2026-03-02')).toBeNull();
    expect(repeatUntilProblem('2026-03-02', '2026-08-31')).toBeNull();
    expect(repeatUntilProblem('2026-03-02', '2026-09-01')).toBe('tooFar');
    expect(repeatUntilProblem('2026-03-02', '2026-03-01')).toBe('beforeDate');
    expect(repeatUntilProblem(undefined, '2026-03-01')).toBeNull();
  });
});
