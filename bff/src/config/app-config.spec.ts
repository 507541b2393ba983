import fs from 'node:fs';
import path from 'node:path';
import { runTempDir } from '../../test/support/run-temp-dir';
import { ConfigError, DEFAULT_REMOTES, loadConfig } from './app-config';

const base = (): Record<string, string> => ({
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  DATA_DIR: runTempDir('config-'),
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(base());
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      companyName: 'Groundwork',
      adminPin: null,
      foremanPin: null,
      smtpUrl: null,
      mailFrom: 'Groundwork <no-reply@localhost>',
      remotes: DEFAULT_REMOTES,
      authRateLimit: 10,
      loginFailureLimit: 10,
      writeRateLimit: 60,
      requestTimeoutMs: 30_000,
      trustProxy: false,
      seedDemo: false,
      maxShiftHours: 14,
    });
  });

  it('makes VAPID keys at the first start, keeps them in DATA_DIR (mode 0600) and reads them back', () => {
    const env = base();
    const first = loadConfig(env).push;
    expect(Buffer.from(first.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.vapidPrivateKey, 'base64url')).toHaveLength(32);
    expect(fs.statSync(path.join(env.DATA_DIR, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).push).toEqual(first);
    expect(first.vapidSubject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://crew.example.com' }).push.vapidSubject).toBe('https://crew.example.com');
  });

  it('refuses to start on a damaged VAPID key file rather than making new keys (which would silence every device)', () => {
    const env = base();
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(path.join(env.DATA_DIR, 'vapid-keys.json'), '{"publicKey": "cut sho');
    expect(() => loadConfig(env)).toThrow(/DATA_DIR.*damaged/);
  });

  it('takes VAPID_* keys as a pair: both, of one key pair, else it refuses to start', () => {
    const made = loadConfig(base()).push;
    const other = loadConfig(base()).push;
    const env: Record<string, string> = {
      ...base(),
      VAPID_PUBLIC_KEY: made.vapidPublicKey,
      VAPID_PRIVATE_KEY: made.vapidPrivateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    };
    expect(loadConfig(env).push).toMatchObject({
      vapidPublicKey: made.vapidPublicKey,
      vapidPrivateKey: made.vapidPrivateKey,
      vapidSubject: 'mailto:ops@example.com',
    });
    expect(fs.existsSync(path.join(env.DATA_DIR, 'vapid-keys.json'))).toBe(false);
    expect(() => loadConfig({ ...base(), VAPID_PUBLIC_KEY: made.vapidPublicKey })).toThrow('VAPID_PRIVATE_KEY is required');
    expect(() => loadConfig({ ...base(), VAPID_PRIVATE_KEY: made.vapidPrivateKey })).toThrow('VAPID_PUBLIC_KEY is required');
    expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: other.vapidPrivateKey })).toThrow(/VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY must be a P-256 key pair/);
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(ConfigError);
  });

  it('admits the four browsers’ push services by default, and PUSH_ENDPOINT_HOSTS’ hosts, wildcards and ports', () => {
    expect(loadConfig(base()).push.endpointHosts).toEqual([
      { host: 'fcm.googleapis.com', wildcard: false, port: 443 },
      { host: 'updates.push.services.mozilla.com', wildcard: false, port: 443 },
      { host: 'notify.windows.com', wildcard: true, port: 443 },
      { host: 'web.push.apple.com', wildcard: false, port: 443 },
    ]);
    expect(loadConfig({ ...base(), PUSH_ENDPOINT_HOSTS: ' Push.Example.com , *.push.test:8443,localhost:9443 ' }).push.endpointHosts).toEqual([
      { host: 'push.example.com', wildcard: false, port: 443 },
      { host: 'push.test', wildcard: true, port: 8443 },
      { host: 'localhost', wildcard: false, port: 9443 },
    ]);
  });

  it('keeps a generated session secret in DATA_DIR, mode 0600, stable across loads', () => {
    const env = base();
    const first = loadConfig(env);
    const file = path.join(env.DATA_DIR, 'session-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig(env).sessionSecret).toBe(first.sessionSecret);
  });

  it('turns card payments on only with both Stripe keys, and checks their shape', () => {
    expect(loadConfig(base()).stripe).toBeNull();
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' };
    expect(loadConfig({ ...base(), ...keys }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: null,
      apiUrl: null,
    });
    expect(() => loadConfig({ ...base(), STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow('STRIPE_PUBLISHABLE_KEY is required');
    expect(() => loadConfig({ ...base(), STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' })).toThrow('STRIPE_SECRET_KEY is required');
    expect(() => loadConfig({ ...base(), ...keys, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), ...keys, STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow('STRIPE_WEBHOOK_SECRET must look like whsec_');
  });

  it('ships automatic reorders to the company address, with a default for each part', () => {
    expect(loadConfig(base()).companyAddress).toEqual({ address: '100 N LaSalle St', city: 'Chicago', state: 'IL', zip: '60602' });
    const set = { COMPANY_ADDRESS: '2150 S Canal St', COMPANY_CITY: 'Springfield', COMPANY_STATE: 'IL', COMPANY_ZIP: '62701-1234' };
    expect(loadConfig({ ...base(), ...set }).companyAddress).toEqual({ address: '2150 S Canal St', city: 'Springfield', state: 'IL', zip: '62701-1234' });
  });

  it('keeps photos under DATA_DIR/uploads unless S3_BUCKET names a bucket, and checks the S3 variables', () => {
    const env = base();
    expect(loadConfig(env).photoStorage).toEqual({ kind: 'files', directory: path.join(env.DATA_DIR, 'uploads') });
    expect(loadConfig({ ...env, S3_BUCKET: 'gw-photos' }).photoStorage).toEqual({
      kind: 's3',
      bucket: 'gw-photos',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
    });
    expect(
      loadConfig({
        ...env,
        S3_BUCKET: 'gw-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).photoStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'gw-photos',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const refused = (extra: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...extra });
      } catch (error) {
        return (error as ConfigError).variable;
      }
      return null;
    };
    expect(refused({ S3_ENDPOINT: 'http://minio:9000' })).toBe('S3_ENDPOINT');
    expect(refused({ S3_BUCKET: 'Bad_Bucket' })).toBe('S3_BUCKET');
    expect(refused({ S3_BUCKET: 'gw-photos', S3_ENDPOINT: 'minio:9000' })).toBe('S3_ENDPOINT');
    expect(refused({ S3_BUCKET: 'gw-photos', S3_ACCESS_KEY_ID: 'id' })).toBe('S3_SECRET_ACCESS_KEY');
    expect(refused({ S3_BUCKET: 'gw-photos', S3_SECRET_ACCESS_KEY: 'secret' })).toBe('S3_ACCESS_KEY_ID');
    expect(refused({ S3_BUCKET: 'gw-photos', S3_REGION: 'EU West' })).toBe('S3_REGION');
  });

  it('says npm start provides a database when DATABASE_URL is unset', () => {
    expect(() => loadConfig({ DATA_DIR: base().DATA_DIR })).toThrow(/DATABASE_URL.*npm start.*embedded PostgreSQL/);
  });

  it.each([
    ['PORT', 'abc'],
    ['ADMIN_PIN', '123'],
    ['FOREMAN_PIN', '12a4'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sometimes'],
    ['AUTH_RATE_LIMIT', '0'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REMOTES_MANIFEST', '{"mf_chat": 5}'],
    ['REMOTES_MANIFEST', '[]'],
    ['REMOTES_MANIFEST', '/no/such/file.json'],
    ['LOG_LEVEL', 'loud'],
    ['COMPANY_ZIP', 'ABCDE'],
    ['COMPANY_ADDRESS', 'x'.repeat(501)],
    ['MAX_SHIFT_HOURS', '0'],
    ['MAX_SHIFT_HOURS', '49'],
    ['MAX_SHIFT_HOURS', '8.5'],
    ['WORKWEEK_START', '7'],
    ['WORKWEEK_START', '-1'],
    ['PUSH_ENDPOINT_HOSTS', ','],
    ['PUSH_ENDPOINT_HOSTS', 'https://fcm.googleapis.com'],
    ['PUSH_ENDPOINT_HOSTS', 'fcm.googleapis.com/path'],
    ['PUSH_ENDPOINT_HOSTS', '*'],
    ['PUSH_ENDPOINT_HOSTS', 'localhost:70000'],
    ['VAPID_SUBJECT', 'admin@example.com'],
    ['VAPID_SUBJECT', 'http://example.com'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ ...base(), [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toContain(name);
  });
});
