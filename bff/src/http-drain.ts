// Graceful stop of the HTTP side: no new connections, requests already running finish.
import type { Server } from 'node:http';
import net from 'node:net';

/**
 * After the last running request, how long the server keeps quiet connections open: one a load
 * balancer or proxy had just opened, or was about to reuse, may be carrying a request already.
 * Closing it then would make that request fail without an answer (a 502 at the proxy).
 */
export const QUIET_PERIOD_MS = 500;

export interface HttpDrain {
  /** Requests received and not yet answered. */
  inFlight(): number;
  /**
   * Stops accepting connections, answers what is running and what still arrives on open
   * connections (each answer saying `Connection: close`), and resolves once nothing has run for
   * QUIET_PERIOD_MS, or `timeoutMs` has passed (what is left is then cut by app.close()).
   */
  drain(timeoutMs: number): Promise<{ drained: boolean; left: number }>;
}

/** Counts in-flight requests on `server` from now on; call before it listens. */
export function trackInFlight(server: Server): HttpDrain {
  let inFlight = 0;
  let lastActivity = Date.now();
  let closing = false;
  server.on('request', (_request, response) => {
    inFlight += 1;
    lastActivity = Date.now();
    // Tells keep-alive clients not to send another request on this connection.
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    // 'close' fires once the response is finished or the client went away: either way it is done.
    response.once('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
  });
  return {
    inFlight: () => inFlight,
    async drain(timeoutMs) {
      closing = true;
      lastActivity = Date.now();
      // net.Server's close, not http.Server's: since Node 19 the latter also closes idle
      // keep-alive connections at once, racing a request a client is sending on one.
      net.Server.prototype.close.call(server);
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= QUIET_PERIOD_MS) return { drained: true, left: 0 };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return { drained: inFlight === 0, left: inFlight };
    },
  };
}
