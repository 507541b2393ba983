import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthAttemptsModule } from '../auth/auth-attempts.module';
import { Schedule } from '../schedules/schedule.entity';
import { CalendarFeed } from './calendar-feed.entity';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/** My Schedule's calendar subscription: the private address and the iCalendar feed (reads shifts, changes none). */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarFeed, Schedule]), AuthAttemptsModule],
  controllers: [CalendarFeedsController],
  providers: [CalendarFeedsRepository, CalendarFeedsService],
})
export class CalendarFeedsModule {}
