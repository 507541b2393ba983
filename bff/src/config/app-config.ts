// The BFF's configuration: read from the environment once, validated at start-up.
import { randomBytes } from 'node:crypto';
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
  // Last: the only step that writes (the generated secret), once everything else is valid.
  return { ...validated, sessionSecret: sessionSecret(env, dataDir) };
}
