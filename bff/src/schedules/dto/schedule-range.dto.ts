import { IsOptional } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

export class ScheduleRangeDto {
  @IsOptional()
  @IsCalendarDate({ message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @IsCalendarDate({ message: 'to must be a date written YYYY-MM-DD' })
  to?: string;
}
