import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SelfRegistrationController } from './self-registration.controller';
import { SelfRegistrationRepository } from './self-registration.repository';
import { SelfRegistrationService } from './self-registration.service';

@Module({
  imports: [NotificationsModule],
  controllers: [SelfRegistrationController],
  providers: [SelfRegistrationRepository, SelfRegistrationService],
  exports: [SelfRegistrationService],
})
export class SelfRegistrationModule {}
