// A tiny stand-in for Stripe's PaymentIntents API (STRIPE_API_URL points the one Stripe client at
// it), so tests prove what the server does with real HTTP answers: created intents are recorded
// and a test can move one to any status or amount, as a card payment would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  description: string | null;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Adds an intent directly (one the server never created), e.g. for another amount. */
  add(fields: Partial<FakeIntent>): FakeIntent;
  /** What a card payment in the browser does: the intent succeeds for its amount. */
  succeed(id: string): FakeIntent;
  close(): Promise<void>;
}

let counter = 0;

function newIntent(fields: Partial<FakeIntent>): FakeIntent {
  counter += 1;
  const id = fields.id ?? `pi_test${Date.now().toString(36)}${counter}`;
  return {
    id,
    object: 'payment_intent',
    amount: 0,
    amount_received: 0,
    currency: 'usd',
    status: 'requires_payment_method',
    description: null,
    client_secret: `${id}_secret_${counter}`,
    metadata: {},
    ...fields,
  };
}

/** Form-encoded Stripe bodies ('metadata[kind]=invoice') into a flat and a metadata map. */
function parseForm(body: string): { fields: Record<string, string>; metadata: Record<string, string> } {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
    else fields[key] = value;
  }
  return { fields, metadata };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const { fields, metadata } = parseForm(body);
        const intent = newIntent({ amount: Number(fields.amount), currency: fields.currency, description: fields.description ?? null, metadata });
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      const found = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && found) {
        const intent = intents.get(decodeURIComponent(found[1]));
        if (intent) return send(200, intent);
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${found[1]}'` } });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    add(fields) {
      const intent = newIntent(fields);
      intents.set(intent.id, intent);
      return intent;
    },
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
