// A tiny round-robin load balancer for the two-instance test: each HTTP request and each /ws
// upgrade goes to the next backend in turn. A backend that refuses the connection (stopped) is
// skipped, as a real load balancer's health check would: the request never reached it, so
// sending it to the next one is safe even for a POST.
import http from 'node:http';
import net from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests and upgrades each backend port answered. */
  served: Record<number, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(port: number, backends: number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served: Record<number, number> = Object.fromEntries(backends.map((backend) => [backend, 0]));
  const order = () => {
    const first = next++ % backends.length;
    return backends.map((_, offset) => backends[(first + offset) % backends.length]);
  };
  const sockets = new Set<net.Socket>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const tryBackend = (candidates: number[]) => {
        const [backend, ...rest] = candidates;
        if (backend === undefined) {
          response.writeHead(502).end('No backend answered');
          return;
        }
        // A fresh connection per request (agent: false), so requests alternate for real.
        const upstream = http.request(
          { host: '127.0.0.1', port: backend, method: request.method, path: request.url, headers: request.headers, agent: false },
          (answer) => {
            served[backend] += 1;
            response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') return tryBackend(rest);
          if (!response.headersSent) response.writeHead(502);
          response.end();
        });
        upstream.end(body);
      };
      tryBackend(order());
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    const tryBackend = (candidates: number[]) => {
      const [backend, ...rest] = candidates;
      if (backend === undefined) return client.destroy();
      const upstream = net.connect(backend, '127.0.0.1');
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && upstream.bytesWritten === 0) return tryBackend(rest);
        client.destroy();
      });
      upstream.once('connect', () => {
        served[backend] += 1;
        sockets.add(upstream);
        upstream.once('close', () => sockets.delete(upstream));
        const headers: string[] = [];
        for (let index = 0; index < request.rawHeaders.length; index += 2) {
          headers.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
        }
        upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        // end(), not destroy(): what the backend wrote last (its close frame) still reaches the client.
        upstream.on('close', () => client.end());
        client.on('close', () => upstream.end());
      });
    };
    tryBackend(order());
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
