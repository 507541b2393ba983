import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { ForgottenClockOutsJob } from './forgotten-clock-outs.job';
import { TimeEntriesController } from './time-entries.controller';
import { TimeEntriesRepository } from './time-entries.repository';
import { TimeEntriesService } from './time-entries.service';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry } from './time-entry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([TimeEntry, TimeEntryChange]), NotificationsModule],
  controllers: [TimeEntriesController],
  providers: [TimeEntriesRepository, TimeEntriesService, ForgottenClockOutsJob],
  // Start Job and End Job (job-sites) move the foreman's clock through the same rules; a site's
  // costs (job-sites) read its entries here.
  exports: [TimeEntriesService, TimeEntriesRepository],
})
export class TimeEntriesModule {}
