import { distanceMeters, punchLocationFlag } from './punch-location';

// A site in the Loop; one degree of latitude is ~111,195 m on the haversine's sphere.
const site = { latitude: 41.8781, longitude: -87.6298, radiusMeters: 300 };
const north = (meters: number) => ({ latitude: site.latitude + meters / 111_195, longitude: site.longitude });

describe('distanceMeters', () => {
  it('measures a known distance: Chicago to Springfield, IL is about 290 km', () => {
    expect(distanceMeters({ latitude: 41.8781, longitude: -87.6298 }, { latitude: 39.7817, longitude: -89.6501 })).toBeGreaterThan(285_000);
    expect(distanceMeters({ latitude: 41.8781, longitude: -87.6298 }, { latitude: 39.7817, longitude: -89.6501 })).toBeLessThan(295_000);
  });

  it('is zero at the same point and symmetric', () => {
    expect(distanceMeters(site, site)).toBe(0);
    expect(distanceMeters(site, north(500))).toBeCloseTo(distanceMeters(north(500), site), 6);
  });
});

describe('punchLocationFlag', () => {
  it('flags a punch without coordinates no_location, site or not', () => {
    expect(punchLocationFlag(null, site)).toBe('no_location');
    expect(punchLocationFlag(null, null)).toBe('no_location');
  });

  it('does not check against a site without coordinates', () => {
    expect(punchLocationFlag(north(100_000), null)).toBeNull();
  });

  it('accepts a punch within the radius, flags one beyond it', () => {
    expect(punchLocationFlag(north(290), site)).toBeNull();
    expect(punchLocationFlag(north(310), site)).toBe('outside_site');
  });

  it('counts the fix accuracy in the punch’s favour', () => {
    expect(punchLocationFlag({ ...north(450), accuracy: 200 }, site)).toBeNull();
    expect(punchLocationFlag({ ...north(550), accuracy: 200 }, site)).toBe('outside_site');
  });

  it('counts accuracy only up to 1,000 m', () => {
    expect(punchLocationFlag({ ...north(1_250), accuracy: 5_000 }, site)).toBeNull();
    expect(punchLocationFlag({ ...north(1_350), accuracy: 5_000 }, site)).toBe('outside_site');
  });
});
