import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions.module';
import { PushSubscription } from './push-subscription.entity';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushService } from './push.service';

@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription]), SessionsModule],
  controllers: [PushController],
  providers: [PushService, PushRepository, PushSender],
  exports: [PushService],
})
export class PushModule {}
