import { EndTime, JobSiteId, MeetTime, ScheduleDate, StartTime } from '../../schedules/dto/schedule-fields';

/** POST /api/schedules/open: a shift's fields without a worker. */
export class PostOpenShiftDto {
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
}
