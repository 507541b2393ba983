import { IsDefined } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

/** POST /api/schedules/publish: the dates whose draft shifts are published. */
export class PublishSchedulesDto {
  @IsDefined({ message: msg('validation.schedules.fromRequired') })
  @IsCalendarDate({ message: msg('validation.schedules.fromDate') })
  from: string;

  @IsDefined({ message: msg('validation.schedules.toRequired') })
  @IsCalendarDate({ message: msg('validation.schedules.toDate') })
  to: string;
}
