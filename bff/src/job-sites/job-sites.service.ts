// Job sites' rules: who may lead or own a site, what an edit must hold, who hears of it, and the
// day's Start Job (after the inventory check) and End Job. The queries are JobSitesRepository's.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { toCents } from '../common/money';
import { TimeEntriesService } from '../time-entries/time-entries.service';
import { pageWindow } from '../common/paging';
import { todayIso } from '../common/calendar';
import { InventoryService } from '../inventory/inventory.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import { DEACTIVATED_MEMBER, UsersService } from '../users/users.service';
import type { CreateJobSiteDto } from './dto/create-job-site.dto';
import type { JobPunchDto } from './dto/job-punch.dto';
import { type JobSiteCountDto, type JobSiteListDto, type JobSiteOptionsDto, OPTIONS_LIMIT_DEFAULT } from './dto/job-site-list.dto';
import { FOREMAN_MESSAGE } from './dto/job-site-fields';
import type { UpdateCostDto } from './dto/update-cost.dto';
import type { UpdateJobSiteDto } from './dto/update-job-site.dto';
import {
  type ClockSitesJson,
  type JobSiteAudience,
  type JobSiteFields,
  JobSiteJson,
  JobSiteOptionJson,
  JobSitesRepository,
  JobStartJson,
  type MyCrewJson,
} from './job-sites.repository';
import { msg } from '../i18n/message';
import { occurredAtOf } from '../common/occurred-at';

/** GET /api/job-sites/my: the caller's site today and today's requirements. */
export interface MyJobSiteJson {
  date: string;
  site: JobSiteJson | null;
  inventoryCompletedAt: Date | null;
  jobStartedAt: Date | null;
  /** When End Job was pressed; null while the job is in progress (or not started). */
  jobEndedAt: Date | null;
}

export const NO_ACTIVE_JOB_SITE = msg('errors.jobSites.noActiveJobSite');
export const INVENTORY_CHECK_REQUIRED = msg('errors.jobSites.inventoryCheckRequired');
export const JOB_NOT_STARTED = msg('errors.jobSites.jobNotStarted');
export const JOB_ALREADY_ENDED = msg('errors.jobSites.jobAlreadyEnded');
const JOB_SITE_NOT_FOUND = msg('errors.jobSites.notFound');

@Injectable()
export class JobSitesService {
  constructor(
    private readonly jobSites: JobSitesRepository,
    private readonly users: UsersService,
    private readonly inventory: InventoryService,
    private readonly notifications: NotificationsService,
    private readonly timeEntries: TimeEntriesService,
  ) {}

  /** A page of the admin's list, by name (then id), optionally only the sites whose name or address holds `search`. */
  list(query: JobSiteListDto): Promise<JobSiteJson[]> {
    const { limit, offset } = pageWindow(query);
    return this.jobSites.page(query.search, limit, offset);
  }

  /** How many sites the admin's list holds (with the same `search`): its pager's total. */
  async count(query: JobSiteCountDto): Promise<{ count: number }> {
    return { count: await this.jobSites.count(query.search) };
  }

  /**
   * What a job-site picker shows (scheduling a shift, invoicing a client): a few columns of the
   * first `limit` sites by name matching `search`, optionally only one client's.
   */
  options(query: JobSiteOptionsDto): Promise<JobSiteOptionJson[]> {
    return this.jobSites.options(query.search, query.clientId, query.limit ?? OPTIONS_LIMIT_DEFAULT, query.status);
  }

  /** A client's own sites (their work orders), newest first. */
  clientSites(clientId: string): Promise<JobSiteJson[]> {
    return this.jobSites.ofClient(clientId);
  }

  async create(body: CreateJobSiteDto): Promise<JobSiteJson> {
    const foremanId = body.foremanId ?? null;
    if (foremanId) await this.requireRole(foremanId, 'foreman', FOREMAN_MESSAGE);
    const coordinates = this.coordinates(body);
    const radius = body.geofenceRadiusMeters === undefined ? {} : { geofenceRadiusMeters: body.geofenceRadiusMeters };
    const id = await this.jobSites.insert({ name: body.name, address: body.address, status: body.status ?? 'active', foremanId, ...coordinates, ...radius });
    const site = await this.load(id);
    if (foremanId)
      await this.notifications.notify(
        foremanId,
        msg('notifications.jobSites.assigned.title'),
        msg('notifications.jobSites.assigned.message', { site: site.name }),
        ['JobSite'],
        undefined,
        {
          kind: 'job_site',
          id: site.id,
        },
      );
    return site;
  }

