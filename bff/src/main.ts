// Starts the BFF: validated config, migrations at boot, then HTTP and /ws on PORT.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { DEMO_LOGINS, DEMO_PASSWORD, demoAdminExists } from './database/seed/demo-seed';
import { trackInFlight } from './http-drain';

/** How long SIGTERM waits for running requests before closing what is left (under the launcher's 20 s). */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Every interface, as node's own default: IPv6 and IPv4 on '::', IPv4 alone where IPv6 is off.
 * (Fastify's default host is localhost only.)
 */
async function listenEverywhere(app: NestFastifyApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EAFNOSUPPORT' && (error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  const http = trackInFlight(app.getHttpServer());
  let closing = false;
  // Order: stop accepting and let running requests finish (their database work included), then
  // app.close(): /ws clients get 1012 "service restart", then the LISTEN client and the pool end.
  const shutdown = (reason: string): void => {
    if (closing) return;
    closing = true;
    const logger = new Logger('Groundwork');
    logger.log(`${reason}: finishing ${http.inFlight()} running request(s), then closing /ws, LISTEN and the database pool`);
    http
      .drain(DRAIN_TIMEOUT_MS)
      .then(({ drained, left }) => {
        if (!drained) logger.warn(`${left} request(s) still running after ${DRAIN_TIMEOUT_MS} ms: cut off`);
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Shutdown failed: ${(error as Error).message}`);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT received'));
  process.once('SIGTERM', () => shutdown('SIGTERM received'));
  // Started by `npm start`: when the launcher goes away, so does the BFF (it would hold PORT).
  if (process.send) process.once('disconnect', () => shutdown('The launcher is gone'));
  await listenEverywhere(app, config.port);
  const logger = new Logger('Groundwork');
  logger.log(`Groundwork is listening on ${config.publicUrl} (port ${config.port})`);
  if (config.seedDemo && (await demoAdminExists(app.get(DataSource)))) {
    const lines = DEMO_LOGINS.map((login) => `  ${login.role.padEnd(8)} ${login.email}`).join('\n');
    console.log(`\nDemo logins (password for all: ${DEMO_PASSWORD}):\n${lines}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(`Groundwork could not start: ${(error as Error)?.stack ?? String(error)}`);
  process.exit(1);
});
