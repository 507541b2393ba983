import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { UuidParamPipe } from '../common/pipes';
import { User } from '../users/user.entity';
import { CreateScheduleDto } from './dto/create-schedule.dto';
import { DAY_LIMIT_DEFAULT, ScheduleDayDto } from './dto/schedule-day.dto';
import { ScheduleCheckDto } from './dto/schedule-check.dto';
import { ScheduleListDto } from './dto/schedule-list.dto';
import { ScheduleWeekDto } from './dto/schedule-week.dto';
import { UpdateScheduleDto } from './dto/update-schedule.dto';
import { ScheduleCheckJson, ScheduleDayJson, ScheduleJson, SchedulesService, ScheduleWeekJson } from './schedules.service';

@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Allow('admin')
  @Get()
  all(@Query() query: ScheduleListDto): Promise<ScheduleJson[]> {
    return this.schedules.list(query);
  }

  @Allow('admin', 'foreman', 'worker')
  @Get('my')
  mine(@CurrentUser() user: User, @Query() query: ScheduleListDto): Promise<ScheduleJson[]> {
    return this.schedules.list(query, user.id);
  }

  /** My Schedule: the caller's counts and their 7 days from `from`. */
  @Allow('admin', 'foreman', 'worker')
  @Get('my/week')
  myWeek(@CurrentUser() user: User, @Query() query: ScheduleWeekDto): Promise<ScheduleWeekJson> {
    return this.schedules.week(user.id, query.from);
  }

  /**
   * A day's page: the dashboard's Today's Schedule card and the Scheduling screen's days. The
   * admin's across everyone, everyone else their own.
   */
  @Allow('admin', 'foreman', 'worker')
  @Get('day')
  day(@CurrentUser() user: User, @Query() query: ScheduleDayDto): Promise<ScheduleDayJson> {
    return this.schedules.day(query.date, query.limit ?? DAY_LIMIT_DEFAULT, query.offset ?? 0, user.role === 'admin' ? undefined : user.id);
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
