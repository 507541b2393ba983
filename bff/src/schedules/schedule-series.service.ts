// Weekly series: one POST with repeatWeeklyUntil makes a shift on the same weekday of every week
// until that date; the database decides each occurrence (an overlap skips that one only), and the
// worker hears once. A series is deleted from one shift onward, its workers told once.
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Language } from '../i18n/language';
import { msg } from '../i18n/message';
import { Translator } from '../i18n/translator';
import type { JobSiteJson } from '../job-sites/job-sites.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { addDays } from '../time-entries/timesheet';
import { TimeOffRequestsService } from '../time-off-requests/time-off-requests.service';
import { overlapMessage, type Person, shiftTimes, swapClosedNotices, timeOffMessage } from './schedule-conflicts';
import type { ScheduleFields, ScheduleJson } from './schedules.repository';
import { SchedulesRepository } from './schedules.repository';
import { byWorker } from './shift-times';

/** How far a series reaches: its last shift at most 26 weeks after its first. */
export const REPEAT_WEEKS_MAX = 26;

/** An occurrence of a series that was not made, and why (in the caller's language). */
export interface SkippedShiftJson {
  shift: Pick<ScheduleFields, 'workerId' | 'date' | 'startTime' | 'endTime' | 'jobSiteId'>;
  reason: string;
}

/** DELETE /api/schedules/{id}/onward: how many shifts were deleted. */
export interface DeletedSchedulesJson {
  deleted: number;
}

/** A series to make: its first shift's fields (checked already), its dates, and whose it is. */
export interface NewSeries {
  fields: ScheduleFields;
  dates: string[];
  worker: Person;
  site: Pick<JobSiteJson, 'name'>;
  createdById: string;
  draft: boolean;
}

/**
 * The dates of a weekly series from `first` to `until` (inclusive, the same weekday each week).
 * An end before the first date, or more than REPEAT_WEEKS_MAX weeks after it, is a 400.
 */
export function weeklyDates(first: string, until: string): string[] {
  if (until < first) throw new BadRequestException(msg('errors.schedules.repeatBeforeDate'));
  const last = addDays(first, REPEAT_WEEKS_MAX * 7);
  if (until > last) throw new BadRequestException(msg('errors.schedules.repeatTooFar', { weeks: REPEAT_WEEKS_MAX, day: { $day: last } }));
  const dates: string[] = [];
  for (let date = first; date <= until; date = addDays(date, 7)) dates.push(date);
  return dates;
}

@Injectable()
export class ScheduleSeriesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly timeOff: TimeOffRequestsService,
    private readonly notifications: NotificationsService,
    private readonly translator: Translator,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Makes the series in one transaction, each occurrence behind a savepoint: approved time off
   * or schedules_no_overlap skips that occurrence (with the reason in `language`), never the
   * rest. A published series tells its worker once, on commit; a draft series tells nobody.
   */
  async create(series: NewSeries, language: Language): Promise<{ created: ScheduleJson[]; skipped: SkippedShiftJson[] }> {
    const { worker, site, draft } = series;
    const seriesId = randomUUID();
    const created: Array<{ id: string; date: string }> = [];
    const skipped: SkippedShiftJson[] = [];
    const skip = (fields: ScheduleFields, reason: string) => {
      const { workerId, date, startTime, endTime, jobSiteId } = fields;
      skipped.push({ shift: { workerId, date, startTime, endTime, jobSiteId }, reason: this.translator.text(language, reason) });
    };
    await this.dataSource.transaction(async (manager) => {
      for (const date of series.dates) {
        const fields = { ...series.fields, date };
        const timeOff = await this.timeOff.approvedCovering(worker.id, date);
        if (timeOff) {
          skip(fields, timeOffMessage(worker, date, timeOff));
          continue;
        }
        const id = await this.schedules.insertUnlessOverlapping(fields, { createdById: series.createdById, draft, seriesId }, manager);
        if (id) {
          created.push({ id, date });
          continue;
        }
        skip(fields, overlapMessage(worker, (await this.schedules.overlapping(fields, undefined, manager)) ?? fields));
      }
      if (draft || created.length === 0) return;
      await this.notifications.notify(
        worker.id,
        msg('notifications.schedules.series.title'),
        msg('notifications.schedules.series.message', {
          site: site.name,
          count: created.length,
          range: { $dayRange: [created[0].date, created[created.length - 1].date] },
          ...shiftTimes(series.fields),
        }),
        ['Schedule'],
        manager,
        { kind: 'shift', id: created[0].id },
      );
    });
    return { created: await this.schedules.findByIds(created.map((shift) => shift.id)), skipped };
  }

  /**
   * Deletes the shift and, when it is of a series, the series' shifts dated on or after it, in
   * one transaction; each worker whose published shifts went is told once, on commit.
   */
  async removeOnward(id: string): Promise<DeletedSchedulesJson> {
    const shift = await this.schedules.findById(id);
    if (!shift) throw new NotFoundException(msg('errors.schedules.notFound'));
    return this.dataSource.transaction(async (manager) => {
      const deleted = await this.schedules.deleteShifts(shift, true, manager);
      // Deleted by someone else in between: its worker has already been told.
      if (deleted.length === 0) throw new NotFoundException(msg('errors.schedules.notFound'));
      await this.notifications.notifyEach(
        [...byWorker(deleted.filter((row) => !row.draft))].map(([workerId, shifts]) => ({
          userId: workerId,
          title: msg('notifications.schedules.seriesCancelled.title'),
          message: msg('notifications.schedules.seriesCancelled.message', {
            count: shifts.length,
            range: { $dayRange: [shifts[0].date, shifts[shifts.length - 1].date] },
          }),
          subject: { kind: 'shift' as const, id: null },
        })),
        ['Schedule'],
        manager,
      );
      await this.notifications.notifyEach(swapClosedNotices(shift.worker, deleted), ['Schedule'], manager);
      return { deleted: deleted.length };
    });
  }
}
