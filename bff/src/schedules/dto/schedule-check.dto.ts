import { IsDefined, IsOptional, IsUUID } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

/** GET /api/schedules/check: what the Schedule Worker dialog warns about before saving. */
export class ScheduleCheckDto {
  @IsDefined({ message: 'Worker is required' })
  @IsUUID('all', { message: 'Worker must be chosen from the list of workers' })
  workerId: string;

  @IsDefined({ message: 'Date is required' })
  @IsCalendarDate({ message: 'Date must be a date written YYYY-MM-DD' })
  date: string;

  /** The schedule being edited, left out of the same-day shifts. */
  @IsOptional()
  @IsUUID('all', { message: 'excludeId must be a valid UUID' })
  excludeId?: string;
}
