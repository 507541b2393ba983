import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Break } from './break.entity';
import { BreaksController } from './breaks.controller';
import { BreaksRepository } from './breaks.repository';
import { BreaksService } from './breaks.service';

@Module({
  imports: [TypeOrmModule.forFeature([Break])],
  controllers: [BreaksController],
  providers: [BreaksRepository, BreaksService],
})
export class BreaksModule {}
