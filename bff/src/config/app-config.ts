// The BFF's configuration: read from the environment once, validated at start-up.
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const APP_CONFIG = Symbol('APP_CONFIG');

export const DEFAULT_REMOTES: Record<string, string> = {
  mf_scheduling: '/remotes/mf-scheduling/mf-manifest.json',
  mf_field: '/remotes/mf-field/mf-manifest.json',
  mf_supplies: '/remotes/mf-supplies/mf-manifest.json',
  mf_documents: '/remotes/mf-documents/mf-manifest.json',
  mf_client_portal: '/remotes/mf-client-portal/mf-manifest.json',
  mf_chat: '/remotes/mf-chat/mf-manifest.json',
};

export interface AppConfig {
  port: number;
  databaseUrl: string;
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  companyName: string;
  adminPin: string | null;
  foremanPin: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  remotes: Record<string, string>;
  authRateLimit: number;
  /** Wrong passwords for one account within 15 minutes before its logins are refused for 15 minutes. */
  loginFailureLimit: number;
  /** Changes (POST, PUT, PATCH, DELETE on /api) one person may make a minute, per instance. */
  writeRateLimit: number;
  /** How long a client may take to send a whole request (headers and body) before it is cut off. */
  requestTimeoutMs: number;
  trustProxy: boolean;
  seedDemo: boolean;
  logLevel: string | null;
  staticRoot: string;
  /** Card payments through Stripe; null (the default) when the keys are unset. */
  stripe: StripeConfig | null;
  /** Where automatic supply reorders are shipped (COMPANY_ADDRESS, _CITY, _STATE, _ZIP). */
  companyAddress: CompanyAddress;
  /** Base URL of a Nominatim-compatible geocoder (its `/search`), or null: no address lookup. */
  geocoderUrl: string | null;
  /** An entry open longer than this many hours is a forgotten clock-out: the server closes it (MAX_SHIFT_HOURS). */
  maxShiftHours: number;
  /** The weekday each workweek starts on, 0 (Sunday) to 6, in TZ's calendar (WORKWEEK_START): timesheets and overtime. */
  workweekStart: number;
  /** Web Push: the VAPID keys that sign every push, and the push services subscriptions may name. */
  push: PushConfig;
  /** Where issue photos are kept: files under DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET). */
  photoStorage: PhotoStorageConfig;
}

/** Issue photos' store: a folder (the default) or an S3-compatible bucket. */
export type PhotoStorageConfig = { kind: 'files'; directory: string } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, a test server); null: AWS itself. Addressed path-style. */
  endpoint: string | null;
  region: string;
  /** Both keys, or null for the AWS SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface PushConfig {
  /** Uncompressed P-256 public key (65 bytes) and private key (32 bytes), base64url. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who runs this server, for the push services: a mailto: or https: URL (VAPID_SUBJECT). */
  vapidSubject: string;
  /** The hosts a subscription's endpoint may be on (PUSH_ENDPOINT_HOSTS). */
  endpointHosts: PushEndpointHost[];
}

/** One entry of PUSH_ENDPOINT_HOSTS: a host name, or every name under a domain (`*.`), on one port. */
export interface PushEndpointHost {
  host: string;
  wildcard: boolean;
  port: number;
}

/** The push services of Chrome, Firefox, Edge and Safari. */
export const DEFAULT_PUSH_ENDPOINT_HOSTS = 'fcm.googleapis.com,updates.push.services.mozilla.com,*.notify.windows.com,web.push.apple.com';

export interface CompanyAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}

export const DEFAULT_COMPANY_ADDRESS: CompanyAddress = { address: '100 N LaSalle St', city: 'Chicago', state: 'IL', zip: '60602' };

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Verifies POST /api/payments/webhook; without it the webhook refuses every call. */
  webhookSecret: string | null;
  /** Another Stripe API base (e.g. a local test double); unset means Stripe's own. */
  apiUrl: string | null;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  throw new ConfigError(name, `must be true or false (got "${raw}")`);
}

