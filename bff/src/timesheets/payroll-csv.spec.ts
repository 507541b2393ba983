import { hoursOf, payOf, payrollCsv, type PayrollDay } from './payroll-csv';

const DAY: PayrollDay = {
  employeeId: 'u1',
  lastName: 'Diaz',
  firstName: 'Ana',
  email: 'ana@example.com',
  date: '2026-03-06',
  jobSites: ['North Lot', 'Depot, East'],
  regularMinutes: 156,
  overtimeMinutes: 405,
  unpaidBreakMinutes: 30,
  hourlyRate: '28.50',
};

describe('the payroll export', () => {
  it('shows hours to 2 decimals, rounded half up', () => {
    expect(hoursOf(405)).toBe('6.75');
    expect(hoursOf(2400)).toBe('40.00');
    expect(hoursOf(1)).toBe('0.02');
    expect(hoursOf(0)).toBe('0.00');
  });

  it('pays to the cent exactly, overtime at 1.5 times the rate', () => {
    // 156 min at 28.50 = 74.10; 405 min at 42.75 = 288.5625 -> 288.56.
    expect(payOf(156, '28.50', { numerator: 1n, denominator: 1n })).toBe('74.10');
    expect(payOf(405, '28.50', { numerator: 3n, denominator: 2n })).toBe('288.56');
    // 0.1 + 0.2 style float traps: 7 min at 0.30 = 0.035 -> 0.04 (half up).
    expect(payOf(7, '0.30', { numerator: 1n, denominator: 1n })).toBe('0.04');
    expect(payOf(60 * 40, '9999.99', { numerator: 1n, denominator: 1n })).toBe('399999.60');
  });

  it('writes the columns in order, every cell quoted, formulas defused, with the gross pay', () => {
    const csv = payrollCsv([DAY, { ...DAY, firstName: '=HYPERLINK("x")', hourlyRate: null }]);
    const line = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect(csv.split('\r\n')).toEqual([
      line([
        'employee_id',
        'last_name',
        'first_name',
        'email',
        'date',
        'job_site',
        'regular_hours',
        'overtime_hours',
        'unpaid_break_minutes',
        'hourly_rate',
        'regular_pay',
        'overtime_pay',
        'gross_pay',
      ]),
      line(['u1', 'Diaz', 'Ana', 'ana@example.com', '2026-03-06', 'North Lot; Depot, East', '2.60', '6.75', '30', '28.50', '74.10', '288.56', '362.66']),
      line(['u1', 'Diaz', `'=HYPERLINK(""x"")`, 'ana@example.com', '2026-03-06', 'North Lot; Depot, East', '2.60', '6.75', '30', '', '', '', '']),
      '',
    ]);
  });
});
