// TypeORM options shared by the app and the CLI data source: migrations only, never synchronize.
import { types } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PasswordResetToken } from '../auth/password-reset-token.entity';
import { Invoice } from '../invoices/invoice.entity';
import { Issue } from '../issues/issue.entity';
import { JobSite } from '../job-sites/job-site.entity';
import { Message } from '../messages/message.entity';
import { Notification } from '../notifications/notification.entity';
import { Schedule } from '../schedules/schedule.entity';
import { TimeOffRequest } from '../time-off-requests/time-off-request.entity';
import { User } from '../users/user.entity';
import { VendorPrice } from '../vendor-prices/vendor-price.entity';
import { InitialSchema1767225600000 } from './migrations/1767225600000-InitialSchema';
import { Messages1767800000000 } from './migrations/1767800000000-Messages';

// Calendar dates stay 'YYYY-MM-DD' strings: no Date object, no time-zone shift.
types.setTypeParser(1082, (value: string) => value);

export const ENTITIES = [User, PasswordResetToken, JobSite, Schedule, TimeOffRequest, Issue, Notification, VendorPrice, Invoice, Message];
export const MIGRATIONS = [InitialSchema1767225600000, Messages1767800000000];

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    uuidExtension: 'pgcrypto',
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Run by initializeWithMigrations (below), under a lock, not by TypeORM on its own.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['warn'],
    extra: { max: 10, application_name: 'groundwork-bff' },
  };
}

/**
 * Connects and brings the schema up to date. Several BFF instances may start together on one
 * database: a PostgreSQL advisory lock lets one migrate while the others wait, then find nothing
 * left to do.
 */
export async function initializeWithMigrations(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query(`SELECT pg_advisory_lock(hashtext('groundwork:migrations'))`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await lockHolder.query(`SELECT pg_advisory_unlock(hashtext('groundwork:migrations'))`).catch(() => undefined);
    await lockHolder.release();
  }
  return dataSource;
}
