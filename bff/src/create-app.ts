// Builds the whole BFF (used by main.ts and by the tests, so both run the same app).
import { LogLevel, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { SessionsService } from './auth/sessions.service';
import { AppLogger } from './common/app-logger';
import { BODY_LIMIT_BYTES, useBodyParsers, useMultipart } from './common/body-parsers';
import { AppValidationPipe } from './common/pipes';
import { IdempotencyService } from './idempotency/idempotency.service';
import { sameOriginHook } from './common/same-origin.hook';
import { useWriteRateLimit } from './common/write-rate-limit';
import type { AppConfig } from './config/app-config';
import { seedDemoCompany } from './database/seed/demo-seed';
import { serveOpenApi } from './openapi/serve-openapi';
import { WEBHOOK_PATH } from './payments/payment-webhook.controller';
import { PHOTO_UPLOAD_ROLES, PHOTO_UPLOAD_ROUTE } from './issue-photos/issue-photos.controller';
import { readPhotoUpload } from './issue-photos/photo-upload';
import { RealtimeService } from './realtime/realtime.service';
import { SessionWsAdapter } from './realtime/session-ws.adapter';
import { mountFrontEnd, remoteOrigins } from './static/front-end';
import { languageOfAcceptLanguage } from './i18n/language';
import { Translator } from './i18n/translator';
import { shellInlineScriptHashes } from './static/inline-scripts';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
/** What Stripe.js needs (stripe.com/docs/security/guide#content-security-policy), only when payments are on. */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
const API = /^\/api(?:[/?]|$)/;

export interface CreateAppOptions {
  logger?: NestApplicationOptions['logger'];
}

export function logLevels(level: string | null): LogLevel[] {
  const index = LEVELS.indexOf((level ?? 'log') as LogLevel);
  return LEVELS.slice(0, index < 0 ? 4 : index + 1);
}

/** The security headers every response carries (helmet's). */
function securityHeaders(config: AppConfig): HelmetOptions {
  const extraOrigins = remoteOrigins(config);
  // Card payments load Stripe.js, which talks to its API and shows the card fields in its frames.
  const stripe = config.stripe ? STRIPE_ORIGINS : { script: [], connect: [], frame: [] };
  return {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...extraOrigins, ...stripe.script, ...shellInlineScriptHashes(config.staticRoot)],
        'connect-src': ["'self'", ...extraOrigins, ...stripe.connect],
        'frame-src': ["'self'", ...stripe.frame],
        // The service worker (/sw.js) and the web app manifest, both the app's own.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Nobody frames the app (clickjacking); X-Frame-Options says the same to old browsers.
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The app, initialised and ready: its Fastify instance has loaded every plugin, so
 * `app.getHttpServer()` can be listened on (main.ts) or handed to supertest as it is.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // One proxy hop: the address the proxy saw, not whatever a client wrote into X-Forwarded-For.
    trustProxy: config.trustProxy ? 1 : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // app.close() ends keep-alive connections too; main.ts drains running requests before it.
    forceCloseConnections: true,
    // A client gets requestTimeoutMs to send its whole request (headers within half of it): a
    // trickled body cannot hold a connection and its memory for minutes. Node checks every second.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: Math.ceil(config.requestTimeoutMs / 2), connectionsCheckingInterval: 1000 },
    // Routes match as they did on express: `/api/auth/user/` is `/api/auth/user`.
    routerOptions: { ignoreTrailingSlash: true },
    // No Nest middleware (MiddlewareConsumer) here: everything per request is a Fastify hook.
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bodyParser: false,
    abortOnError: false,
    logger: options.logger ?? new AppLogger(logLevels(config.logLevel)),
  });
  // Shutdown hooks run on app.close(); main.ts maps SIGINT/SIGTERM to app.close() and exit code 0
  // (Nest's enableShutdownHooks would re-raise the signal, ending with a non-zero status).
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  if (config.seedDemo) await seedDemoCompany(app.get(DataSource));

  // helmet itself, its options parsed once: @fastify/helmet builds a new helmet (and parses the
  // CSP again) on every request, 5 % of the BFF's CPU per read under load.
  const setSecurityHeaders = helmet(securityHeaders(config));
  fastify.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  fastify.addHook('onRequest', (request, reply, done) => {
    // Answers of the API are the caller's own (or say who is logged in): no browser or proxy keeps them.
    if (API.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
  // /api: the cross-site check before the body is read; the session's user once it is (a body over
  // the limit is refused first, as it was on express).
  const translator = app.get(Translator);
  fastify.addHook(
    'onRequest',
    sameOriginHook({
      publicOrigin: new URL(config.publicUrl).origin,
      exemptRoutes: [WEBHOOK_PATH],
      // Before the session is read: the browser's language decides.
      localize: (request, message) => translator.text(languageOfAcceptLanguage(request.headers['accept-language']), message),
    }),
  );
  useBodyParsers(fastify, [WEBHOOK_PATH]);
  const sessions = app.get(SessionsService);
  fastify.decorateRequest('user', undefined);
  fastify.addHook('preValidation', (request, reply, done) => (API.test(request.url) ? sessions.attachUser(request, reply, done) : done()));
  await useMultipart(fastify, { [PHOTO_UPLOAD_ROUTE]: { read: readPhotoUpload, roles: PHOTO_UPLOAD_ROLES } });

  await useWriteRateLimit(fastify, config.writeRateLimit);
  // Idempotency-Key on every logged-in write under /api: a repeat answers the first answer.
  const idempotency = app.get(IdempotencyService);
  fastify.addHook('preHandler', idempotency.claimHook);
  fastify.addHook('onSend', idempotency.settleHook);

  // A write's answer waits until this instance has heard its commit's notifications: the
  // caller's next read here, from the answer or session cache, already sees the write.
  const realtime = app.get(RealtimeService);
  fastify.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && API.test(request.url)) await realtime.caughtUp();
    return payload;
  });

  await mountFrontEnd(fastify, config);
  await serveOpenApi(fastify);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new AppValidationPipe());
  app.useWebSocketAdapter(new SessionWsAdapter(app, sessions, new URL(config.publicUrl).origin));
  await app.init();
  await fastify.ready();
  return app;
}
