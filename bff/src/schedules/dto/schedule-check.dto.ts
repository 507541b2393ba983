import { IsDefined, IsOptional, IsUUID } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';
import { EndTime, StartTime } from './schedule-fields';

/** GET /api/schedules/check: what the Schedule Worker dialog warns about before saving. */
export class ScheduleCheckDto {
  @IsDefined({ message: msg('validation.schedules.workerRequired') })
  @IsUUID('all', { message: msg('validation.schedules.workerFromList') })
  workerId: string;

  @IsDefined({ message: msg('validation.schedules.dateRequired') })
  @IsCalendarDate({ message: msg('validation.schedules.date') })
  date: string;

  /** The proposed hours: with a start, the answer names a shift they overlap and counts them in the week. */
  @StartTime(false)
  startTime?: string;

  /** Left out: 8 hours after the start, as a new shift gets. */
  @EndTime(false)
  endTime?: string;

  /** The schedule being edited, left out of the same-day shifts, the overlap and the week's hours. */
  @IsOptional()
  @IsUUID('all', { message: msg('validation.schedules.excludeId') })
  excludeId?: string;
}
