// A tiny stand-in for Stripe's HTTP API (create and retrieve PaymentIntents), so the BFF's one
// Stripe client is exercised for real over HTTP (STRIPE_API_URL points at it) without the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  created: FakeIntent[];
  /** What a card payment in the browser does: the intent succeeds for its amount. */
  succeed(id: string): FakeIntent;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const created: FakeIntent[] = [];
  let counter = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        response.end(JSON.stringify(json));
      };
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match) metadata[match[1]] = value;
        }
        counter += 1;
        const id = `pi_fake${counter}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_abc`,
          description: form.get('description') ?? '',
          metadata,
        };
        intents.set(id, intent);
        created.push(intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve) {
        const intent = intents.get(decodeURIComponent(retrieve[1]));
        if (intent) return send(200, intent);
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    created,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      return intent;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The Stripe client keeps connections alive: end them so the worker can exit.
        server.closeAllConnections();
      }),
  };
}
