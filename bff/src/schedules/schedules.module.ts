import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { JobSitesModule } from '../job-sites/job-sites.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimeOffRequestsModule } from '../time-off-requests/time-off-requests.module';
import { UsersModule } from '../users/users.module';
import { CopyWeekService } from './copy-week.service';
import { Schedule } from './schedule.entity';
import { ScheduleGridService } from './schedule-grid.service';
import { ScheduleWeeksController } from './schedule-weeks.controller';
import { ScheduleWeeksRepository } from './schedule-weeks.repository';
import { SchedulesController } from './schedules.controller';
import { SchedulesRepository } from './schedules.repository';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([Schedule]), UsersModule, JobSitesModule, NotificationsModule, TimeOffRequestsModule, AvailabilityModule],
  controllers: [SchedulesController, ScheduleWeeksController],
  providers: [SchedulesRepository, SchedulesService, ScheduleWeeksRepository, ScheduleGridService, CopyWeekService],
})
export class SchedulesModule {}
