import { IsDefined } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

/** GET /api/schedules/my/week: My Schedule's counts and its 7 days, from the browser's today. */
export class ScheduleWeekDto {
  @IsDefined({ message: 'from is required' })
  @IsCalendarDate({ message: 'from must be a date written YYYY-MM-DD' })
  from: string;
}
