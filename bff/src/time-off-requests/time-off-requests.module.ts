import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TimeOffRequest } from './time-off-request.entity';
import { TimeOffRequestsController } from './time-off-requests.controller';
import { TimeOffRequestsService } from './time-off-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([TimeOffRequest])],
  controllers: [TimeOffRequestsController],
  providers: [TimeOffRequestsService],
})
export class TimeOffRequestsModule {}
