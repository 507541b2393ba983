// Graceful stop of the HTTP side: no new connections, requests already running finish.
import type { Server } from 'node:http';

export interface HttpDrain {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections, closes idle keep-alive ones, and resolves once every running
   * request has been answered or `timeoutMs` has passed (what is left is then cut by app.close()).
   */
  drain(timeoutMs: number): Promise<{ drained: boolean; left: number }>;
}

/** Counts in-flight requests on `server` from now on; call before it listens. */
export function trackInFlight(server: Server): HttpDrain {
  let inFlight = 0;
  let onIdle: (() => void) | null = null;
  server.on('request', (_request, response) => {
    inFlight += 1;
    // 'close' fires once the response is finished or the client went away: either way it is done.
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    });
  });
  return {
    inFlight: () => inFlight,
    drain(timeoutMs) {
      // Node 19+: close() stops listening and closes idle keep-alive connections; connections
      // with a request running stay open until it is answered. The callback (fired when every
      // connection is gone) is not awaited: an idle keep-alive client must not delay the exit.
      server.close(() => undefined);
      server.closeIdleConnections();
      if (inFlight === 0) return Promise.resolve({ drained: true, left: 0 });
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          onIdle = null;
          resolve({ drained: false, left: inFlight });
        }, timeoutMs);
        timer.unref();
        onIdle = () => {
          clearTimeout(timer);
          onIdle = null;
          server.closeIdleConnections();
          resolve({ drained: true, left: 0 });
        };
      });
    },
  };
}
