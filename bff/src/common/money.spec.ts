import { formatMoney, fromCents, hoursOf, payCents, subtractMoney, sumMoney, toCents } from './money';

describe('money', () => {
  it('reads decimal strings as exact cents', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.10')).toBe(10n);
    expect(toCents('1000')).toBe(100000n);
    expect(toCents('-3.07')).toBe(-307n);
    expect(() => toCents('1.234')).toThrow('Not a money amount');
    expect(() => toCents('abc')).toThrow('Not a money amount');
  });

  it('writes cents with two decimals', () => {
    expect(fromCents(0n)).toBe('0.00');
    expect(fromCents(75005n)).toBe('750.05');
    expect(fromCents(-5n)).toBe('-0.05');
  });

  it('adds and subtracts without float error', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(subtractMoney('1000.00', '250.00')).toBe('750.00');
    expect(subtractMoney('0.30', '0.10')).toBe('0.20');
  });

  it('formats amounts as en-US dollars, as the front end does', () => {
    expect(formatMoney('186500')).toBe('$186,500.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('0.1')).toBe('$0.10');
    expect(formatMoney('-1250.05')).toBe('-$1,250.05');
    expect(formatMoney('9999999999.99')).toBe('$9,999,999,999.99');
  });

  it('shows minutes as hours to 2 decimals, rounded half up (payroll and job-site CSVs)', () => {
    expect(hoursOf(405)).toBe('6.75');
    expect(hoursOf(2400)).toBe('40.00');
    expect(hoursOf(1)).toBe('0.02');
    expect(hoursOf(0)).toBe('0.00');
    expect(hoursOf(2805)).toBe('46.75');
  });

  it('pays minutes at a rate to the cent exactly, half up, straight, overtime or premium', () => {
    // 156 min at 28.50 = 74.10; 405 min at 42.75 = 288.5625 -> 288.56.
    expect(fromCents(payCents(156, '28.50'))).toBe('74.10');
    expect(fromCents(payCents(405, '28.50', '1.5'))).toBe('288.56');
    // The premium alone: 405 min at 14.25 = 96.1875 -> 96.19.
    expect(fromCents(payCents(405, '28.50', '0.5'))).toBe('96.19');
    // 7 min at 0.30 = 0.035 -> 0.04 (half up; a float would give 0.034999...).
    expect(payCents(7, '0.30')).toBe(4n);
    expect(fromCents(payCents(60 * 40, '9999.99'))).toBe('399999.60');
    expect(payCents(0, '28.50', '1.5')).toBe(0n);
  });
});
