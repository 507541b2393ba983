// The error rules: the error text, the server's message, and the 401 "logged out" rule.

/** What every failed call through the sdk's base query rejects with. */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  /** `${status}: ${body text or status text}`. */
  message: string;
  /** The parsed JSON body when there was one: `{ statusCode, message, error, details? }`. */
  data?: unknown;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error && typeof (error as { message: unknown }).message === 'string';
}

/** The error text of any error: `${status}: ${body}` for an API error, else its message. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The server's readable message, else the action's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.data === 'object' && error.data !== null) {
    const message = (error.data as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message.join(', ');
  }
  return fallback;
}

/** Error text beginning with 401 and mentioning Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  const text = errorText(error);
  return /^401\b/.test(text) && /Unauthorized/i.test(text);
}
