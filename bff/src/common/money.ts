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

// US dollars as the app shows them ('$186,500.00'), for texts the server writes (notifications).
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '186500' -> '$186,500.00'; '-5' -> '-$5.00'. Exact: the amount is read as cents first. */
export function formatMoney(value: string): string {
  // Whole cents divided by 100 give the double nearest the amount, which rounds back to it exactly.
  return USD.format(Number(toCents(value)) / 100);
}
