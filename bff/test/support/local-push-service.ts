// A push service of our own for the tests: an HTTPS server on localhost with the certificate the
// global setup made (trusted by the BFF through NODE_EXTRA_CA_CERTS), taking pushes as Chrome's or
// Firefox's would, and a browser's side of a subscription: its P-256 keys and auth secret, to
// decrypt what arrives (aes128gcm, RFC 8291, by http_ece) and check the VAPID signature (RFC 8292).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
// http_ece has no types: decrypt(buffer, params) is all the tests use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(buffer: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

/** One POST the service received. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  /** `https://localhost:<port>`: the endpoints' origin. */
  origin: string;
  /** The PUSH_ENDPOINT_HOSTS entry that admits it. */
  hostEntry: string;
  received: ReceivedPush[];
  /** What the service answers a push to `path` from now on (201 by default; 410: gone), after `delayMs`. */
  answer(path: string, status: number, delayMs?: number): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = process.env.GW_TEST_PUSH_TLS_DIR;
  if (!dir) throw new Error('GW_TEST_PUSH_TLS_DIR is not set: run the tests through jest (global setup)');
  const received: ReceivedPush[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const answers = new Map<string, { status: number; delayMs: number }>();
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const pushPath = request.url ?? '';
        received.push({ path: pushPath, headers: request.headers, body: Buffer.concat(chunks) });
        const { status, delayMs } = answers.get(pushPath) ?? { status: 201, delayMs: 0 };
        const timer = setTimeout(() => {
          timers.delete(timer);
          response.writeHead(status).end();
        }, delayMs);
        timers.add(timer);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    hostEntry: `localhost:${port}`,
    received,
    answer: (pushPath, status, delayMs = 0) => answers.set(pushPath, { status, delayMs }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a browser's PushSubscription.toJSON() gives. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** A browser's side of one subscription on the service: its JSON, and what it does with a push. */
export interface BrowserSubscription {
  json: SubscriptionJson;
  path: string;
  /** The pushes this endpoint received so far. */
  pushes(): ReceivedPush[];
  /** The push's plaintext, decrypted with this browser's keys. */
  decrypt(push: ReceivedPush): string;
}

export function browserSubscription(service: LocalPushService): BrowserSubscription {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const pushPath = `/push/${randomBytes(12).toString('hex')}`;
  return {
    json: { endpoint: `${service.origin}${pushPath}`, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth } },
    path: pushPath,
    pushes: () => service.received.filter((push) => push.path === pushPath),
    decrypt: (push) => ece.decrypt(push.body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'),
  };
}

/**
 * Checks the push's VAPID header (`vapid t=<JWT>, k=<public key>`): the key is the server's, the
 * JWT is signed by it (ES256), for the endpoint's origin, unexpired and at most a day long, with a
 * contact. Answers the JWT's claims.
 */
export function verifyVapid(push: ReceivedPush, origin: string, serverPublicKey: string): { aud: string; exp: number; sub: string } {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: "${header}"`);
  const [, jwt, key] = match;
  if (key !== serverPublicKey) throw new Error("the VAPID key is not the server's");
  const [head, body, signature] = jwt.split('.');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`the JWT's audience is ${claims.aud}, not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60 + 60)) throw new Error(`the JWT's expiry ${claims.exp} is not within a day`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`the JWT's subject ${claims.sub} is no contact`);
  return claims;
}
