// Where a punch was, against its job site: the rule that flags a punch made away from the site.
// Pure, so the arithmetic has its own unit test.

/** A GPS fix as the browser reports it: degrees, and its accuracy radius in meters. */
export interface PunchPosition {
  latitude: number;
  longitude: number;
  accuracy?: number;
}

export interface SiteFence {
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

/** A phone's accuracy counts in the punch's favour only up to this much (a 50 km "fix" proves nothing). */
export const MAX_COUNTED_ACCURACY_METERS = 1000;

const EARTH_RADIUS_METERS = 6_371_000;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in meters (haversine), exact enough at a job site's scale. */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type PunchLocationFlag = 'outside_site' | 'no_location';

/**
 * The flag a punch earns, or null: no coordinates -> `no_location`; farther from the site than its
 * radius plus the fix's accuracy (counted up to MAX_COUNTED_ACCURACY_METERS) -> `outside_site`.
 * A site without coordinates (`fence` null) cannot be checked, so only a missing position flags.
 * Nothing is refused for its location: the flag is for the reviewer.
 */
export function punchLocationFlag(position: PunchPosition | null, fence: SiteFence | null): PunchLocationFlag | null {
  if (!position) return 'no_location';
  if (!fence) return null;
  const slack = Math.min(Math.max(position.accuracy ?? 0, 0), MAX_COUNTED_ACCURACY_METERS);
  return distanceMeters(position, fence) > fence.radiusMeters + slack ? 'outside_site' : null;
}
