import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { JobSitesModule } from '../job-sites/job-sites.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimeOffRequestsModule } from '../time-off-requests/time-off-requests.module';
import { UsersModule } from '../users/users.module';
import { CopyWeekService } from './copy-week.service';
import { Schedule } from './schedule.entity';
import { ScheduleSeriesController } from './schedule-series.controller';
import { ScheduleSeriesService } from './schedule-series.service';
import { ScheduleGridService } from './schedule-grid.service';
import { ScheduleWeeksController } from './schedule-weeks.controller';
import { ScheduleWeeksRepository } from './schedule-weeks.repository';
import { SchedulesController } from './schedules.controller';
import { SchedulesRepository } from './schedules.repository';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([Schedule]), UsersModule, JobSitesModule, NotificationsModule, TimeOffRequestsModule, AvailabilityModule],
  controllers: [SchedulesController, ScheduleSeriesController, ScheduleWeeksController],
  providers: [SchedulesRepository, SchedulesService, ScheduleSeriesService, ScheduleWeeksRepository, ScheduleGridService, CopyWeekService],
  // Open shifts and swaps hand shifts over through its rules.
  exports: [SchedulesService],
})
export class SchedulesModule {}
