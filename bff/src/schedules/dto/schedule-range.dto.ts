import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

export class ScheduleRangeDto {
  @IsOptional()
  @IsCalendarDate({ message: msg('validation.schedules.fromDate') })
  from?: string;

  @IsOptional()
  @IsCalendarDate({ message: msg('validation.schedules.toDate') })
  to?: string;
}
