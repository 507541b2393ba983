// TypeORM options shared by the app, the CLI data source, the bench and the tests: migrations
// only, never synchronize. No entity list: each feature module registers its own entities
// (TypeOrmModule.forFeature, collected by autoLoadEntities in app.module.ts); the CLI data source
// finds them by file name (data-source.ts).
import { types } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { InitialSchema1767225600000 } from './migrations/1767225600000-InitialSchema';
import { InvoiceVoidStatus1767260000000 } from './migrations/1767260000000-InvoiceVoidStatus';
import { SchedulingRules1767300000000 } from './migrations/1767300000000-SchedulingRules';
import { FieldOperations1767400000000 } from './migrations/1767400000000-FieldOperations';
import { SupplyOrders1767500000000 } from './migrations/1767500000000-SupplyOrders';
import { Documents1767600000000 } from './migrations/1767600000000-Documents';
import { IllinoisHrDocuments1767600001000 } from './migrations/1767600001000-IllinoisHrDocuments';
import { ClientPortal1767700000000 } from './migrations/1767700000000-ClientPortal';
import { Messages1767800000000 } from './migrations/1767800000000-Messages';
import { TimeOffListIndex1767900000000 } from './migrations/1767900000000-TimeOffListIndex';
import { ScheduleReadIndexes1767900001000 } from './migrations/1767900001000-ScheduleReadIndexes';
import { AuthRateLimits1768000000000 } from './migrations/1768000000000-AuthRateLimits';
import { SessionUserChanges1768100000000 } from './migrations/1768100000000-SessionUserChanges';
import { DashboardCountIndexes1768200000000 } from './migrations/1768200000000-DashboardCountIndexes';
import { FieldListIndexes1768300000000 } from './migrations/1768300000000-FieldListIndexes';
import { PeopleLists1768310000000 } from './migrations/1768310000000-PeopleLists';
import { ScheduleDayCovering1768320000000 } from './migrations/1768320000000-ScheduleDayCovering';
import { ConversationLastMessage1768400000000 } from './migrations/1768400000000-ConversationLastMessage';
import { AnswerChanges1768500000000 } from './migrations/1768500000000-AnswerChanges';
import { ChatAnswerChanges1768510000000 } from './migrations/1768510000000-ChatAnswerChanges';
import { RoleNotifications1768600000000 } from './migrations/1768600000000-RoleNotifications';
import { LoginFailures1768700000000 } from './migrations/1768700000000-LoginFailures';
import { SelfRegistrationLocks1768710000000 } from './migrations/1768710000000-SelfRegistrationLocks';
import { MemberDeactivation1768720000000 } from './migrations/1768720000000-MemberDeactivation';
import { NotificationSubjects1768723000000 } from './migrations/1768723000000-NotificationSubjects';
import { JobEnds1768723100000 } from './migrations/1768723100000-JobEnds';
import { TimeOffDecisions1768723200000 } from './migrations/1768723200000-TimeOffDecisions';
import { SupplyOrderLines1768724000000 } from './migrations/1768724000000-SupplyOrderLines';
import { Invitations1768730000000 } from './migrations/1768730000000-Invitations';
import { TimeEntries1769100000000 } from './migrations/1769100000000-TimeEntries';
import { OwnSessions1769720000000 } from './migrations/1769720000000-OwnSessions';
import { Languages1769730000000 } from './migrations/1769730000000-Languages';
import { DocumentTranslations1769740000000 } from './migrations/1769740000000-DocumentTranslations';
import { PayRates1769750000000 } from './migrations/1769750000000-PayRates';
import { Timesheets1769760000000 } from './migrations/1769760000000-Timesheets';
import { SupplyOrderJobSites1769780000000 } from './migrations/1769780000000-SupplyOrderJobSites';
import { BreaksByStart1769790000000 } from './migrations/1769790000000-BreaksByStart';
import { ShiftEnds1769820000000 } from './migrations/1769820000000-ShiftEnds';
import { ShiftDrafts1769830000000 } from './migrations/1769830000000-ShiftDrafts';
import { ShiftSeries1769850000000 } from './migrations/1769850000000-ShiftSeries';
import { OpenShifts1769860000000 } from './migrations/1769860000000-OpenShifts';
import { SwapRequests1769861000000 } from './migrations/1769861000000-SwapRequests';
import { CalendarFeeds1769870000000 } from './migrations/1769870000000-CalendarFeeds';
import { TimeAnswerChanges1769880000000 } from './migrations/1769880000000-TimeAnswerChanges';
import { IdempotencyKeys1769890000000 } from './migrations/1769890000000-IdempotencyKeys';
import { OfflinePunches1769891000000 } from './migrations/1769891000000-OfflinePunches';

// Calendar dates stay 'YYYY-MM-DD' strings: no Date object, no time-zone shift.
types.setTypeParser(1082, (value: string) => value);

export const MIGRATIONS = [
  InitialSchema1767225600000,
  InvoiceVoidStatus1767260000000,
  SchedulingRules1767300000000,
  FieldOperations1767400000000,
  SupplyOrders1767500000000,
  Documents1767600000000,
  IllinoisHrDocuments1767600001000,
  ClientPortal1767700000000,
  Messages1767800000000,
  TimeOffListIndex1767900000000,
  ScheduleReadIndexes1767900001000,
  AuthRateLimits1768000000000,
  SessionUserChanges1768100000000,
  DashboardCountIndexes1768200000000,
  FieldListIndexes1768300000000,
  PeopleLists1768310000000,
  ScheduleDayCovering1768320000000,
  ConversationLastMessage1768400000000,
  AnswerChanges1768500000000,
  ChatAnswerChanges1768510000000,
  RoleNotifications1768600000000,
  LoginFailures1768700000000,
  SelfRegistrationLocks1768710000000,
  MemberDeactivation1768720000000,
  NotificationSubjects1768723000000,
  JobEnds1768723100000,
  TimeOffDecisions1768723200000,
  SupplyOrderLines1768724000000,
  Invitations1768730000000,
  TimeEntries1769100000000,
  OwnSessions1769720000000,
  Languages1769730000000,
  DocumentTranslations1769740000000,
  PayRates1769750000000,
  Timesheets1769760000000,
  SupplyOrderJobSites1769780000000,
  BreaksByStart1769790000000,
  ShiftEnds1769820000000,
  ShiftDrafts1769830000000,
  ShiftSeries1769850000000,
  OpenShifts1769860000000,
  SwapRequests1769861000000,
  CalendarFeeds1769870000000,
  TimeAnswerChanges1769880000000,
  IdempotencyKeys1769890000000,
  OfflinePunches1769891000000,
];

/**
 * Bounds on every wait for the database, so a request while it is down or stuck ends in a quick
 * 503 (see isDatabaseUnavailable) instead of a hang: connecting gives up after 5 s; a statement
 * the server runs longer than 30 s is cancelled by PostgreSQL itself (the longest legitimate one,
 * a migration, takes well under that); a query whose answer never arrives (a server that stopped
 * answering without closing the socket) fails on our side 5 s later; TCP keep-alive notices a
 * dead peer. A transaction left idle by a crashed request cannot hold its locks for ever.
 */
export const DATABASE_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  query_timeout: 35_000,
  idle_in_transaction_session_timeout: 60_000,
  keepAlive: true,
} as const;

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    uuidExtension: 'pgcrypto',
    migrations: MIGRATIONS,
    // Run by initializeWithMigrations (below), under a lock, not by TypeORM on its own.
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['warn'],
    extra: { max: 10, application_name: 'groundwork-bff', ...DATABASE_TIMEOUTS },
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
