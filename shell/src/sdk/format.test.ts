import { formatCents, formatDate, formatMoney, formatTime, sumCents, toCents } from './format';

describe('money', () => {
  it('formats decimal strings as en-US dollars: $, thousands separators, 2 decimals', () => {
    expect(formatMoney('186500')).toBe('$186,500.00');
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89');
    expect(formatMoney('1250')).toBe('$1,250.00');
    expect(formatMoney('-1250.5')).toBe('-$1,250.50');
    expect(formatMoney('12.5')).toBe('$12.50');
    expect(formatMoney('0.07')).toBe('$0.07');
    expect(formatMoney('-3.1')).toBe('-$3.10');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney('2.345')).toBe('$2.35');
  });

  it('sums exactly in integer cents (no float drift)', () => {
    expect(sumCents(['0.10', '0.20'])).toBe(30);
    expect(formatCents(sumCents(['0.1', '0.2', '1000000.01']))).toBe('$1,000,000.31');
    expect(toCents('abc')).toBe(0);
  });
});

describe('dates and times', () => {
  it('formats calendar dates as MMM D, YYYY', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('')).toBe('');
  });

  it('formats HH:mm as h:mm A', () => {
    expect(formatTime('06:45')).toBe('6:45 AM');
    expect(formatTime('13:05')).toBe('1:05 PM');
    expect(formatTime('00:00')).toBe('12:00 AM');
  });
});
