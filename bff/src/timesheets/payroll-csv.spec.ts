import { payrollCsv, type PayrollDay } from './payroll-csv';

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
