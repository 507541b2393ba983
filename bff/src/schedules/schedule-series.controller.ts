import { Controller, Delete, Param } from '@nestjs/common';
import { Allow } from '../common/access.decorators';
import { UuidParamPipe } from '../common/pipes';
import { Answers } from '../openapi/answers.decorator';
import { type DeletedSchedulesJson, ScheduleSeriesService } from './schedule-series.service';

/** A weekly series' own route (a series is made by POST /api/schedules with repeatWeeklyUntil). */
@Controller('schedules')
export class ScheduleSeriesController {
  constructor(private readonly series: ScheduleSeriesService) {}

  /** Deletes the shift and the later shifts of its series (just the shift when it is of none); each worker of a published one is told once. */
  @Answers('DeletedSchedulesJson')
  @Allow('admin')
  @Delete(':id/onward')
  removeOnward(@Param('id', UuidParamPipe) id: string): Promise<DeletedSchedulesJson> {
    return this.series.removeOnward(id);
  }
}
