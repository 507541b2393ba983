import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobSitesModule } from '../job-sites/job-sites.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { OpenShiftClaim } from './open-shift-claim.entity';
import { OpenShift } from './open-shift.entity';
import { OpenShiftsController } from './open-shifts.controller';
import { OpenShiftsRepository } from './open-shifts.repository';
import { OpenShiftsService } from './open-shifts.service';

@Module({
  imports: [TypeOrmModule.forFeature([OpenShift, OpenShiftClaim]), SchedulesModule, JobSitesModule, NotificationsModule],
  controllers: [OpenShiftsController],
  providers: [OpenShiftsRepository, OpenShiftsService],
})
export class OpenShiftsModule {}
