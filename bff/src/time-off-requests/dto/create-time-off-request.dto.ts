import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { msg } from '../../i18n/message';

export const REASON_MAX = 1000;

export class CreateTimeOffRequestDto {
  @IsDefined({ message: msg('validation.timeOffRequests.startDateRequired') })
  @IsCalendarDate({ message: msg('validation.timeOffRequests.startDate') })
  startDate: string;

  @IsDefined({ message: msg('validation.timeOffRequests.endDateRequired') })
  @IsCalendarDate({ message: msg('validation.timeOffRequests.endDate') })
  endDate: string;

  /** Optional; blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: msg('validation.common.reasonText') })
  @MaxLength(REASON_MAX, { message: msg('validation.common.reasonTooLong', { max: REASON_MAX }) })
  reason?: string | null;
}
