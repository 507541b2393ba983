// Starts the BFF: validated config, migrations at boot, then HTTP and /ws on PORT.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { createApp } from './create-app';
import { DEMO_LOGINS, DEMO_PASSWORD, demoAdminExists } from './database/seed/demo-seed';

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
  let closing = false;
  const shutdown = (reason: string): void => {
    if (closing) return;
    closing = true;
    new Logger('Groundwork').log(`${reason}: closing HTTP, /ws, LISTEN and the database pool`);
    app.close().then(
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
  await app.listen(config.port);
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
