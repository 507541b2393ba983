import { IsBoolean, IsOptional } from 'class-validator';
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

  /** Clients may send it; the server never trusts it (createdById comes from the session). */
  @IgnoredField()
  createdById?: unknown;
}
