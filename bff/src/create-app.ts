// Builds the whole BFF (used by main.ts and by the tests, so both run the same app).
import { LogLevel, NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { Passport } from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { SessionsService } from './auth/sessions.service';
import { toErrorBody } from './common/all-exceptions.filter';
import { inSeries } from './common/in-series';
import { LeanExpressAdapter, sendJson } from './common/lean-express-adapter';
import { AppValidationPipe } from './common/pipes';
import { sameOriginMiddleware } from './common/same-origin.middleware';
import { precomputedHeaders } from './common/precomputed-headers';
import type { AppConfig } from './config/app-config';
import { seedDemoCompany } from './database/seed/demo-seed';
import { WEBHOOK_PATH } from './payments/payment-webhook.controller';
import { SessionWsAdapter } from './realtime/session-ws.adapter';
import { mountFrontEnd, remoteOrigins } from './static/front-end';
import { User } from './users/user.entity';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
export const BODY_LIMIT = '100kb';
/** What Stripe.js needs (stripe.com/docs/security/guide#content-security-policy), only when payments are on. */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

/** Below the /api mount: the webhook's path as express would match it (any case, and below it). */
const WEBHOOK_BELOW_API = new RegExp(`^${WEBHOOK_PATH.slice('/api'.length)}(?:/|$)`, 'i');

/**
 * /api bodies: JSON only, size-limited (body-parser errors get the one error shape). Stripe signs
 * the webhook's exact bytes, so that path keeps its raw body instead.
 */
function apiBodyParser(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: BODY_LIMIT });
  const json = express.json({ limit: BODY_LIMIT });
  return (request, response, next) => (WEBHOOK_BELOW_API.test(request.path) ? raw : json)(request, response, next);
}

export interface CreateAppOptions {
  logger?: NestApplicationOptions['logger'];
}

export function logLevels(level: string | null): LogLevel[] {
  const index = LEVELS.indexOf((level ?? 'log') as LogLevel);
  return LEVELS.slice(0, index < 0 ? 4 : index + 1);
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new LeanExpressAdapter(), {
    bodyParser: false,
    abortOnError: false,
    forceCloseConnections: true,
    logger: options.logger ?? logLevels(config.logLevel),
  });
  const expressApp = app.getHttpAdapter().getInstance() as express.Express;
  expressApp.disable('x-powered-by');
  // No ETag hashed from every body res.send() writes (the API's answers are per user and never
  // revalidated). express.static and sendFile make their own ETags: the front end keeps them.
  expressApp.set('etag', false);
  // One proxy hop: the address the proxy saw, not whatever a client wrote into X-Forwarded-For.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  // Shutdown hooks run on app.close(); main.ts maps SIGINT/SIGTERM to app.close() and exit code 0
  // (Nest's enableShutdownHooks would re-raise the signal, ending with a non-zero status).

  const extraOrigins = remoteOrigins(config);
  // Card payments load Stripe.js, which talks to its API and shows the card fields in its frames.
  const stripe = config.stripe ? STRIPE_ORIGINS : { script: [], connect: [], frame: [] };
  // Worked out once: the same headers on every response (see precomputedHeaders).
  app.use(
    precomputedHeaders(helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...extraOrigins, ...stripe.script],
          'connect-src': ["'self'", ...extraOrigins, ...stripe.connect],
          'frame-src': ["'self'", ...stripe.frame],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // Nobody frames the app (clickjacking); X-Frame-Options says the same to old browsers.
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    })),
  );

  if (config.seedDemo) await seedDemoCompany(app.get(DataSource));

  const sessions = app.get(SessionsService);
  // One Passport per app (the default export is a process-wide singleton; tests run several apps).
  // It logs in and out (only on the routes that do, see sessions.middleware); the session's own
  // query (not passport.session()) reads the user back.
  const passport = new Passport();
  passport.serializeUser((user, done) => done(null, (user as User).id));

  // Every /api request, in one layer (see inSeries): the cross-site check, the body, the session.
  app.use(
    '/api',
    inSeries(
      sameOriginMiddleware({ publicOrigin: new URL(config.publicUrl).origin, exemptPaths: [WEBHOOK_PATH] }),
      apiBodyParser(),
      sessions.middleware(passport),
    ),
  );
  app.use((error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const body = toErrorBody(error);
    sendJson(response, body.statusCode, body);
  });

  mountFrontEnd(expressApp, config);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(new AppValidationPipe());
  app.useWebSocketAdapter(new SessionWsAdapter(app, sessions, new URL(config.publicUrl).origin));
  await app.init();
  return app;
}
