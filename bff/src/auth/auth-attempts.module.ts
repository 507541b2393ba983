// AUTH_RATE_LIMIT requests a minute per client address on each auth route (register, login, the
// password reset and invitation calls): @nestjs/throttler with its counts in PostgreSQL
// (AuthAttemptsRepository), so every BFF instance shares one budget. A route opts in with
// @UseGuards(ThrottlerGuard); past the limit it answers 429, TOO_MANY_ATTEMPTS and Retry-After.
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AuthAttemptsRepository } from './auth-attempts.repository';
import { msg } from '../i18n/message';

export const TOO_MANY_ATTEMPTS = msg('errors.auth.tooManyAttempts');

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource) => ({
        throttlers: [{ ttl: 60_000, limit: config.authRateLimit }],
        storage: new AuthAttemptsRepository(dataSource),
        errorMessage: TOO_MANY_ATTEMPTS,
        // A readable key per route and address (the guard's own is a hash of the same).
        generateKey: (context, tracker) => `${context.getClass().name}.${context.getHandler().name}:${tracker}`,
      }),
    }),
  ],
})
export class AuthAttemptsModule {}
