import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { TimeOffRequest } from './time-off-request.entity';
import { TimeOffRequestsController } from './time-off-requests.controller';
import { TimeOffRequestsRepository } from './time-off-requests.repository';
import { TimeOffRequestsService } from './time-off-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([TimeOffRequest]), NotificationsModule],
  controllers: [TimeOffRequestsController],
  providers: [TimeOffRequestsService, TimeOffRequestsRepository],
  exports: [TimeOffRequestsService],
})
export class TimeOffRequestsModule {}
