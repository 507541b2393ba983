// Where the browser says a punch was made. Asked at each punch; a refusal, an error, a browser
// without geolocation or no answer within the timeout all give null, and the punch is still
// recorded (the server flags it `no_location`): nobody is kept from clocking in by their location.

/** The fix sent with a punch (the API's PunchDto fields). */
export interface PunchFix {
  latitude: number;
  longitude: number;
  accuracy?: number;
}

/** How long a punch waits for the location: short, since the person is waiting at the button. */
export const LOCATION_TIMEOUT_MS = 8000;

/** The largest accuracy the API takes, in meters (a coarser fix is sent as this). */
const MAX_ACCURACY_METERS = 100_000;

export function askLocation(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  timeoutMs = LOCATION_TIMEOUT_MS,
): Promise<PunchFix | null> {
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (fix: PunchFix | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(fix);
    };
    // Our own timer too: the browser's timeout starts only once permission is given, so a prompt
    // left unanswered would otherwise hold the punch forever.
    const timer = setTimeout(() => finish(null), timeoutMs);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          finish({
            latitude: coords.latitude,
            longitude: coords.longitude,
            ...(Number.isFinite(coords.accuracy) ? { accuracy: Math.min(Math.max(coords.accuracy, 0), MAX_ACCURACY_METERS) } : {}),
          }),
        () => finish(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      finish(null);
    }
  });
}
