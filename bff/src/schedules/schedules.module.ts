import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module';
import { JobSite } from '../job-sites/job-site.entity';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimeOffRequestsModule } from '../time-off-requests/time-off-requests.module';
import { User } from '../users/user.entity';
import { Schedule } from './schedule.entity';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

@Module({
  imports: [TypeOrmModule.forFeature([Schedule, User, JobSite]), NotificationsModule, TimeOffRequestsModule, AvailabilityModule],
  controllers: [SchedulesController],
  providers: [SchedulesService],
})
export class SchedulesModule {}
