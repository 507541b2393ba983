import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { todayIso } from '../common/calendar';
import { isUniqueViolation } from '../common/database-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { ClockInDto, ClockOutDto, PunchDto } from './dto/punch.dto';
import { punchLocationFlag } from './punch-location';
import { type ClosedEntry, type PunchFix, type PunchSite, TimeEntriesRepository, type TimeEntryJson } from './time-entries.repository';
import type { TimeEntryFlag, TimeEntrySource } from './time-entry.entity';
import { msg } from '../i18n/message';

export const ALREADY_CLOCKED_IN = msg('errors.timeEntries.alreadyClockedIn');
export const NOT_CLOCKED_IN = msg('errors.timeEntries.notClockedIn');
export const NOT_YOUR_CREW = msg('errors.timeEntries.notYourCrew');
export const NO_SUCH_SITE = msg('validation.timeEntries.jobSiteId');
export const NO_SUCH_PERSON = msg('errors.timeEntries.noSuchPerson');

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
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The caller's open entry, or null. */
  async current(actor: User): Promise<{ entry: TimeEntryJson | null }> {
    return { entry: await this.entries.open(actor.id) };
  }

  /**
   * Clocks the target in now, by the server's clock, at the site given or else their scheduled
   * site today (or none). The unique index on open entries refuses a second one, whatever the
   * number of tabs and instances. A punch away from the site is recorded, flagged, and told to
   * the admins; nothing is refused for its location.
   */
  async clockIn(actor: User, body: ClockInDto): Promise<TimeEntryJson> {
    const target = await this.targetOf(actor, body.userId);
    const site = body.jobSiteId !== undefined ? await this.entries.activeSite(body.jobSiteId) : await this.entries.scheduledSite(target.userId, todayIso());
    if (body.jobSiteId !== undefined && !site) throw new BadRequestException(NO_SUCH_SITE);
    const fix = fixOf(body);
    const flag = punchLocationFlag(fix, site?.fence ?? null);
    let entry: TimeEntryJson;
    try {
      entry = await this.entries.clockIn({ userId: target.userId, jobSiteId: site?.id ?? null, source: target.source, flags: flag ? [flag] : [], fix });
    } catch (error) {
      if (isUniqueViolation(error, 'time_entries_one_open_per_user')) throw new ConflictException(ALREADY_CLOCKED_IN);
      throw error;
    }
    if (flag === 'outside_site' && site) await this.tellOutside(target, site, 'in');
    return entry;
  }

  /**
   * Clocks the target out now, ending their running break with it, in one transaction whose lock
   * on the open entry lets only one of two simultaneous clock-outs close it.
   */
  async clockOut(actor: User, body: ClockOutDto): Promise<TimeEntryJson> {
    const target = await this.targetOf(actor, body.userId);
    const fix = fixOf(body);
    const { entry, site, flag } = await this.dataSource.transaction(async (manager) => {
      const open = await this.entries.lockOpen(manager, target.userId);
      if (!open) throw new ConflictException(NOT_CLOCKED_IN);
      const openSite = open.jobSiteId ? await this.entries.site(manager, open.jobSiteId) : null;
      const outFlag = punchLocationFlag(fix, openSite?.fence ?? null);
      const flags: TimeEntryFlag[] = outFlag && !open.flags.includes(outFlag) ? [...open.flags, outFlag] : open.flags;
      const closed = await this.entries.clockOut(manager, open.id, flags, fix);
      await this.entries.endActiveBreak(manager, target.userId);
      return { entry: closed, site: openSite, flag: outFlag };
    });
    if (flag === 'outside_site' && site) await this.tellOutside(target, site, 'out');
    return entry;
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
   * admin for anyone active but a client, a foreman for a worker scheduled today at one of their
   * sites).
   */
  private async targetOf(actor: User, userId: string | undefined): Promise<PunchTarget> {
    if (userId === undefined || userId === actor.id) return { userId: actor.id, name: `${actor.firstName} ${actor.lastName}`, source: 'self' };
    if (actor.role === 'worker') throw new ForbiddenException(msg('errors.timeEntries.workerClocksOnlySelf'));
    if (actor.role === 'foreman' && !(await this.entries.leadsWorkerOn(actor.id, userId, todayIso()))) throw new ForbiddenException(NOT_YOUR_CREW);
    const person = await this.entries.activePerson(userId);
    if (!person || person.role === 'client') throw new BadRequestException(NO_SUCH_PERSON);
    return { userId, name: `${person.firstName} ${person.lastName}`, source: actor.role === 'admin' ? 'admin' : 'foreman' };
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

/** The punch's coordinates, or null when the browser gave none. */
function fixOf(body: PunchDto): PunchFix | null {
  if (body.latitude === undefined || body.longitude === undefined) return null;
  return { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy };
}
