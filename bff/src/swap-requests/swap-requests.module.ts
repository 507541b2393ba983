import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { User } from '../users/user.entity';
import { SwapRequest } from './swap-request.entity';
import { SwapRequestsController } from './swap-requests.controller';
import { SwapRequestsRepository } from './swap-requests.repository';
import { SwapRequestsService } from './swap-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([SwapRequest, User]), SchedulesModule, NotificationsModule],
  controllers: [SwapRequestsController],
  providers: [SwapRequestsRepository, SwapRequestsService],
})
export class SwapRequestsModule {}
