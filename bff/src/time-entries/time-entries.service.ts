import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { rowTags } from '../answers/answer-tags';
import { AnswersService } from '../answers/answers.service';
import { DataSource, type EntityManager } from 'typeorm';
import { formatShortDay, isoDateOf, todayIso } from '../common/calendar';
import { isConstraintViolation, isUniqueViolation } from '../common/database-errors';
import { occurredAtOf } from '../common/occurred-at';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { CorrectTimeEntryDto, CreateTimeEntryDto } from './dto/correction.dto';
import type { ClockInDto, ClockOutDto, PunchDto } from './dto/punch.dto';
import { punchLocationFlag } from './punch-location';
import {
  type ClosedEntry,
  type PunchFix,
  type PunchSite,
  TimeEntriesRepository,
  type TimeEntryChangeJson,
  type TimeEntryJson,
} from './time-entries.repository';
import type { TimeEntryFlag, TimeEntrySource } from './time-entry.entity';
import { msg } from '../i18n/message';

export const ALREADY_CLOCKED_IN = msg('errors.timeEntries.alreadyClockedIn');
export const NOT_CLOCKED_IN = msg('errors.timeEntries.notClockedIn');
export const NOT_YOUR_CREW = msg('errors.timeEntries.notYourCrew');
export const NO_SUCH_SITE = msg('validation.timeEntries.jobSiteId');
const NO_SUCH_SITE_OR_NONE = msg('validation.timeEntries.jobSiteIdOrNull');
const NOTHING_TO_CHANGE = msg('validation.timeEntries.nothingToChange');
export const NO_SUCH_PERSON = msg('errors.timeEntries.noSuchPerson');
export const NOT_YOUR_SITE = msg('errors.timeEntries.notYourSite');
export const WEEK_APPROVED = msg('errors.timeEntries.weekApproved');
export const ENTRIES_OVERLAP = msg('errors.timeEntries.overlap');
export const NO_SUCH_ENTRY = msg('errors.timeEntries.notFound');
/** Corrections reach no further back than this (a typo's year 0201 is a 400, not a row). */
const EARLIEST_CORRECTION = new Date('2000-01-01T00:00:00Z');

/** Whose clock a punch moves, and who is recorded as having punched it. */
interface PunchTarget {
  userId: string;
  name: string;
  source: TimeEntrySource;
}

