import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

export const DAY_LIMIT_DEFAULT = 10;
const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50';

/** GET /api/schedules/day: one day's schedules for a card, the first `limit` of them and the total. */
export class ScheduleDayDto {
  @IsDefined({ message: 'date is required' })
  @IsCalendarDate({ message: 'date must be a date written YYYY-MM-DD' })
  date: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(50, { message: LIMIT_MESSAGE })
  limit?: number;
}
