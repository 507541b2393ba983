// @ts-check
// One load figure with autocannon: requests per second (mean over the run), p99 latency in ms,
// and what went wrong (socket errors and timeouts, responses outside 2xx).
// autocannon ships no types.
// @ts-ignore
import autocannon from 'autocannon';

/**
 * @typedef {{ url: string, connections: number, duration?: number, requests?: number, method?: string,
 *   headers?: Record<string, string>, body?: string, setupClient?: (client: any) => void }} LoadOptions
 * @returns {(options: LoadOptions) => Promise<{ rps: number, p99: number, errors: number, non2xx: number }>}
 */
export function loader(/** @type {number} */ defaultSeconds) {
  return async function load({ url, connections, duration = defaultSeconds, requests, method, headers, body, setupClient }) {
    const result = await autocannon({
      url,
      connections,
      // A fixed number of requests, when given, ends the run instead of the clock.
      ...(requests ? { amount: requests } : { duration }),
      method: /** @type {any} */ (method ?? 'GET'),
      headers,
      body,
      setupClient,
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      // autocannon counts timeouts among its errors already.
      errors: result.errors,
      non2xx: result.non2xx,
    };
  };
}