  /** An admin's edit; the client and a newly named foreman hear about it. */
  async update(id: string, body: UpdateJobSiteDto): Promise<JobSiteJson> {
    const fields = Object.entries(body).filter(([, value]) => value !== undefined);
    if (fields.length === 0) throw new BadRequestException(msg('errors.jobSites.nothingUpdate'));
    const site = await this.load(id);
    if (body.foremanId) await this.requireRole(body.foremanId, 'foreman', FOREMAN_MESSAGE);
    const changes: JobSiteFields = { ...this.coordinates(body) };
    for (const key of ['name', 'address', 'foremanId', 'status', 'progressPercentage', 'estimatedCompletionDate', 'geofenceRadiusMeters'] as const) {
      if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
    }
    await this.jobSites.update(id, changes);
    const updated = await this.load(id);
    const about = { kind: 'job_site', id } as const;
    if (updated.clientId)
      await this.notifications.notify(
        updated.clientId,
        msg('notifications.jobSites.progress.title'),
        msg('notifications.jobSites.progress.message', { site: updated.name, progress: updated.progressPercentage }),
        ['JobSite'],
        undefined,
        about,
      );
    if (updated.foremanId && updated.foremanId !== site.foremanId) {
      await this.notifications.notify(
        updated.foremanId,
        msg('notifications.jobSites.assigned.title'),
        msg('notifications.jobSites.assigned.message', { site: updated.name }),
        ['JobSite'],
        undefined,
        about,
      );
    }
    return updated;
  }

  async assignClient(id: string, clientId: string): Promise<JobSiteJson> {
    const site = await this.load(id);
    await this.requireRole(clientId, 'client', msg('errors.jobSites.notAClient'));
    await this.jobSites.update(id, { clientId });
    const updated = await this.load(id);
    if (site.clientId !== clientId) {
      await this.notifications.notify(
        clientId,
        msg('notifications.jobSites.workOrder.title'),
        msg('notifications.jobSites.workOrder.message', { site: updated.name }),
        ['JobSite'],
        undefined,
        {
          kind: 'job_site',
          id,
        },
      );
    }
    return updated;
  }

  /** Sets total and paid; the remaining balance is derived, paid never above total (the database agrees). */
  async updateCost(id: string, body: UpdateCostDto): Promise<JobSiteJson> {
    if (toCents(body.paidAmount) > toCents(body.totalCost)) throw new BadRequestException(msg('errors.jobSites.paidOverTotal'));
    await this.load(id);
    await this.jobSites.update(id, { totalCost: body.totalCost, paidAmount: body.paidAmount });
    const updated = await this.load(id);
    if (updated.clientId)
      await this.notifications.notify(
        updated.clientId,
        msg('notifications.jobSites.progress.title'),
        msg('notifications.jobSites.cost.message', { site: updated.name }),
        ['JobSite'],
        undefined,
        {
          kind: 'job_site',
          id,
        },
      );
    return updated;
  }

  /**
   * The caller's site today (the site of their first shift today; else a site they are the
   * foreman of, active first, then on hold, newest first; else none), as the crew sees it.
   */
  async mySite(user: User): Promise<MyJobSiteJson> {
    const date = todayIso();
    const site = await this.jobSites.assignedTo(user.id, date);
    const [inventoryCompletedAt, start] = await Promise.all([
      this.inventory.completedTodayAt(user.id),
      site ? this.jobSites.findStart(user.id, site.id, date) : null,
    ]);
    return {
      date,
      site,
      inventoryCompletedAt,
      jobStartedAt: start?.startedAt ?? null,
      jobEndedAt: start?.endedAt ?? null,
    };
  }