@Injectable()
export class TimeEntriesService {
  constructor(
    private readonly entries: TimeEntriesRepository,
    private readonly notifications: NotificationsService,
    private readonly answers: AnswersService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's open entry, or null. */
  async current(actor: User): Promise<{ entry: TimeEntryJson | null }> {
    return { entry: await this.entries.open(actor.id) };
  }

  /**
   * Clocks the target in now, by the server's clock, or at `occurredAt` for a punch queued offline
   * and sent later (flagged clockInOffline; its limits: occurredAtOf), at the site given or else their scheduled
   * site that day (or none). The unique index on open entries refuses a second one, whatever the
   * number of tabs and instances. A punch away from the site is recorded, flagged, and told to
   * the admins; nothing is refused for its location.
   */
  async clockIn(actor: User, body: ClockInDto): Promise<TimeEntryJson> {
    const occurredAt = occurredAtOf(body.occurredAt);
    // A punch sent later belongs to the day it was made: that day's schedule decides the site and a foreman's crew.
    const day = todayIso(occurredAt ?? undefined);
    const target = await this.targetOf(actor, body.userId, null, day);
    const site = body.jobSiteId !== undefined ? await this.entries.activeSite(body.jobSiteId) : await this.entries.scheduledSite(target.userId, day);
    if (body.jobSiteId !== undefined && !site) throw new BadRequestException(NO_SUCH_SITE);
    // A foreman records a crew member's time at one of his own sites only (it is that site's labor cost).
    if (site && target.source === 'foreman' && !(await this.entries.leadsSite(actor.id, site.id))) throw new ForbiddenException(NOT_YOUR_SITE);
    const fix = fixOf(body);
    const flag = punchLocationFlag(fix, site?.fence ?? null);
    let entry: TimeEntryJson;
    try {
      entry = await this.entries.clockIn({
        userId: target.userId,
        jobSiteId: site?.id ?? null,
        source: target.source,
        flags: flag ? [flag] : [],
        fix,
        occurredAt,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'time_entries_one_open_per_user')) throw new ConflictException(ALREADY_CLOCKED_IN);
      throw refusalOf(error);
    }
    this.answers.publishWritten(rowTags('time_entries', { user_id: target.userId }));
    await this.tellPunchedFor(actor, target, site, 'in');
    if (flag === 'outside_site' && site) await this.tellOutside(target, site, 'in');
    return entry;
  }

  /**
   * Clocks the target out now (or at `occurredAt`, flagged clockOutOffline, after the clock-in and the
   * running break's start), ending their running break with it, in one transaction whose lock
   * on the open entry lets only one of two simultaneous clock-outs close it.
   */
  async clockOut(actor: User, body: ClockOutDto): Promise<TimeEntryJson> {
    const occurredAt = occurredAtOf(body.occurredAt);
    // A foreman may clock out a worker whose running entry is at one of his sites (a night shift begun yesterday).
    const running = actor.role === 'foreman' && body.userId !== undefined && body.userId !== actor.id ? await this.entries.open(body.userId) : null;
    const target = await this.targetOf(actor, body.userId, running?.jobSiteId ?? null, todayIso(occurredAt ?? undefined));
    const fix = fixOf(body);
    const { entry, site, flag } = await this.dataSource.transaction(async (manager) => {
      const open = await this.entries.lockOpen(manager, target.userId);
      if (!open) throw new ConflictException(NOT_CLOCKED_IN);
      if (occurredAt) await this.checkSentLaterClockOut(manager, open, occurredAt);
      // The entry closed is the one locked: a foreman's right is checked again against its site (the worker may have punched meanwhile).
      if (target.source === 'foreman' && !(await this.foremanLeads(actor.id, target.userId, open.jobSiteId))) throw new ForbiddenException(NOT_YOUR_CREW);
      const openSite = open.jobSiteId ? await this.entries.site(manager, open.jobSiteId) : null;
      const outFlag = punchLocationFlag(fix, openSite?.fence ?? null);
      const flags: TimeEntryFlag[] = outFlag && !open.flags.includes(outFlag) ? [...open.flags, outFlag] : open.flags;
      const closed = await this.entries.clockOut(manager, open.id, flags, fix, occurredAt).catch((error: unknown) => {
        throw refusalOf(error);
      });
      await this.entries.endActiveBreak(manager, target.userId, occurredAt ?? undefined, occurredAt !== null);
      return { entry: closed, site: openSite, flag: outFlag };
    });
    // The transaction was quiet (lockOpen): its entry's and its ended break's tags, now it has committed.
    this.answers.publishWritten([...rowTags('time_entries', { user_id: target.userId }), ...rowTags('breaks', { user_id: target.userId })]);
    await this.tellPunchedFor(actor, target, site, 'out');
    if (flag === 'outside_site' && site) await this.tellOutside(target, site, 'out');
    return entry;
  }

  /**
   * An admin's correction of an entry: new times and/or site, with a reason kept in the trail and
   * sent to the person. Editing clears auto_clock_out (the time is now a person's, not the
   * server's guess). The database refuses an overlap with the person's other entries and any
   * change to an approved week (both 409).
   */
  async correct(actor: User, id: string, body: CorrectTimeEntryDto): Promise<TimeEntryJson> {
    if (body.clockIn === undefined && body.clockOut === undefined && body.jobSiteId === undefined) throw new BadRequestException(NOTHING_TO_CHANGE);
    const existing = await this.entries.find(id);
    if (!existing) throw new NotFoundException(NO_SUCH_ENTRY);
    const clockIn = body.clockIn !== undefined ? new Date(body.clockIn) : undefined;
    const clockOut = body.clockOut !== undefined ? new Date(body.clockOut) : undefined;
    checkTimes(clockIn ?? existing.clockIn, clockOut !== undefined ? clockOut : existing.clockOut);
    if (body.jobSiteId && !(await this.entries.siteExists(body.jobSiteId))) throw new BadRequestException(NO_SUCH_SITE_OR_NONE);
    let changed: { before: TimeEntryJson; after: TimeEntryJson } | null;
    try {
      changed = await this.entries.correct(id, { clockIn, clockOut, jobSiteId: body.jobSiteId }, actor.id, body.reason);
    } catch (error) {
      throw refusalOf(error);
    }
    if (!changed) throw new NotFoundException(NO_SUCH_ENTRY);
    await this.notifications.notify(
      changed.after.userId,
      msg('notifications.timeEntries.corrected.title'),
      msg('notifications.timeEntries.corrected.message', {
        admin: `${actor.firstName} ${actor.lastName}`,
        day: formatShortDay(isoDateOf(changed.before.clockIn)),
        reason: body.reason,
      }),
      [],
    );
    return changed.after;
  }

  /** An admin records a worked period for someone (a forgotten punch), with a reason; the person is told. */
  async create(actor: User, body: CreateTimeEntryDto): Promise<TimeEntryJson> {
    const person = await this.entries.activePerson(body.userId);
    if (!person || person.role === 'client') throw new BadRequestException(NO_SUCH_PERSON);
    const clockIn = new Date(body.clockIn);
    const clockOut = new Date(body.clockOut);
    checkTimes(clockIn, clockOut);
    if (body.jobSiteId && !(await this.entries.siteExists(body.jobSiteId))) throw new BadRequestException(NO_SUCH_SITE_OR_NONE);
    let created: TimeEntryJson;
    try {
      created = await this.entries.create({ userId: body.userId, jobSiteId: body.jobSiteId ?? null, clockIn, clockOut }, actor.id, body.reason);
    } catch (error) {
      throw refusalOf(error);
    }
    await this.notifications.notify(
      created.userId,
      msg('notifications.timeEntries.added.title'),
      msg('notifications.timeEntries.added.message', {
        admin: `${actor.firstName} ${actor.lastName}`,
        day: formatShortDay(isoDateOf(clockIn)),
        reason: body.reason,
      }),
      [],
    );
    return created;
  }

  /** Every change of an entry, oldest first. */
  async history(id: string): Promise<TimeEntryChangeJson[]> {
    if (!(await this.entries.find(id))) throw new NotFoundException(NO_SUCH_ENTRY);
    return this.entries.history(id);
  }

  /**
   * Closes every entry open longer than MAX_SHIFT_HOURS at its clock-in plus that many hours,
   * flagged auto_clock_out, and tells each person and the admins. Null when another instance holds
   * the sweep (it does the same work); else the entries closed.
   */
  async closeForgottenClockOuts(): Promise<ClosedEntry[] | null> {
    const closed = await this.entries.closeForgotten(this.config.maxShiftHours);
    for (const entry of closed ?? []) {
      const hours = this.config.maxShiftHours;
      await this.notifications.notify(
        entry.userId,
        msg('notifications.timeEntries.autoClockOut.title'),
        msg('notifications.timeEntries.autoClockOut.message', { hours }),
      );
      await this.notifications.notifyRole(
        'admin',
        msg('notifications.timeEntries.forgottenClockOut.title'),
        msg('notifications.timeEntries.forgottenClockOut.message', { name: `${entry.firstName} ${entry.lastName}`, hours }),
      );
    }
    return closed;
  }

  /**
   * The person a punch is for: the caller, or `userId` when the caller may punch for them (an
   * admin for anyone active but a client; a foreman for a worker scheduled today at one of his
   * sites, or, to clock out, a worker whose running entry, `runningAt`, is at one of them).
   */
  private async targetOf(actor: User, userId: string | undefined, runningAt: string | null = null, day = todayIso()): Promise<PunchTarget> {
    if (userId === undefined || userId === actor.id) return { userId: actor.id, name: `${actor.firstName} ${actor.lastName}`, source: 'self' };
    if (actor.role === 'worker') throw new ForbiddenException(msg('errors.timeEntries.workerClocksOnlySelf'));
    if (actor.role === 'foreman' && !(await this.foremanLeads(actor.id, userId, runningAt, day))) throw new ForbiddenException(NOT_YOUR_CREW);
    const person = await this.entries.activePerson(userId);
    if (!person || person.role === 'client') throw new BadRequestException(NO_SUCH_PERSON);
    if (actor.role === 'foreman' && person.role !== 'worker') throw new ForbiddenException(NOT_YOUR_CREW);
    return { userId, name: `${person.firstName} ${person.lastName}`, source: actor.role === 'admin' ? 'admin' : 'foreman' };
  }

  /** Whether the worker is the foreman's crew: scheduled on `day` (today, or a queued punch's day) at one of his sites, or working at one now (`runningAt`). */
  private async foremanLeads(foremanId: string, workerId: string, runningAt: string | null, day = todayIso()): Promise<boolean> {
    if (runningAt !== null && (await this.entries.leadsSite(foremanId, runningAt))) return true;
    return this.entries.leadsWorkerOn(foremanId, workerId, day);
  }

  /** A clock-out sent later lies inside its entry: after the clock-in, and not before the running break began. */
  private async checkSentLaterClockOut(manager: EntityManager, open: TimeEntryJson, occurredAt: Date): Promise<void> {
    if (occurredAt.getTime() <= new Date(open.clockIn).getTime()) throw new BadRequestException(msg('errors.timeEntries.clockOutBeforeClockIn'));
    const breakStart = await this.entries.runningBreakStart(manager, open.userId);
    if (breakStart && occurredAt.getTime() < breakStart.getTime()) throw new BadRequestException(msg('errors.timeEntries.clockOutBeforeBreak'));
  }

  /** A punch made for someone (by their foreman or an admin) is told to them, and their open Time Clock card refreshes. */
  private async tellPunchedFor(actor: User, target: PunchTarget, site: PunchSite | null, punch: 'in' | 'out'): Promise<void> {
    if (target.source === 'self') return;
    const key = punch === 'in' ? 'clockedInBy' : 'clockedOutBy';
    const name = `${actor.firstName} ${actor.lastName}`;
    await this.notifications.notify(
      target.userId,
      msg(`notifications.timeEntries.${key}.title`),
      site ? msg(`notifications.timeEntries.${key}.atSiteMessage`, { name, site: site.name }) : msg(`notifications.timeEntries.${key}.message`, { name }),
      punch === 'in' ? ['TimeEntry'] : ['TimeEntry', 'Break'],
    );
  }

  private async tellOutside(target: PunchTarget, site: PunchSite, punch: 'in' | 'out'): Promise<void> {
    await this.notifications.notifyRole(
      'admin',
      msg('notifications.timeEntries.awayFromSite.title'),
      msg(punch === 'in' ? 'notifications.timeEntries.awayFromSite.inMessage' : 'notifications.timeEntries.awayFromSite.outMessage', {
        name: target.name,
        site: site.name,
        radius: site.fence?.radiusMeters ?? 0,
      }),
      [],
      null,
    );
  }
}

/** A correction's times: a clock-out after the clock-in, nothing in the future, nothing before 2000. */
function checkTimes(clockIn: Date, clockOut: Date | null): void {
  const now = Date.now();
  if (clockIn.getTime() < EARLIEST_CORRECTION.getTime() || clockIn.getTime() > now || (clockOut && clockOut.getTime() > now))
    throw new BadRequestException(msg('validation.timeEntries.notInFuture'));
  if (clockOut && clockOut.getTime() <= clockIn.getTime()) throw new BadRequestException(msg('validation.timeEntries.clockOutAfterClockIn'));
}

/** The database's refusals of a write to time entries as the 409s they are; anything else as it is. */
function refusalOf(error: unknown): unknown {
  if (isConstraintViolation(error, 'time_entries_week_approved')) return new ConflictException(WEEK_APPROVED);
  if (isConstraintViolation(error, 'time_entries_no_overlap')) return new ConflictException(ENTRIES_OVERLAP);
  return error;
}

/** The punch's coordinates, or null when the browser gave none. */
function fixOf(body: PunchDto): PunchFix | null {
  if (body.latitude === undefined || body.longitude === undefined) return null;
  return { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy };
}
