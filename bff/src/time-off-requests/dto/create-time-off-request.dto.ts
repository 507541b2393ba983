import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';

export const REASON_MAX = 1000;

export class CreateTimeOffRequestDto {
  @IsDefined({ message: 'Start date is required' })
  @IsCalendarDate({ message: 'Start date must be a date written YYYY-MM-DD' })
  startDate: string;

  @IsDefined({ message: 'End date is required' })
  @IsCalendarDate({ message: 'End date must be a date written YYYY-MM-DD' })
  endDate: string;

  /** Optional; blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Reason must be text' })
  @MaxLength(REASON_MAX, { message: `Reason must be at most ${REASON_MAX} characters` })
  reason?: string | null;
}
