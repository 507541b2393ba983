import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { IsCalendarDate } from '../../common/calendar-date.validator';
import { IgnoredField } from '../../common/validators';
import { msg } from '../../i18n/message';
import { EndTime, JobSiteId, MeetTime, ScheduleDate, StartTime, WorkerId } from './schedule-fields';

export class CreateScheduleDto {
  @WorkerId(true)
  workerId: string;

  @JobSiteId(true)
  jobSiteId: string;

  @ScheduleDate(true)
  date: string;

  @MeetTime(true)
  meetTime: string;

  @StartTime(true)
  startTime: string;

  /** `HH:mm`; at or before startTime means the next day. Left out: 8 hours after startTime. */
  @EndTime(false)
  endTime?: string;

  /** True: the admin's plan only, published later with POST /api/schedules/publish. Left out: published now. */
  @IsOptional()
  @IsBoolean({ message: msg('validation.schedules.draft') })
  draft?: boolean;

  /**
   * `YYYY-MM-DD`: the shift repeats on the same weekday every week until this date (inclusive), at
   * most 26 weeks after `date`. The answer is then `{ created, skipped }` (ScheduleSeriesJson).
   */
  @ValidateIf((_object, value) => value !== undefined)
  @IsCalendarDate({ message: msg('validation.schedules.repeatWeeklyUntil') })
  repeatWeeklyUntil?: string;

  /** Clients may send it; the server never trusts it (createdById comes from the session). */
  @IgnoredField()
  createdById?: unknown;
}
