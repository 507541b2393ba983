// The payroll export's arithmetic and text. Pure: money is whole cents in bigint (exact, never a
// float), hours are minutes shown to 2 decimals, and every text cell is guarded so a spreadsheet
// never runs it as a formula.
import { csvDocument, type CsvCell } from '../common/csv';
import { fromCents, toCents } from '../common/money';

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

/** a / b rounded half up, for non-negative bigints. */
function divideRounded(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

/** Minutes as hours with 2 decimals ('405' -> '6.75'), rounded half up. */
export function hoursOf(minutes: number): string {
  const hundredths = divideRounded(BigInt(minutes) * 100n, 60n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * The pay of `minutes` at `rate` dollars an hour times `multiplier` (1 or 1.5: written as
 * numerator/denominator so it stays exact), to the cent, rounded half up.
 */
export function payOf(minutes: number, rate: string, multiplier: { numerator: bigint; denominator: bigint }): string {
  return fromCents(divideRounded(toCents(rate) * BigInt(minutes) * multiplier.numerator, 60n * multiplier.denominator));
}

const STRAIGHT = { numerator: 1n, denominator: 1n };
/** Overtime pays 1.5 times the rate (OVERTIME_MULTIPLIER). */
const TIME_AND_A_HALF = { numerator: 3n, denominator: 2n };

/** One row's cells, in PAYROLL_COLUMNS order. */
export function payrollCells(day: PayrollDay): CsvCell[] {
  const rate = day.hourlyRate;
  const regularPay = rate === null ? '' : payOf(day.regularMinutes, rate, STRAIGHT);
  const overtimePay = rate === null ? '' : payOf(day.overtimeMinutes, rate, TIME_AND_A_HALF);
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
