// The URL of an API request: its own module (no other imports) so the entry script can build the
// URLs it starts early (startup/firstScreen.ts) exactly as the base query will ask them.
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (with a JSON content type) only when present. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  /** A write's `Idempotency-Key` (the outbox's item id); other writes get a fresh one per call. */
  idempotencyKey?: string;
  /** Sent as multipart/form-data instead of `body` (a photo: a Blob with its file name). */
  multipart?: MultipartField[];
}

export interface MultipartField {
  name: string;
  value: Blob | string;
  filename?: string;
}

export const API_BASE = '/api';

export function apiUrl({ url, params }: ApiRequest): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${url}${search ? `?${search}` : ''}`;
}