function pin(env: Env, name: string): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  if (!/^\d{4}$/.test(raw)) throw new ConfigError(name, 'must be exactly 4 digits');
  return raw;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/**
 * REMOTES_MANIFEST: inline JSON or a path to a JSON file, mapping container name -> URL.
 * Entries it leaves out keep their same-origin default, so moving one remote is one entry.
 */
export function parseRemotesManifest(raw: string | undefined, cwd: string): Record<string, string> {
  if (raw === undefined) return { ...DEFAULT_REMOTES };
  let text = raw;
  if (!raw.startsWith('{')) {
    const file = path.resolve(cwd, raw);
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError('REMOTES_MANIFEST', `is neither inline JSON nor a readable file (${file})`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConfigError('REMOTES_MANIFEST', 'does not contain valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('REMOTES_MANIFEST', 'must be a JSON object of container name -> URL');
  }
  const remotes: Record<string, string> = {};
  for (const [name, entry] of Object.entries(parsed)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
      throw new ConfigError('REMOTES_MANIFEST', `has an invalid container name "${name}"`);
    }
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new ConfigError('REMOTES_MANIFEST', `entry "${name}" must be a URL string`);
    }
    remotes[name] = entry;
  }
  return { ...DEFAULT_REMOTES, ...remotes };
}

/** STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together turn card payments on; one alone is a mistake. */
function stripeConfig(env: Env): StripeConfig | null {
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const publishableKey = value(env, 'STRIPE_PUBLISHABLE_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET') ?? null;
  if (secretKey === undefined && publishableKey === undefined) return null;
  if (secretKey === undefined) throw new ConfigError('STRIPE_SECRET_KEY', 'is required when STRIPE_PUBLISHABLE_KEY is set');
  if (publishableKey === undefined) throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'is required when STRIPE_SECRET_KEY is set');
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY', 'must look like sk_test_... or sk_live_...');
  if (!/^pk_(test|live)_\w+$/.test(publishableKey)) throw new ConfigError('STRIPE_PUBLISHABLE_KEY', 'must look like pk_test_... or pk_live_...');
  if (webhookSecret !== null && !/^whsec_\w+$/.test(webhookSecret)) throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must look like whsec_...');
  return { secretKey, publishableKey, webhookSecret, apiUrl: url(env, 'STRIPE_API_URL', null, ['http:', 'https:']) };
}

function text(env: Env, name: string, fallback: string, max: number, pattern?: RegExp, shape?: string): string {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (raw.length > max) throw new ConfigError(name, `must be at most ${max} characters`);
  if (pattern && !pattern.test(raw)) throw new ConfigError(name, `must be ${shape} (got "${raw}")`);
  return raw;
}

/** The company's shipping address; each part has a default so `npm start` needs none of them. */
function companyAddress(env: Env): CompanyAddress {
  return {
    address: text(env, 'COMPANY_ADDRESS', DEFAULT_COMPANY_ADDRESS.address, 500),
    city: text(env, 'COMPANY_CITY', DEFAULT_COMPANY_ADDRESS.city, 100),
    state: text(env, 'COMPANY_STATE', DEFAULT_COMPANY_ADDRESS.state, 50),
    zip: text(env, 'COMPANY_ZIP', DEFAULT_COMPANY_ADDRESS.zip, 20, /^\d{5}(-\d{4})?$/, 'a ZIP code such as 60602 or 60602-1234'),
  };
}

/**
 * S3_BUCKET turns the S3 store on; S3_ENDPOINT, S3_REGION and the key pair only mean something with
 * it, and a key without its pair is a mistake (the default chain would silently win).
 */
