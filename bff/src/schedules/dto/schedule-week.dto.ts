import { IsDefined } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

/** GET /api/schedules/my/week: My Schedule's counts and its 7 days, from the browser's today. */
export class ScheduleWeekDto {
  @IsDefined({ message: msg('validation.schedules.fromRequired') })
  @IsCalendarDate({ message: msg('validation.schedules.fromDate') })
  from: string;
}
