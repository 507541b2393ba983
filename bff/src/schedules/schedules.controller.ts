import { Controller, Get, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { User } from '../users/user.entity';
import { ScheduleRangeDto } from './dto/schedule-range.dto';
import { ScheduleJson, SchedulesService } from './schedules.service';

@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Allow('admin')
  @Get()
  all(@Query() range: ScheduleRangeDto): Promise<ScheduleJson[]> {
    return this.schedules.list(range);
  }

  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  mine(@CurrentUser() user: User, @Query() range: ScheduleRangeDto): Promise<ScheduleJson[]> {
    return this.schedules.list(range, user.id);
  }
}
