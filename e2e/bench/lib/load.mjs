// @ts-check
// One load figure with autocannon: requests per second (mean over the run), p99 latency in ms,
// and what went wrong (socket errors and timeouts, responses outside 2xx). Every figure is
// measured after a warm-up: the same load for `warmupSeconds`, not counted. A new endpoint's
// first second pays for V8 compiling its code under load and for its first reads from the
// database (measured here: My Schedule's week gave 3,000 req/s at p99 428 ms over its first
// 2 s, then 8,900-10,400 req/s at p99 15-27 ms), which a server in use has long paid; the
// figures are about the server in use. autocannon's own `warmup` option does the same, but a
// separate run lets a section tidy up between the two (`afterWarmup`).
// @ts-expect-error autocannon ships no types.
import autocannon from 'autocannon';

/**
 * @typedef {{ url: string, connections: number, duration?: number, requests?: number, method?: string,
 *   headers?: Record<string, string>, body?: string, setupClient?: (client: any) => void,
 *   afterWarmup?: () => Promise<void> }} LoadOptions
 * @param {number} defaultSeconds
 * @param {number} warmupSeconds
 * @returns {(options: LoadOptions) => Promise<{ rps: number, p99: number, errors: number, non2xx: number }>}
 */
export function loader(defaultSeconds, warmupSeconds) {
  return async function load({ url, connections, duration = defaultSeconds, requests, method, headers, body, setupClient, afterWarmup }) {
    const common = { url, connections, method: /** @type {any} */ (method ?? 'GET'), headers, body, setupClient };
    if (warmupSeconds > 0) {
      await autocannon({ ...common, duration: warmupSeconds });
      await afterWarmup?.();
    }
    const result = await autocannon({
      ...common,
      // A fixed number of requests, when given, ends the run instead of the clock.
      ...(requests ? { amount: requests } : { duration }),
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
