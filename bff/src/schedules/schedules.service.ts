// Shifts' rules: who may be scheduled, when, where, and not over approved time off; the worker
// hears of every change. The queries are SchedulesRepository's.
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service';
import { todayIso, weekdayOf } from '../common/calendar';
import { isConstraintViolation } from '../common/database-errors';
import { SCHEDULABLE_ROLES } from '../common/roles';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type JobSiteJson, JobSitesRepository } from '../job-sites/job-sites.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { noDayOfRestDates, REST_DAYS } from '../time-entries/illinois-rest';
import { WEEKLY_REGULAR_MINUTES } from '../time-entries/overtime';
import { addDays, workweekOf } from '../time-entries/timesheet';
import { TimeOffRequestsService } from '../time-off-requests/time-off-requests.service';
import { DEACTIVATED_MEMBER } from '../users/users.service';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import type { CreateScheduleDto } from './dto/create-schedule.dto';
import type { ScheduleCheckDto } from './dto/schedule-check.dto';
import { SCHEDULE_LIST_LIMIT_DEFAULT, SCHEDULE_LIST_LIMIT_MAX, type ScheduleListDto } from './dto/schedule-list.dto';
import type { UpdateScheduleDto } from './dto/update-schedule.dto';
import { type ScheduleDayJson, type ScheduleFields, type ScheduleJson, SchedulesRepository, type ScheduleWeekJson } from './schedules.repository';
import type { Language } from '../i18n/language';
import { type MessageArg, msg, ref } from '../i18n/message';
import { overlapMessage, type Person, shiftTimes, swapClosedNotices, timeOffMessage } from './schedule-conflicts';
import { ScheduleSeriesService, type SkippedShiftJson, weeklyDates } from './schedule-series.service';
import { byWorker, endOrDefault, shiftMinutes, timeAfter } from './shift-times';

/** What the Schedule Worker dialog warns about (and refuses) before saving. */
export interface ScheduleCheckJson {
  /** The worker's saved availability for that weekday; null when never saved (available). */
  availability: { available: boolean; notes: string | null } | null;
  /** The worker's other shifts that day. */
  sameDayShifts: ScheduleJson[];
  /** Approved time off covering the date: a schedule there is refused. */
  approvedTimeOff: { id: string; startDate: string; endDate: string; reason: string | null } | null;
  /** A request still awaiting a decision that covers the date: the dialog warns, the server does not refuse. */
  pendingTimeOff: { id: string; startDate: string; endDate: string; reason: string | null } | null;
  /** Asked with a start: the worker's shift those hours overlap (a save is refused), else null. */
  overlapping: ScheduleJson | null;
  /** The worker's scheduled minutes in the workweek holding the date, the proposed shift's included when asked with a start. */
  weekMinutes: number;
  /** Of weekMinutes, those beyond 40 hours: overtime if worked as scheduled (the dialog warns). */
  overtimeMinutes: number;
  /**
   * Asked with a start: the shift would make seven consecutive days of work without 24 hours of
   * rest in them (Illinois One Day Rest in Seven Act: a rolling seven days). The dialog warns.
   */
  noDayOfRest: boolean;
  /** The worker marked that weekday unavailable (availability.available false): the dialog warns. */
  unavailable: boolean;
  /** What a save of these hours would warn of (the server saves anyway): the dialog asks the admin to confirm. */
  warnings: ScheduleWarningJson[];
}

/**
 * What a saved shift (or a proposed one, in the check) is warned of; none refuses it. The
 * admin confirms them in the dialog, and POST and PATCH answer them with the saved shift.
 */
export type ScheduleWarningJson =
  /** The worker marked the shift's weekday unavailable. */
  | { kind: 'unavailable'; notes: string | null }
  /** A time-off request awaiting a decision covers the date. */
  | { kind: 'pending_time_off'; startDate: string; endDate: string }
  /** The workweek's scheduled minutes with this shift pass 40 hours by overtimeMinutes. */
  | { kind: 'overtime'; weekMinutes: number; overtimeMinutes: number }
  /** Seven consecutive days of work without 24 hours of rest (Illinois One Day Rest in Seven Act). */
  | { kind: 'no_day_of_rest' };

/** POST or PATCH /api/schedules: the shift as saved, and what it is warned of. */
export interface SavedScheduleJson extends ScheduleJson {
  warnings: ScheduleWarningJson[];
}

