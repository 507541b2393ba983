import { Global, Module } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeRepository } from './realtime.repository';
import { RealtimeService } from './realtime.service';

@Global()
@Module({ providers: [RealtimeService, RealtimeRepository, RealtimeGateway], exports: [RealtimeService] })
export class RealtimeModule {}
