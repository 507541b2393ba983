import { scheduleWarnings } from './scheduleRules';

const wanda = { firstName: 'Wanda', lastName: 'Welder' };
const none = { availability: null, sameDayShifts: [], approvedTimeOff: null, pendingTimeOff: null };

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
});
