// Finds a job site's coordinates from its address with a Nominatim-compatible geocoder
// (GEOCODER_URL; its search API: GET <base>/search?q=...&format=jsonv2&limit=1). Unset, there is
// no lookup and the Job Sites form offers none.
import { Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { msg } from '../i18n/message';

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** The geocoder's name for what it found, for the admin to check. */
  displayName: string;
}

export const GEOCODER_NOT_CONFIGURED = msg('errors.jobSites.geocoderNotConfigured');
export const NO_PLACE_FOUND = msg('errors.jobSites.noPlaceFound');
export const GEOCODER_FAILED = msg('errors.jobSites.geocoderFailed');
const TIMEOUT_MS = 5_000;

/** Degrees as the job sites store them (6 decimals), when `value` is a real coordinate within ±limit. */
function degrees(value: unknown, limit: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? Math.round(number * 1e6) / 1e6 : null;
}

@Injectable()
export class GeocoderService {
  private readonly logger = new Logger(GeocoderService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get available(): boolean {
    return this.config.geocoderUrl !== null;
  }

  /** The first place the geocoder finds for `address`; 404 when none, 503 when it fails or answers nonsense. */
  async find(address: string): Promise<GeocodedPlace> {
    if (!this.config.geocoderUrl) throw new ServiceUnavailableException(GEOCODER_NOT_CONFIGURED);
    const url = new URL('search', this.config.geocoderUrl.endsWith('/') ? this.config.geocoderUrl : `${this.config.geocoderUrl}/`);
    url.search = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1' }).toString();
    let body: unknown;
    try {
      // Nominatim's usage policy asks every client to name itself.
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': `${this.config.companyName} job sites (Groundwork)` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      this.logger.warn(`Geocoder ${url.origin} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(GEOCODER_FAILED);
    }
    if (!Array.isArray(body)) throw new ServiceUnavailableException(GEOCODER_FAILED);
    if (body.length === 0) throw new NotFoundException(NO_PLACE_FOUND);
    const first = body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown };
    const latitude = degrees(first?.lat, 90);
    const longitude = degrees(first?.lon, 180);
    if (latitude === null || longitude === null) throw new ServiceUnavailableException(GEOCODER_FAILED);
    return { latitude, longitude, displayName: typeof first.display_name === 'string' ? first.display_name.slice(0, 500) : address };
  }
}
