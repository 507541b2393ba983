// GETs the entry script starts before the app's code has even downloaded (src/startup), handed
// to the first query asking for the same URL, so the answer is not awaited a second time
// (GET /api/auth/user used to start only once the whole app had loaded and run).
const started = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * An early answer older than this is not handed out: the query asks afresh. The first screen
 * takes its answers within a second or two; one left over (the dashboard's, when the user went
 * elsewhere first) must not be served minutes later, after changes it would not show.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** The init of every API GET (apiBaseQuery's): index.html preloads these URLs with the same credentials mode. */
export const API_GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } };

/** Starts `url` now; the first apiBaseQuery GET of that exact URL takes the answer. */
export function startEarly(url: string): Promise<Response> {
  const response = fetch(url, API_GET_INIT);
  started.set(url, { response, at: Date.now() });
  return response;
}

/** The early answer for `url`, once and while fresh: later calls (refetches) go to the network. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early && Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? early.response : undefined;
}
