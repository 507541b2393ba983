// Money on the server: numeric(12,2) values arrive from pg as decimal strings and are combined as
// integer cents (bigint), never as floats.

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** '12.5' -> 1250n. Throws on anything that is not a decimal with at most 2 places. */
export function toCents(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not a money amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return sign ? -cents : cents;
}

/** 1250n -> '12.50'. */
export function fromCents(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${text}` : text;
}

/** Sum of decimal strings, as a decimal string ('0.00' for none). */
export function sumMoney(values: readonly string[]): string {
  return fromCents(values.reduce((total, value) => total + toCents(value), 0n));
}

/** a - b as a decimal string. */
export function subtractMoney(a: string, b: string): string {
  return fromCents(toCents(a) - toCents(b));
}

/** numerator / denominator rounded half up, both non-negative (minutes and rates are never negative). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** Minutes as hours with 2 decimals, rounded half up, exact: 405 -> '6.75', 1 -> '0.02'. */
export function hoursOf(minutes: number): string {
  return fromCents(divideHalfUp(BigInt(minutes) * 100n, 60n));
}

/**
 * The pay of `minutes` at `rate` dollars an hour times `multiplier` (a decimal string: '1' straight
 * time, '1.5' overtime, '0.5' the overtime premium alone), in cents, rounded half up to the cent:
 * the only rounding, so payroll and job-site costs agree to the cent.
 */
export function payCents(minutes: number, rate: string, multiplier = '1'): bigint {
  return divideHalfUp(toCents(rate) * BigInt(minutes) * toCents(multiplier), 60n * 100n);
}

// US dollars as the app shows them ('$186,500.00'), for texts the server writes (notifications).
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '186500' -> '$186,500.00'; '-5' -> '-$5.00'. Exact: the amount is read as cents first. */
export function formatMoney(value: string): string {
  // Whole cents divided by 100 give the double nearest the amount, which rounds back to it exactly.
  return USD.format(Number(toCents(value)) / 100);
}
