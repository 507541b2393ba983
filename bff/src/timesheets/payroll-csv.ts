// The payroll export's arithmetic and text. Pure: money is whole cents in bigint (exact, never a
// float), hours are minutes shown to 2 decimals, and every text cell is guarded so a spreadsheet
// never runs it as a formula.
import { csvDocument, type CsvCell } from '../common/csv';
import { fromCents, hoursOf, payCents, toCents } from '../common/money';
import { OVERTIME_MULTIPLIER } from '../time-entries/overtime';

export const PAYROLL_COLUMNS = [
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
] as const;

export interface PayrollDay {
  employeeId: string;
  lastName: string;
  firstName: string;
  email: string;
  date: string;
  jobSites: string[];
  regularMinutes: number;
  overtimeMinutes: number;
  unpaidBreakMinutes: number;
  /** Dollars an hour as a decimal string, or null when no rate is set (the pay cells stay empty). */
  hourlyRate: string | null;
}

/** One row's cells, in PAYROLL_COLUMNS order. */
export function payrollCells(day: PayrollDay): CsvCell[] {
  const rate = day.hourlyRate;
  const regularPay = rate === null ? '' : fromCents(payCents(day.regularMinutes, rate));
  const overtimePay = rate === null ? '' : fromCents(payCents(day.overtimeMinutes, rate, OVERTIME_MULTIPLIER));
  const gross = rate === null ? '' : fromCents(toCents(regularPay) + toCents(overtimePay));
  return [
    day.employeeId,
    day.lastName,
    day.firstName,
    day.email,
    day.date,
    day.jobSites.join('; '),
    hoursOf(day.regularMinutes),
    hoursOf(day.overtimeMinutes),
    String(day.unpaidBreakMinutes),
    rate === null ? '' : fromCents(toCents(rate)),
    regularPay,
    overtimePay,
    gross,
  ];
}

/** The whole CSV (common/csv: every cell quoted, formulas defused): a header and one row per person and day. */
export function payrollCsv(days: readonly PayrollDay[]): string {
  return csvDocument(PAYROLL_COLUMNS, days.map(payrollCells));
}