function photoStorage(env: Env, dataDir: string): PhotoStorageConfig {
  const bucket = value(env, 'S3_BUCKET');
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (bucket === undefined) {
    for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      if (value(env, name) !== undefined) throw new ConfigError(name, 'is set but S3_BUCKET is not (photos are kept under DATA_DIR/uploads without it)');
    }
    return { kind: 'files', directory: path.join(dataDir, 'uploads') };
  }
  // S3's bucket naming rules (3 to 63 lowercase letters, digits, dots and hyphens).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError('S3_BUCKET', `must be a bucket name such as groundwork-photos (got "${bucket}")`);
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError(accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY', 'must be set together with its pair');
  }
  return {
    kind: 's3',
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', null, ['http:', 'https:']),
    region: text(env, 'S3_REGION', 'us-east-1', 50, /^[a-z0-9-]+$/, 'a region such as us-east-1'),
    credentials: accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : null,
  };
}

/** Reads SESSION_SECRET, or a secret kept in DATA_DIR so sessions survive restarts. */
function sessionSecret(env: Env, dataDir: string): string {
  const raw = value(env, 'SESSION_SECRET');
  if (raw !== undefined) {
    if (raw.length < 16) throw new ConfigError('SESSION_SECRET', 'must be at least 16 characters');
    return raw;
  }
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 16) return existing;
  } catch {
    // not there yet: created below
  }
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
    return secret;
  } catch (error) {
    throw new ConfigError('DATA_DIR', `must be writable to keep the session secret (${(error as Error).message})`);
  }
}

/** PUSH_ENDPOINT_HOSTS: `host`, `*.domain` or either with `:port` (443 when left out), comma-separated. */
export function parsePushEndpointHosts(raw: string): PushEndpointHost[] {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new ConfigError('PUSH_ENDPOINT_HOSTS', 'must name at least one host');
  return entries.map((entry) => {
    const match = /^(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/.exec(entry);
    const port = match?.[3] === undefined ? 443 : Number(match[3]);
    if (!match || port < 1 || port > 65535) {
      throw new ConfigError('PUSH_ENDPOINT_HOSTS', `has "${entry}", which is not a host name, *.domain, or either with :port`);
    }
    return { host: match[2], wildcard: match[1] !== undefined, port };
  });
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Whether `publicKey` is the P-256 public key of `privateKey` (both base64url, as web-push takes them). */
function vapidPair(publicKey: string, privateKey: string): boolean {
  if (!BASE64URL.test(publicKey) || !BASE64URL.test(privateKey)) return false;
  const publicBytes = Buffer.from(publicKey, 'base64url');
  const privateBytes = Buffer.from(privateKey, 'base64url');
  if (publicBytes.length !== 65 || publicBytes[0] !== 4 || privateBytes.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    return ecdh.getPublicKey().equals(publicBytes);
  } catch {
    return false;
  }
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), else a pair made at the first start
 * and kept in DATA_DIR/vapid-keys.json, as the session secret: a browser's subscription is bound
 * to the public key it was made with, so a new key would silence every device already subscribed.
 */
function vapidKeys(env: Env, dataDir: string): { vapidPublicKey: string; vapidPrivateKey: string } {
  const publicKey = value(env, 'VAPID_PUBLIC_KEY');
  const privateKey = value(env, 'VAPID_PRIVATE_KEY');
  if (publicKey !== undefined || privateKey !== undefined) {
    if (publicKey === undefined) throw new ConfigError('VAPID_PUBLIC_KEY', 'is required when VAPID_PRIVATE_KEY is set');
    if (privateKey === undefined) throw new ConfigError('VAPID_PRIVATE_KEY', 'is required when VAPID_PUBLIC_KEY is set');
    if (!vapidPair(publicKey, privateKey)) {
      throw new ConfigError(
        'VAPID_PRIVATE_KEY',
        'and VAPID_PUBLIC_KEY must be a P-256 key pair in base64url (32 and 65 bytes), as `npx web-push generate-vapid-keys` prints',
      );
    }
    return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  // Made only when absent: new keys would silence every device already subscribed, so a damaged
  // file stops the start for a person to look at rather than being replaced.
  if (fs.existsSync(file)) {
    let kept: { publicKey?: unknown; privateKey?: unknown } = {};
    try {
      kept = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof kept;
    } catch {
      // read as damaged below
    }
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string' && vapidPair(kept.publicKey, kept.privateKey)) {
      return { vapidPublicKey: kept.publicKey, vapidPrivateKey: kept.privateKey };
    }
    throw new ConfigError('DATA_DIR', `holds a damaged ${file}: restore it, or delete it to make new keys (every device then subscribes again)`);
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const made = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(made) + '\n', { mode: 0o600 });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `must be writable to keep the VAPID keys (${(error as Error).message})`);
  }
  return { vapidPublicKey: made.publicKey, vapidPrivateKey: made.privateKey };
}

