import { siteLabor, type LaborEntry } from './site-labor';

const person = { userId: 'u1', firstName: 'Ana', lastName: 'Ruiz', hourlyRate: '20.00' };

/** An entry of `minutes` that began at 07:00 local time on `date`. */
function entry(date: string, minutes: number, atSite = true, who: Partial<LaborEntry> = {}): LaborEntry {
  return { ...person, ...who, clockIn: new Date(`${date}T07:00:00`), workedMinutes: minutes, atSite };
}

describe('siteLabor', () => {
  it('splits a week of 46:45 into 40:00 straight and 6:45 overtime, the premium half the rate', () => {
    // Sunday 2026-03-01 .. Saturday: five days of 9:21 = 46:45.
    const week = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date) => entry(date, 561));
    const labor = siteLabor(week);
    expect(labor.laborMinutes).toBe(2805);
    expect(labor.overtimeMinutes).toBe(405);
    // 46.75 h x $20 = $935.00 straight; 6.75 h x $10 = $67.50 premium.
    expect(labor.weeks).toEqual([
      expect.objectContaining({
        weekStart: '2026-03-01',
        weekEnd: '2026-03-07',
        minutes: 2805,
        overtimeMinutes: 405,
        straightCost: '935.00',
        overtimeCost: '67.50',
        laborCost: '1002.50',
      }),
    ]);
    expect(labor.laborCost).toBe('1002.50');
    expect(labor.overtimeCost).toBe('67.50');
  });

  it('gives the overtime to the entries that crossed 40 hours, wherever the first 40 were worked', () => {
    // 38 hours at another site first, then 4 hours here: 2 regular, 2 overtime at this site.
    const labor = siteLabor([entry('2026-03-02', 38 * 60, false), entry('2026-03-05', 4 * 60)]);
    expect(labor.laborMinutes).toBe(240);
    expect(labor.overtimeMinutes).toBe(120);
    expect(labor.laborCost).toBe('100.00');
    // Here first, then elsewhere: this site's 4 hours are all regular.
    const first = siteLabor([entry('2026-03-02', 4 * 60), entry('2026-03-05', 38 * 60, false)]);
    expect(first.overtimeMinutes).toBe(0);
    expect(first.laborCost).toBe('80.00');
  });

  it('starts a new 40 hours each Sunday', () => {
    const labor = siteLabor([entry('2026-03-07', 30 * 60), entry('2026-03-08', 30 * 60)]);
    expect(labor.overtimeMinutes).toBe(0);
    expect(labor.weeks.map((week) => week.weekStart)).toEqual(['2026-03-08', '2026-03-01']);
  });

  it('follows the payroll workweek (WORKWEEK_START): from Monday, that Saturday and Sunday are one week', () => {
    const labor = siteLabor([entry('2026-03-07', 30 * 60), entry('2026-03-08', 30 * 60)], 1);
    expect(labor.overtimeMinutes).toBe(20 * 60);
    expect(labor.weeks.map((week) => week.weekStart)).toEqual(['2026-03-02']);
  });

  it('costs a person without a rate nothing and counts their minutes as unrated', () => {
    const labor = siteLabor([entry('2026-03-02', 90, true, { userId: 'u2', hourlyRate: null }), entry('2026-03-02', 60)]);
    expect(labor.unratedMinutes).toBe(90);
    expect(labor.laborMinutes).toBe(150);
    expect(labor.laborCost).toBe('20.00');
  });

  it('rounds each person-week to the cent exactly, half up', () => {
    // 1 minute at $0.10/h = 0.1666.. cents -> 0; 7 minutes at $33.33 = $3.8885 -> $3.89.
    expect(siteLabor([entry('2026-03-02', 1, true, { hourlyRate: '0.10' })]).laborCost).toBe('0.00');
    expect(siteLabor([entry('2026-03-02', 7, true, { hourlyRate: '33.33' })]).laborCost).toBe('3.89');
  });

  it('leaves out weeks with no entry at the site', () => {
    expect(siteLabor([entry('2026-03-02', 600, false)]).weeks).toEqual([]);
  });
});
