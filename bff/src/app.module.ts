import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { AppointmentsModule } from './appointments/appointments.module';
import { AuthModule } from './auth/auth.module';
import { AvailabilityModule } from './availability/availability.module';
import { SessionsModule } from './auth/sessions.module';
import { BreaksModule } from './breaks/breaks.module';
import { CalendarFeedsModule } from './calendar-feeds/calendar-feeds.module';
import { AccessGuard } from './common/access.guard';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions, initializeWithMigrations } from './database/data-source-options';
import { HealthController } from './database/health.controller';
import { HealthRepository } from './database/health.repository';
import { AppI18nModule } from './i18n/i18n.module';
import { InventoryModule } from './inventory/inventory.module';
import { InvitationsModule } from './invitations/invitations.module';
import { DocumentsModule } from './documents/documents.module';
import { InvoicesModule } from './invoices/invoices.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { IssuesModule } from './issues/issues.module';
import { JobSitesModule } from './job-sites/job-sites.module';
import { MessagesModule } from './messages/messages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PaymentsModule } from './payments/payments.module';
import { RealtimeModule } from './realtime/realtime.module';
import { AnswersModule } from './answers/answers.module';
import { SchedulesModule } from './schedules/schedules.module';
import { OpenShiftsModule } from './open-shifts/open-shifts.module';
import { SwapRequestsModule } from './swap-requests/swap-requests.module';
import { SupplyOrdersModule } from './supply-orders/supply-orders.module';
import { TimeEntriesModule } from './time-entries/time-entries.module';
import { TimesheetsModule } from './timesheets/timesheets.module';
import { TimeOffRequestsModule } from './time-off-requests/time-off-requests.module';
import { UsersModule } from './users/users.module';
import { VendorPricesModule } from './vendor-prices/vendor-prices.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: true, retryAttempts: 0 }),
          dataSourceFactory: (options) => initializeWithMigrations(options as DataSourceOptions),
        }),
        AppI18nModule,
        RealtimeModule,
        AnswersModule,
        SessionsModule,
        IdempotencyModule,
        UsersModule,
        AuthModule,
        InvitationsModule,
        SchedulesModule,
        OpenShiftsModule,
        SwapRequestsModule,
        TimeOffRequestsModule,
        IssuesModule,
        NotificationsModule,
        JobSitesModule,
        InvoicesModule,
        VendorPricesModule,
        PaymentsModule,
        AvailabilityModule,
        InventoryModule,
        BreaksModule,
        SupplyOrdersModule,
        DocumentsModule,
        AppointmentsModule,
        MessagesModule,
        TimeEntriesModule,
        TimesheetsModule,
        CalendarFeedsModule,
      ],
      controllers: [HealthController],
      providers: [HealthRepository, { provide: APP_GUARD, useClass: AccessGuard }, { provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
