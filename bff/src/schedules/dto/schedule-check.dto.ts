import { IsDefined, IsOptional, IsUUID } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

/** GET /api/schedules/check: what the Schedule Worker dialog warns about before saving. */
export class ScheduleCheckDto {
  @IsDefined({ message: msg('validation.schedules.workerRequired') })
  @IsUUID('all', { message: msg('validation.schedules.workerFromList') })
  workerId: string;

  @IsDefined({ message: msg('validation.schedules.dateRequired') })
  @IsCalendarDate({ message: msg('validation.schedules.date') })
  date: string;

  /** The schedule being edited, left out of the same-day shifts. */
  @IsOptional()
  @IsUUID('all', { message: msg('validation.schedules.excludeId') })
  excludeId?: string;
}
