import { navigationUrl } from './navigation';

it('uses the coordinates when the site has them, else the address', () => {
  expect(navigationUrl({ address: '1 Main St', latitude: '41.853600', longitude: '-87.639700' })).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=41.853600%2C-87.639700',
  );
  expect(navigationUrl({ address: '2150 S Canal St, Chicago', latitude: null, longitude: null })).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=2150%20S%20Canal%20St%2C%20Chicago',
  );
});
