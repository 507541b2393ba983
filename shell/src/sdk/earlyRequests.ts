// GETs the entry script starts before the app's code has even downloaded (src/startup), handed
// to the first query asking for the same URL, so the answer is not awaited a second time (issue
// 9: GET /api/auth/user used to start only once the whole app had loaded and run).
const started = new Map<string, Promise<Response>>();

/** The init of every API GET (apiBaseQuery's): index.html preloads these URLs with the same credentials mode. */
export const API_GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/** Starts `url` now; the first apiBaseQuery GET of that exact URL takes the answer. */
export function startEarly(url: string): Promise<Response> {
  const response = fetch(url, API_GET_INIT);
  started.set(url, response);
  return response;
}

/** The early answer for `url`, once: later calls (refetches) go to the network. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
