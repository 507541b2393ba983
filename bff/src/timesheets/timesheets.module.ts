import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimesheetsController } from './timesheets.controller';
import { TimesheetsRepository } from './timesheets.repository';
import { TimesheetsService } from './timesheets.service';

@Module({
  imports: [NotificationsModule],
  controllers: [TimesheetsController],
  providers: [TimesheetsRepository, TimesheetsService],
})
export class TimesheetsModule {}
