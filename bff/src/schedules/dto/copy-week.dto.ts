import { IsDefined } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';
import { WithinScheduleYears } from './schedule-grid.dto';

const FROM_WEEK = msg('validation.schedules.fromWeek');
const TO_WEEK = msg('validation.schedules.toWeek');

/** POST /api/schedules/copy-week: the week copied and the week the copies go to (any date of each). */
export class CopyWeekDto {
  @IsDefined({ message: FROM_WEEK })
  @IsCalendarDate({ message: FROM_WEEK })
  @WithinScheduleYears(FROM_WEEK)
  fromWeek: string;

  @IsDefined({ message: TO_WEEK })
  @IsCalendarDate({ message: TO_WEEK })
  @WithinScheduleYears(TO_WEEK)
  toWeek: string;
}
