import { fullName, statusLabel } from './siteStatus';

it('turns underscores into spaces and capitalises the first letter', () => {
  expect(statusLabel('on_hold')).toBe('On hold');
  expect(statusLabel('active')).toBe('Active');
  expect(statusLabel('completed')).toBe('Completed');
});

it('writes full names, or null for nobody', () => {
  expect(fullName({ firstName: 'Darnell', lastName: 'Washington' })).toBe('Darnell Washington');
  expect(fullName(null)).toBeNull();
});