/**
 * VAPID_SUBJECT: how a push service reaches whoever runs this server. Default: PUBLIC_URL when it
 * is https, else MAIL_FROM's address as a mailto: URL.
 */
function vapidSubject(env: Env, publicUrl: string, mailFrom: string): string {
  const raw = value(env, 'VAPID_SUBJECT');
  if (raw === undefined) {
    if (publicUrl.startsWith('https://')) return publicUrl;
    const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^<>\s]+@[^<>\s]+$/.test(mailFrom) ? mailFrom : 'no-reply@localhost');
    return `mailto:${address}`;
  }
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(raw) && !/^https:\/\/[^\s]+$/.test(raw)) {
    throw new ConfigError('VAPID_SUBJECT', `must be a mailto: or https: URL (got "${raw}")`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const databaseUrl = url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']);
  if (!databaseUrl) {
    throw new ConfigError('DATABASE_URL', 'is required (a postgres:// URL). `npm start` provides an embedded PostgreSQL when it is unset.');
  }
  const dataDir = path.resolve(cwd, value(env, 'DATA_DIR') ?? './data');
  const logLevel = value(env, 'LOG_LEVEL') ?? null;
  if (logLevel && !['error', 'warn', 'log', 'debug', 'verbose'].includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', 'must be one of error, warn, log, debug, verbose');
  }
  const mailFrom = value(env, 'MAIL_FROM') ?? 'Groundwork <no-reply@localhost>';
  const companyName = value(env, 'COMPANY_NAME') ?? 'Groundwork';
  if (companyName.length > 100) throw new ConfigError('COMPANY_NAME', 'must be at most 100 characters');
  const validated = {
    port,
    databaseUrl,
    dataDir,
    publicUrl: (url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string).replace(/\/+$/, ''),
    companyName,
    adminPin: pin(env, 'ADMIN_PIN'),
    foremanPin: pin(env, 'FOREMAN_PIN'),
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom,
    remotes: parseRemotesManifest(value(env, 'REMOTES_MANIFEST'), cwd),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 10, 1, 100000),
    loginFailureLimit: integer(env, 'LOGIN_FAILURE_LIMIT', 10, 1, 1_000_000),
    writeRateLimit: integer(env, 'WRITE_RATE_LIMIT', 60, 1, 1_000_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    seedDemo: boolean(env, 'SEED_DEMO', false),
    logLevel,
    staticRoot: path.resolve(cwd, value(env, 'STATIC_ROOT') ?? path.resolve(__dirname, '../../..')),
    stripe: stripeConfig(env),
    companyAddress: companyAddress(env),
    geocoderUrl: url(env, 'GEOCODER_URL', null, ['http:', 'https:']),
    maxShiftHours: integer(env, 'MAX_SHIFT_HOURS', 14, 1, 48),
    workweekStart: integer(env, 'WORKWEEK_START', 0, 0, 6),
    photoStorage: photoStorage(env, dataDir),
  };
  const endpointHosts = parsePushEndpointHosts(value(env, 'PUSH_ENDPOINT_HOSTS') ?? DEFAULT_PUSH_ENDPOINT_HOSTS);
  const subject = vapidSubject(env, validated.publicUrl, mailFrom);
  // Last: the only steps that write (the generated secret and keys), once everything else is valid.
  return {
    ...validated,
    sessionSecret: sessionSecret(env, dataDir),
    push: { ...vapidKeys(env, dataDir), vapidSubject: subject, endpointHosts },
  };
}
