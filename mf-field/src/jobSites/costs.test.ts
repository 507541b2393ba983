import { isAmount, remainingBalance } from './costs';

it('computes the remaining balance exactly once both amounts are filled', () => {
  expect(remainingBalance('1000.00', '250.00')).toBe('$750.00');
  expect(remainingBalance('0.3', '0.1')).toBe('$0.20');
  expect(remainingBalance('100', '150')).toBe('-$50.00');
  expect(remainingBalance('100', '')).toBeNull();
  expect(remainingBalance(undefined, '1')).toBeNull();
});

it('accepts amounts the server accepts', () => {
  expect(isAmount('1000')).toBe(true);
  expect(isAmount('1000.5')).toBe(true);
  expect(isAmount('1.234')).toBe(false);
  expect(isAmount('-1')).toBe(false);
  expect(isAmount('1e3')).toBe(false);
});
