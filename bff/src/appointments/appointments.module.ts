import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { User } from '../users/user.entity';
import { AppointmentRequest } from './appointment-request.entity';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';

@Module({
  imports: [TypeOrmModule.forFeature([AppointmentRequest, User]), NotificationsModule],
  controllers: [AppointmentsController],
  providers: [AppointmentsRepository, AppointmentsService],
})
export class AppointmentsModule {}
