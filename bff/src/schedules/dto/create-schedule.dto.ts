import { IgnoredField } from '../../common/validators';
import { JobSiteId, MeetTime, ScheduleDate, StartTime, WorkerId } from './schedule-fields';

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

  /** Clients may send it; the server never trusts it (createdById comes from the session). */
  @IgnoredField()
  createdById?: unknown;
}
