import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { CreateScheduleDto } from './dto/create-schedule.dto';
import { DAY_LIMIT_DEFAULT, ScheduleDayDto } from './dto/schedule-day.dto';
import { ScheduleCheckDto } from './dto/schedule-check.dto';
import { ScheduleRangeDto } from './dto/schedule-range.dto';
import { UpdateScheduleDto } from './dto/update-schedule.dto';
import { ScheduleCheckJson, ScheduleJson, SchedulesService } from './schedules.service';

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

  /** The dashboard's Today's Schedule card: the admin's across everyone, everyone else their own. */
  @Allow('admin', 'foreman', 'worker')
  @Get('day')
  day(@CurrentUser() user: User, @Query() query: ScheduleDayDto): Promise<{ total: number; schedules: ScheduleJson[] }> {
    return this.schedules.day(query.date, query.limit ?? DAY_LIMIT_DEFAULT, user.role === 'admin' ? undefined : user.id);
  }

  @Allow('admin')
  @Get('check')
  check(@Query() query: ScheduleCheckDto): Promise<ScheduleCheckJson> {
    return this.schedules.check(query);
  }

  @Allow('admin')
  @Post()
  create(@CurrentUser() admin: User, @Body() body: CreateScheduleDto): Promise<ScheduleJson> {
    return this.schedules.create(admin, body);
  }

  @Allow('admin')
  @Patch(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateScheduleDto): Promise<ScheduleJson> {
    return this.schedules.update(id, body);
  }

  @Allow('admin')
  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', UuidParamPipe) id: string): Promise<void> {
    return this.schedules.remove(id);
  }
}
