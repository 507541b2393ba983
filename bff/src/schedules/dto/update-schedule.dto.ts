import { EndTime, JobSiteId, MeetTime, ScheduleDate, StartTime, WorkerId } from './schedule-fields';

/** Any of a schedule's fields; those left out keep their value. */
export class UpdateScheduleDto {
  @WorkerId(false)
  workerId?: string;

  @JobSiteId(false)
  jobSiteId?: string;

  @ScheduleDate(false)
  date?: string;

  @MeetTime(false)
  meetTime?: string;

  @StartTime(false)
  startTime?: string;

  /** Left out while startTime changes: the shift keeps its length. */
  @EndTime(false)
  endTime?: string;
}