  /**
   * Start Job: only after today's inventory check; a second press keeps the first start. While
   * the job is in progress it also clocks the caller in at that site when they are not clocked
   * in (a punch like any other: its location checked, `no_location` without one). An open entry
   * is left as it is: the unique index on open entries decides between this and a Clock In made
   * at the same moment, and either way they are clocked in once.
   */
  async start(user: User, fix: JobPunchDto = {}): Promise<JobStartJson> {
    // Sent later (queued offline): the day and the time the foreman pressed it.
    const at = occurredAtOf(fix.occurredAt);
    const date = todayIso(at ?? undefined);
    const site = await this.jobSites.assignedTo(user.id, date);
    if (!site) throw new NotFoundException(NO_ACTIVE_JOB_SITE);
    if (!(await this.inventory.completedOn(user.id, date))) throw new ConflictException(INVENTORY_CHECK_REQUIRED);
    const start = await this.jobSites.startOnce(user.id, site, date, at);
    if (start.endedAt === null) {
      // A site on hold takes no punches (the time clock's rule): the entry then names no site.
      const jobSiteId = site.status === 'active' ? site.id : undefined;
      await alreadyDone(this.timeEntries.clockIn(user, { ...punchFix(fix), jobSiteId }));
    }
    return start;
  }

  /**
   * End Job: records when the caller's job in progress today ended (the database keeps one end,
   * never before the start); 409 when no job is in progress. It also clocks the caller out when
   * they are clocked in (ending their break with it); not clocked in, the job still ends.
   */
  async end(user: User, fix: JobPunchDto = {}): Promise<JobStartJson> {
    const at = occurredAtOf(fix.occurredAt);
    const date = todayIso(at ?? undefined);
    const ended = await this.jobSites.endInProgress(user.id, date, at);
    if (!ended) throw new ConflictException((await this.jobSites.startedOn(user.id, date)) ? JOB_ALREADY_ENDED : JOB_NOT_STARTED);
    await alreadyDone(this.timeEntries.clockOut(user, punchFix(fix)));
    return ended;
  }

  /**
   * The Time Clock card's site picker: every active site (bounded), the caller's site today
   * first and named as the one to preselect when it is active.
   */
  async clockSites(user: User): Promise<ClockSitesJson> {
    const mine = await this.jobSites.assignedTo(user.id, todayIso());
    const scheduledSiteId = mine?.status === 'active' ? mine.id : null;
    return { scheduledSiteId, sites: await this.jobSites.clockSites(scheduledSiteId) };
  }

  /** A foreman's crew today: the workers scheduled at the sites they lead, with each one's clock. */
  async myCrew(foreman: User): Promise<MyCrewJson> {
    const date = todayIso();
    return { date, crew: await this.jobSites.crewOf(foreman.id, date) };
  }

  private async load(id: string, audience: JobSiteAudience = 'full'): Promise<JobSiteJson> {
    const site = await this.jobSites.findById(id, audience);
    if (!site) throw new NotFoundException(JOB_SITE_NOT_FOUND);
    return site;
  }

  private async requireRole(userId: string, role: Role, message: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.role !== role) throw new BadRequestException(message);
    if (user.deactivatedAt !== null) throw new BadRequestException(DEACTIVATED_MEMBER);
  }

  /** Latitude and longitude change together: both numbers, or both null to clear them. */
  private coordinates(body: { latitude?: number | null; longitude?: number | null }): { latitude?: string | null; longitude?: string | null } {
    if (body.latitude === undefined && body.longitude === undefined) return {};
    if (body.latitude === undefined || body.longitude === undefined || (body.latitude === null) !== (body.longitude === null)) {
      throw new BadRequestException(msg('errors.jobSites.latitudeLongitudeTogether'));
    }
    return {
      latitude: body.latitude === null ? null : body.latitude.toFixed(6),
      longitude: body.longitude === null ? null : (body.longitude as number).toFixed(6),
    };
  }
}

/** Only the punch's location and time: Start/End Job always move the caller's own clock. */
function punchFix(fix: JobPunchDto): JobPunchDto {
  return { latitude: fix.latitude, longitude: fix.longitude, accuracy: fix.accuracy, occurredAt: fix.occurredAt };
}

/**
 * Waits for a punch that Start/End Job makes on the side, taking its 409 (already clocked in, or
 * not clocked in) as "already so": the clock is then as the job needs it.
 */
async function alreadyDone(punch: Promise<unknown>): Promise<void> {
  try {
    await punch;
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
  }
}
