import { formatMoney, fromCents, subtractMoney, sumMoney, toCents } from './money';

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
});
