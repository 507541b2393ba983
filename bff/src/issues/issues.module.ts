import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { Issue } from './issue.entity';
import { IssuesController } from './issues.controller';
import { IssuesRepository } from './issues.repository';
import { IssuesService } from './issues.service';

@Module({
  imports: [TypeOrmModule.forFeature([Issue]), NotificationsModule],
  controllers: [IssuesController],
  providers: [IssuesRepository, IssuesService],
  // Issue photos read an issue to check who may add or see them.
  exports: [IssuesRepository],
})
export class IssuesModule {}
