import { askLocation } from './punchLocation';

describe('askLocation', () => {
  it('gives the fix, its accuracy bounded to what the API takes', async () => {
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) => success({ coords: { latitude: 41.9, longitude: -87.6, accuracy: 250_000 } } as GeolocationPosition),
    } as unknown as Geolocation;
    await expect(askLocation(geolocation)).resolves.toEqual({ latitude: 41.9, longitude: -87.6, accuracy: 100_000 });
  });

  it('gives null on a refusal and without geolocation', async () => {
    const refusing = {
      getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) => failure({ code: 1 } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(askLocation(refusing)).resolves.toBeNull();
    await expect(askLocation(undefined)).resolves.toBeNull();
  });

  it('gives null when the browser never answers (a prompt left open), after the timeout', async () => {
    jest.useFakeTimers();
    try {
      const silent = { getCurrentPosition: () => undefined } as unknown as Geolocation;
      const answer = askLocation(silent, 5000);
      jest.advanceTimersByTime(5000);
      await expect(answer).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
