import { IgnoredField } from '../../common/validators';
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

  /** Clients may send it; the server never trusts it (createdById comes from the session). */
  @IgnoredField()
  createdById?: unknown;
}