/** POST /api/schedules with repeatWeeklyUntil: the shifts made (each with its warnings), and the occurrences refused. */
export interface ScheduleSeriesJson {
  created: SavedScheduleJson[];
  skipped: SkippedShiftJson[];
}

/** POST /api/schedules/publish: how many drafts became their workers' shifts. */
export interface PublishedSchedulesJson {
  published: number;
}

/** How many new shifts a worker's publish notification names; the rest are counted. */
const PUBLISHED_LISTED = 10;

@Injectable()
export class SchedulesService {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly users: UsersRepository,
    private readonly jobSites: JobSitesRepository,
    private readonly timeOff: TimeOffRequestsService,
    private readonly availability: AvailabilityService,
    private readonly notifications: NotificationsService,
    private readonly series: ScheduleSeriesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The lists: a page of a date range (everyone's, or one person's) in date and start-time order. */
  list(query: ScheduleListDto, workerId?: string): Promise<ScheduleJson[]> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException(msg('errors.schedules.fromNotAfter'));
    // A person's own list leaves out the admin's drafts.
    return this.schedules.list({
      workerId,
      publishedOnly: workerId !== undefined,
      from: query.from,
      to: query.to,
      limit: query.limit ?? SCHEDULE_LIST_LIMIT_DEFAULT,
      offset: query.offset ?? 0,
    });
  }

  /**
   * One day, a page at a time (an admin's day holds ~900 shifts at company scale): the exact
   * total and the `limit` rows after `offset`. Admins see everyone's, others pass their own id.
   */
  day(date: string, limit: number, offset: number, workerId?: string): Promise<ScheduleDayJson> {
    return this.schedules.day(date, limit, offset, workerId);
  }

  /** My Schedule: the person's three counts and the 7 days' shifts from `from`. */
  week(workerId: string, from: string): Promise<ScheduleWeekJson> {
    return this.schedules.week(workerId, from);
  }

  async check(input: ScheduleCheckDto): Promise<ScheduleCheckJson> {
    await this.schedulableWorker(input.workerId);
    const proposed = input.startTime
      ? { workerId: input.workerId, date: input.date, startTime: input.startTime, endTime: endOrDefault(input.startTime, input.endTime) }
      : undefined;
    return this.assess(input.workerId, input.date, proposed, input.excludeId);
  }

  /**
   * What the check answers for the worker's `date`, with the proposed hours when given (a saved
   * shift's own, to tell what it is warned of), `exceptId` (the shift being edited) left out.
   */
  private async assess(
    workerId: string,
    date: string,
    proposed: Pick<ScheduleFields, 'workerId' | 'date' | 'startTime' | 'endTime'> | undefined,
    exceptId?: string,
  ): Promise<ScheduleCheckJson> {
    const { weekStart, weekEnd } = workweekOf(date, this.config.workweekStart);
    const [saved, timeOff, pendingTimeOff, sameDay, overlapping, otherMinutes, noDayOfRest] = await Promise.all([
      this.availability.forDay(workerId, weekdayOf(date)),
      this.timeOff.approvedCovering(workerId, date),
      this.timeOff.pendingCovering(workerId, date),
      this.schedules.ofWorkerOnDay(workerId, date),
      proposed ? this.schedules.overlapping(proposed, exceptId) : null,
      this.schedules.scheduledMinutes(workerId, weekStart, weekEnd, exceptId),
      proposed ? this.leavesNoDayOfRest(proposed, exceptId) : false,
    ]);
    const weekMinutes = otherMinutes + (proposed ? shiftMinutes(proposed.startTime, proposed.endTime) : 0);
    const overtimeMinutes = Math.max(0, weekMinutes - WEEKLY_REGULAR_MINUTES);
    const unavailable = saved !== null && !saved.available;
    const warnings: ScheduleWarningJson[] = [];
    if (unavailable) warnings.push({ kind: 'unavailable', notes: saved.notes });
    if (pendingTimeOff) warnings.push({ kind: 'pending_time_off', startDate: pendingTimeOff.startDate, endDate: pendingTimeOff.endDate });
    if (overtimeMinutes > 0) warnings.push({ kind: 'overtime', weekMinutes, overtimeMinutes });
    if (noDayOfRest) warnings.push({ kind: 'no_day_of_rest' });
    return {
      overlapping,
      weekMinutes,
      overtimeMinutes,
      noDayOfRest,
      unavailable,
      warnings,
      availability: saved ? { available: saved.available, notes: saved.notes } : null,
      sameDayShifts: sameDay.filter((shift) => shift.id !== exceptId),
      approvedTimeOff: timeOff ? { id: timeOff.id, startDate: timeOff.startDate, endDate: timeOff.endDate, reason: timeOff.reason } : null,
      pendingTimeOff: pendingTimeOff
        ? { id: pendingTimeOff.id, startDate: pendingTimeOff.startDate, endDate: pendingTimeOff.endDate, reason: pendingTimeOff.reason }
        : null,
    };
  }

  /** A saved shift with what it is warned of, as the check would have told before saving it. */
  private async withWarnings(shift: ScheduleJson): Promise<SavedScheduleJson> {
    const { warnings } = await this.assess(shift.workerId, shift.date, shift, shift.id);
    return { ...shift, warnings };
  }

  /**
   * Whether the proposed shift completes seven consecutive days of scheduled work without 24 hours
   * of rest, in any window that holds it: the time clock's rule, applied to the shifts around it.
   */
  private async leavesNoDayOfRest(proposed: Pick<ScheduleFields, 'workerId' | 'date' | 'startTime' | 'endTime'>, exceptId?: string): Promise<boolean> {
    const around = await this.schedules.list({
      workerId: proposed.workerId,
      from: addDays(proposed.date, -REST_DAYS),
      to: addDays(proposed.date, REST_DAYS),
      limit: SCHEDULE_LIST_LIMIT_MAX,
      offset: 0,
    });
    const shifts = [...around.filter((shift) => shift.id !== exceptId), { ...proposed, lengthMinutes: shiftMinutes(proposed.startTime, proposed.endTime) }];
    const work = shifts.map((shift) => {
      // Dates and times of day are the company's (TZ), as the server's local time is.
      const clockIn = new Date(`${shift.date}T${shift.startTime}:00`);
      return { clockIn, clockOut: new Date(clockIn.getTime() + shift.lengthMinutes * 60_000) };
    });
    const windowEnds = Array.from({ length: REST_DAYS }, (_, offset) => addDays(proposed.date, offset));
    return noDayOfRestDates(work, windowEnds).size > 0;
  }

  /**
   * A new shift, or with repeatWeeklyUntil a weekly series of them; the creator is the session's
   * admin, whatever the body said. Warnings never refuse: the answer lists them.
   */
  async create(creator: User, input: CreateScheduleDto, language: Language): Promise<SavedScheduleJson | ScheduleSeriesJson> {
    const fields: ScheduleFields = {
      workerId: input.workerId,
      jobSiteId: input.jobSiteId,
      date: input.date,
      meetTime: input.meetTime,
      startTime: input.startTime,
      endTime: endOrDefault(input.startTime, input.endTime),
    };
    const draft = input.draft === true;
    if (input.repeatWeeklyUntil !== undefined) {
      // Approved time off skips an occurrence of a series rather than refusing it.
      const { worker, site } = await this.checkRules(fields, { worker: true, site: true, timeOff: false });
      const dates = weeklyDates(fields.date, input.repeatWeeklyUntil);
      const { created, skipped } = await this.series.create({ fields, dates, worker: worker!, site: site!, createdById: creator.id, draft }, language);
      const warned: SavedScheduleJson[] = [];
      for (const shift of created) warned.push(await this.withWarnings(shift));
      return { created: warned, skipped };
    }
    const { worker, site } = await this.checkRules(fields, { worker: true, site: true, timeOff: true });
    const id = await this.saving(worker!, fields, () => this.schedules.insert(fields, { createdById: creator.id, draft }));
    // A draft is not the worker's yet: they hear of it when it is published.
    if (!draft) {
      await this.notifications.notify(
        worker!.id,
        msg('notifications.schedules.created.title'),
        msg('notifications.schedules.created.message', { site: site!.name, ...shiftTimes(fields) }),
        ['Schedule'],
        undefined,
        { kind: 'shift', id },
      );
    }
    return this.withWarnings(await this.findJson(id));
  }

  async update(id: string, input: UpdateScheduleDto): Promise<SavedScheduleJson> {
    const existing = await this.schedules.findById(id);
    if (!existing) throw new NotFoundException(msg('errors.schedules.notFound'));
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<ScheduleFields>;
    if (Object.keys(changes).length === 0) throw new BadRequestException(msg('errors.schedules.nothingToChange'));
    const fields: ScheduleFields = {
      workerId: changes.workerId ?? existing.workerId,
      jobSiteId: changes.jobSiteId ?? existing.jobSiteId,
      date: changes.date ?? existing.date,
      meetTime: changes.meetTime ?? existing.meetTime,
      startTime: changes.startTime ?? existing.startTime,
      // A new start without a new end moves the end along: the shift keeps its length.
      endTime: changes.endTime ?? (changes.startTime ? timeAfter(changes.startTime, existing.lengthMinutes) : existing.endTime),
    };
    const workerChanged = fields.workerId !== existing.workerId;
    const checked = await this.checkRules(fields, {
      worker: workerChanged,
      site: fields.jobSiteId !== existing.jobSiteId,
      timeOff: workerChanged || fields.date !== existing.date,
    });
    const worker = checked.worker ?? existing.worker!;
    const site = checked.site ?? existing.jobSite!;
    await this.saving(worker, fields, () => this.schedules.update(id, fields), id);

    if (existing.draft) return this.withWarnings(await this.findJson(id));
    if (workerChanged) {
      await this.notifyCancelled(existing);
      await this.notifications.notify(
        worker.id,
        msg('notifications.schedules.created.title'),
        msg('notifications.schedules.created.message', { site: site.name, ...shiftTimes(fields) }),
        ['Schedule'],
        undefined,
        { kind: 'shift', id },
      );
    } else {
      await this.notifications.notify(
        worker.id,
        msg('notifications.schedules.updated.title'),
        msg('notifications.schedules.updated.message', { site: site.name, ...shiftTimes(fields) }),
        ['Schedule'],
        undefined,
        { kind: 'shift', id },
      );
    }
    return this.withWarnings(await this.findJson(id));
  }

  async remove(id: string): Promise<void> {
    const existing = await this.schedules.findById(id);
    if (!existing) throw new NotFoundException(msg('errors.schedules.notFound'));
    const deleted = await this.schedules.deleteShifts(existing, false);
    // Deleted by someone else in between: the worker has already been told.
    if (deleted.length === 0) throw new NotFoundException(msg('errors.schedules.notFound'));
    if (!existing.draft) await this.notifyCancelled(existing);
    await this.notifications.notifyEach(swapClosedNotices(existing.worker, deleted), ['Schedule']);
  }

  /**
   * Publishes the drafts dated `from` to `to`: from then on they are their workers' (schedule,
   * crew, clock site), and each worker hears once, whatever the number of their new shifts.
   */
  async publish(from: string, to: string): Promise<PublishedSchedulesJson> {
    if (from > to) throw new BadRequestException(msg('errors.schedules.fromNotAfter'));
    if (addDays(from, PUBLISH_DAYS_MAX - 1) < to) throw new BadRequestException(msg('errors.schedules.rangeTooLong'));
    const published = await this.schedules.publish(from, to);
    // Each worker's new shifts in time order, the first PUBLISHED_LISTED named (read with their sites).
    const shiftsOf = byWorker(published);
    const listed = await this.schedules.findByIds([...shiftsOf.values()].flatMap((shifts) => shifts.slice(0, PUBLISHED_LISTED).map((shift) => shift.id)));
    const siteOf = new Map(listed.map((shift) => [shift.id, shift.jobSite?.name ?? '']));
    await this.notifications.notifyEach(
      [...shiftsOf].map(([workerId, shifts]) => ({
        userId: workerId,
        title: msg('notifications.schedules.published.title'),
        message: msg('notifications.schedules.published.message', {
          shifts: {
            $all: [
              ...shifts.slice(0, PUBLISHED_LISTED).map((shift) =>
                msg('notifications.schedules.published.shift', {
                  day: { $day: shift.date },
                  start: { $time: shift.startTime },
                  site: siteOf.get(shift.id) ?? '',
                }),
              ),
              ...(shifts.length > PUBLISHED_LISTED ? [msg('notifications.schedules.published.more', { count: shifts.length - PUBLISHED_LISTED })] : []),
            ],
          },
        }),
      })),
      ['Schedule'],
    );
    return { published: published.length };
  }

  /** The rules a shift must meet; loads (and returns) the worker and site it was asked to check. */
  private async checkRules(
    fields: ScheduleFields,
    checks: { worker: boolean; site: boolean; timeOff: boolean },
  ): Promise<{ worker?: User; site?: JobSiteJson }> {
    if (fields.meetTime > fields.startTime) throw new BadRequestException(msg('errors.schedules.meetAfterStart'));
    if (fields.date < todayIso()) throw new BadRequestException(msg('errors.schedules.dateTodayLater'));
    const worker = checks.worker || checks.timeOff ? await this.schedulableWorker(fields.workerId) : undefined;
    let site: JobSiteJson | undefined;
    if (checks.site) {
      site = (await this.jobSites.findById(fields.jobSiteId)) ?? undefined;
      if (!site) throw new NotFoundException(msg('errors.jobSites.notFound'));
    }
    if (checks.timeOff) {
      const timeOff = await this.timeOff.approvedCovering(fields.workerId, fields.date);
      if (timeOff) throw new ConflictException(timeOffMessage(worker!, fields.date, timeOff));
    }
    return { worker, site };
  }

  private async schedulableWorker(id: string): Promise<User> {
    const worker = await this.users.findById(id);
    if (!worker) throw new NotFoundException(msg('errors.schedules.workerNotFound'));
    if (!SCHEDULABLE_ROLES.includes(worker.role)) throw new BadRequestException(msg('errors.schedules.onlyWorkersAndForemen'));
    if (worker.deactivatedAt !== null) throw new BadRequestException(DEACTIVATED_MEMBER);
    return worker;
  }

  /**
   * Runs the write; schedules_no_overlap refuses a shift whose hours touch another of the
   * worker's, and the answer names that shift.
   */
  private async saving<T>(worker: Person, fields: ScheduleFields, write: () => Promise<T>, shiftId?: string): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isConstraintViolation(error, 'schedules_no_overlap')) throw error;
      // Deleted again in between (rare): the conflict is still the one asked about.
      const other = (await this.schedules.overlapping(fields, shiftId)) ?? fields;
      throw new ConflictException(overlapMessage(worker, other));
    }
  }

  /**
   * Whether `worker` could take a shift of those hours: none of their shifts (drafts too) overlaps
   * them and no approved time off covers the day. A worker-facing step (a claim, a swap offered or
   * accepted) answers only this, never which shift or time off is in the way: that would show a
   * worker a coworker's shifts and time off, or a draft of their own not yet published. The write
   * is still refused by the database (schedules_no_overlap) whatever this said.
   */
  async canTake(worker: Person, fields: Pick<ScheduleFields, 'date' | 'startTime' | 'endTime'>, exceptId?: string): Promise<boolean> {
    const [overlapping, timeOff] = await Promise.all([
      this.schedules.overlapping({ ...fields, workerId: worker.id }, exceptId),
      this.timeOff.approvedCovering(worker.id, fields.date),
    ]);
    return !overlapping && !timeOff;
  }

  /**
   * A published shift for `fields.workerId` in the caller's transaction (an open shift given to its
   * claimant): a new shift's rules, and schedules_no_overlap's 409 naming the shift in the way.
   * The caller tells the worker once it has committed.
   */
  async insertPublished(manager: EntityManager, fields: ScheduleFields, createdById: string): Promise<string> {
    const { worker } = await this.checkRules(fields, { worker: true, site: false, timeOff: true });
    return this.saving(worker!, fields, () => this.schedules.insert(fields, { createdById, draft: false }, manager));
  }

  /**
   * Hands `shift` over to `to` in the caller's transaction (a swap approved), if it is still its
   * worker's: approved time off and schedules_no_overlap refuse it with a 409 naming the conflict.
   * Whether the shift was still theirs to hand over. The caller tells both people after the commit.
   */
  async handOver(manager: EntityManager, shift: ScheduleJson, to: Person): Promise<boolean> {
    const timeOff = await this.timeOff.approvedCovering(to.id, shift.date);
    if (timeOff) {
      throw new ConflictException(timeOffMessage(to, shift.date, timeOff));
    }
    const fields: ScheduleFields = { ...shift, workerId: to.id };
    return this.saving(to, fields, () => this.schedules.reassign(manager, shift.id, shift.workerId, to.id), shift.id);
  }

  private notifyCancelled(shift: ScheduleJson) {
    const site: MessageArg = shift.jobSite?.name ?? ref('notifications.schedules.theJobSite');
    return this.notifications.notify(
      shift.workerId,
      msg('notifications.schedules.cancelled.title'),
      msg('notifications.schedules.cancelled.message', { site, day: { $day: shift.date } }),
      ['Schedule'],
      undefined,
      {
        kind: 'shift',
        id: shift.id,
      },
    );
  }

  async findJson(id: string): Promise<ScheduleJson> {
    const shift = await this.schedules.findById(id);
    if (!shift) throw new NotFoundException(msg('errors.schedules.notFound'));
    return shift;
  }
}

/** The longest range one publish takes: a year and a day. */
const PUBLISH_DAYS_MAX = 366;
