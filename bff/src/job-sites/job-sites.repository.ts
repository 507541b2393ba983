// Job sites' queries and their JSON: the admin's list and its count, the pickers, a client's work
// orders, the site a person works at today, the admin's writes, and the day's Start Job / End Job
// records (job_starts). Money as decimal strings; remainingBalance is derived here (total - paid),
// never stored and never taken from the browser.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import { subtractMoney } from '../common/money';
import { containsPattern } from '../common/paging';
import { Schedule } from '../schedules/schedule.entity';
import { SupplyOrder } from '../supply-orders/supply-order.entity';
import { toTimeEntryJson, type TimeEntryJson } from '../time-entries/time-entries.repository';
import { TimeEntry } from '../time-entries/time-entry.entity';
import { User } from '../users/user.entity';
import { JobSite, JobSiteStatus } from './job-site.entity';
import { JobStart } from './job-start.entity';

export interface PersonNameJson {
  id: string;
  firstName: string;
  lastName: string;
}

export interface JobSiteJson {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  /** How far from the coordinates (meters, 50..5000) a time-clock punch still counts as at the site. */
  geofenceRadiusMeters: number;
  status: JobSiteStatus;
  foremanId: string | null;
  clientId: string | null;
  foreman: PersonNameJson | null;
  client: PersonNameJson | null;
  progressPercentage: number;
  estimatedCompletionDate: string | null;
  totalCost: string | null;
  paidAmount: string | null;
  remainingBalance: string | null;
  createdAt: Date;
}

/** GET /api/job-sites/options: a picker's row. */
export interface JobSiteOptionJson {
  id: string;
  name: string;
  address: string;
  status: JobSiteStatus;
  clientId: string | null;
}

/** A person's Start Job record of a day; `endedAt` null while the job is in progress. */
export interface JobStartJson {
  id: string;
  jobSiteId: string;
  startedAt: Date;
  endedAt: Date | null;
  site: JobSiteJson;
}

/** A site the time clock's picker offers: any active site. */
export interface ClockSiteJson {
  id: string;
  name: string;
  address: string;
}

/**
 * GET /api/job-sites/clock-sites: the Time Clock card's picker, the caller's site today first
 * (`scheduledSiteId`, preselected; null when they have none or it is not active).
 */
export interface ClockSitesJson {
  scheduledSiteId: string | null;
  sites: ClockSiteJson[];
}

/** At most this many sites in the picker: the caller's own first, then by name. */
export const CLOCK_SITES_LIMIT = 100;

/** A worker of the foreman's crew today: their first shift at one of the foreman's sites, and their clock. */
export interface CrewMemberJson {
  id: string;
  firstName: string;
  lastName: string;
  jobSiteId: string;
  jobSiteName: string;
  /** The shift's start, HH:MM:SS. */
  startTime: string;
  /** Their open time entry (at any site), or null when they are not clocked in. */
  entry: TimeEntryJson | null;
}

/** GET /api/job-sites/my/crew: the workers scheduled today at the caller's sites (and last night's still at work there), by name. */
export interface MyCrewJson {
  date: string;
  crew: CrewMemberJson[];
}

/** A crew is a day's shifts at one foreman's sites: bounded so a mistaken schedule cannot grow the answer without end. */
export const CREW_LIMIT = 200;

interface CrewRow {
  id: string;
  first_name: string;
  last_name: string;
  site_id: string;
  site_name: string;
  start_time: string;
  entry_id: string | null;
  entry_job_site_id: string | null;
  entry_clock_in: Date | null;
  entry_source: TimeEntry['source'] | null;
  entry_flags: TimeEntry['flags'] | null;
  entry_clock_in_offline: boolean | null;
}

function toCrewMemberJson(row: CrewRow): CrewMemberJson {
  const entry =
    row.entry_id && row.entry_clock_in && row.entry_source
      ? toTimeEntryJson({
          id: row.entry_id,
          userId: row.id,
          jobSiteId: row.entry_job_site_id,
          clockIn: row.entry_clock_in,
          clockOut: null,
          source: row.entry_source,
          flags: row.entry_flags ?? [],
          clockInOffline: row.entry_clock_in_offline ?? false,
          clockOutOffline: false,
        })
      : null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    jobSiteId: row.site_id,
    jobSiteName: row.site_name,
    startTime: row.start_time,
    entry,
  };
}

/**
 * 'full' for admins and the site's client; 'crew' for foremen and workers, who see the site but
 * not its money (the same shape, with the cost fields null).
 */
export type JobSiteAudience = 'full' | 'crew';

/** The fields the admin writes: the entity's columns, coordinates as fixed-point text. */
export type JobSiteFields = Partial<
  Pick<
    JobSite,
    | 'name'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'geofenceRadiusMeters'
    | 'status'
    | 'foremanId'
    | 'clientId'
    | 'progressPercentage'
    | 'estimatedCompletionDate'
    | 'totalCost'
    | 'paidAmount'
  >
>;

/**
 * The site a person works at on a day: their first shift's site that day, else (a foreman) the
 * site they lead, active first. `person` and `day` are SQL expressions: parameters here, a
 * column of each report where an issue report runs it inside its own statement (issues.repository).
 * COALESCE reads the foreman's sites only when no shift names a site.
 */
export function assignedSiteSql(person: string, day: string): string {
  return `SELECT site.id, site.name, site.foreman_id AS "foremanId"
         FROM job_sites site
        WHERE site.id = COALESCE(
                (SELECT job_site_id FROM schedules WHERE worker_id = ${person} AND date = ${day} AND published_at IS NOT NULL ORDER BY start_time, meet_time LIMIT 1),
                (SELECT led.id FROM job_sites led
                  WHERE led.foreman_id = ${person} AND led.status <> 'completed'
                  ORDER BY CASE WHEN led.status = 'active' THEN 0 ELSE 1 END, led.created_at DESC, led.name
                  LIMIT 1))`;
}

/** One site with its foreman's and client's names, a lean read (no entity hydration), by the names of JobSiteRow. */
const SITE_COLUMNS: Record<keyof JobSiteRow, string> = {
  id: 'site.id',
  name: 'site.name',
  address: 'site.address',
  latitude: 'site.latitude',
  longitude: 'site.longitude',
  geofence_radius_meters: 'site.geofenceRadiusMeters',
  status: 'site.status',
  foreman_id: 'site.foremanId',
  client_id: 'site.clientId',
  progress_percentage: 'site.progressPercentage',
  estimated_completion_date: 'site.estimatedCompletionDate',
  total_cost: 'site.totalCost',
  paid_amount: 'site.paidAmount',
  created_at: 'site.createdAt',
  f_id: 'f.id',
  f_first_name: 'f.firstName',
  f_last_name: 'f.lastName',
  c_id: 'c.id',
  c_first_name: 'c.firstName',
  c_last_name: 'c.lastName',
};

interface JobSiteRow {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  geofence_radius_meters: number;
  status: JobSiteStatus;
  foreman_id: string | null;
  client_id: string | null;
  progress_percentage: number;
  estimated_completion_date: string | null;
  total_cost: string | null;
  paid_amount: string | null;
  created_at: Date;
  f_id: string | null;
  f_first_name: string | null;
  f_last_name: string | null;
  c_id: string | null;
  c_first_name: string | null;
  c_last_name: string | null;
}

function personName(id: string | null, firstName: string | null, lastName: string | null): PersonNameJson | null {
  return id ? { id, firstName: firstName ?? '', lastName: lastName ?? '' } : null;
}

function toJobSiteJson(row: JobSiteRow, audience: JobSiteAudience): JobSiteJson {
  const money = audience === 'full';
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    geofenceRadiusMeters: row.geofence_radius_meters,
    status: row.status,
    foremanId: row.foreman_id,
    clientId: row.client_id,
    foreman: personName(row.f_id, row.f_first_name, row.f_last_name),
    client: personName(row.c_id, row.c_first_name, row.c_last_name),
    progressPercentage: row.progress_percentage,
    estimatedCompletionDate: row.estimated_completion_date,
    totalCost: money ? row.total_cost : null,
    paidAmount: money ? row.paid_amount : null,
    remainingBalance: !money || row.total_cost === null ? null : subtractMoney(row.total_cost, row.paid_amount ?? '0.00'),
    createdAt: row.created_at,
  };
}

function toJobStartJson(start: JobStart, site: JobSiteJson): JobStartJson {
  return { id: start.id, jobSiteId: site.id, startedAt: start.startedAt, endedAt: start.endedAt, site };
}

@Injectable()
export class JobSitesRepository {
  constructor(
    @InjectRepository(JobSite) private readonly sites: Repository<JobSite>,
    @InjectRepository(JobStart) private readonly starts: Repository<JobStart>,
  ) {}

  private selectSites(): SelectQueryBuilder<JobSite> {
    const query = this.sites.createQueryBuilder('site').leftJoin('site.foreman', 'f').leftJoin('site.client', 'c').select([]);
    for (const [alias, column] of Object.entries(SITE_COLUMNS)) query.addSelect(column, alias);
    return query;
  }

  /** Only the sites whose name or address contains `search` (when given). */
  private searched<T extends SelectQueryBuilder<JobSite>>(query: T, search: string | undefined): T {
    if (search) query.andWhere('(site.name ILIKE :pattern OR site.address ILIKE :pattern)', { pattern: containsPattern(search) });
    return query;
  }

  /** A page of the admin's list by name (the id breaks ties), optionally searched. */
  async page(search: string | undefined, limit: number, offset: number): Promise<JobSiteJson[]> {
    const rows = await this.searched(this.selectSites(), search)
      .orderBy('site.name')
      .addOrderBy('site.id')
      .limit(limit)
      .offset(offset)
      .getRawMany<JobSiteRow>();
    return rows.map((row) => toJobSiteJson(row, 'full'));
  }

  /** How many sites the admin's list holds, with the same search. */
  count(search: string | undefined): Promise<number> {
    return this.searched(this.sites.createQueryBuilder('site'), search).getCount();
  }

  /** A picker's first `limit` sites by name, optionally searched and only one client's: few columns. */
  async options(search: string | undefined, clientId: string | undefined, limit: number, status?: JobSiteStatus): Promise<JobSiteOptionJson[]> {
    const query = this.searched(this.sites.createQueryBuilder('site'), search).select(['site.id', 'site.name', 'site.address', 'site.status', 'site.clientId']);
    if (clientId) query.andWhere('site.clientId = :clientId', { clientId });
    if (status) query.andWhere('site.status = :status', { status });
    const sites = await query.orderBy('site.name').addOrderBy('site.id').limit(limit).getMany();
    return sites.map((site) => ({ id: site.id, name: site.name, address: site.address, status: site.status, clientId: site.clientId }));
  }

  /** A client's own sites (their work orders), newest first. */
  async ofClient(clientId: string): Promise<JobSiteJson[]> {
    const rows = await this.selectSites()
      .where('site.clientId = :clientId', { clientId })
      .orderBy('site.createdAt', 'DESC')
      .addOrderBy('site.id')
      .getRawMany<JobSiteRow>();
    return rows.map((row) => toJobSiteJson(row, 'full'));
  }

  async findById(id: string, audience: JobSiteAudience = 'full'): Promise<JobSiteJson | null> {
    const row = await this.selectSites().where('site.id = :id', { id }).getRawOne<JobSiteRow>();
    return row ? toJobSiteJson(row, audience) : null;
  }

  /** The site `personId` works at on `day` (assignedSiteSql), as the crew sees it; null when none. */
  async assignedTo(personId: string, day: string): Promise<JobSiteJson | null> {
    const row = await this.selectSites()
      .where(`site.id = (SELECT assigned.id FROM (${assignedSiteSql(':person', ':day')}) assigned)`, { person: personId, day })
      .getRawOne<JobSiteRow>();
    return row ? toJobSiteJson(row, 'crew') : null;
  }

  async insert(fields: JobSiteFields & Pick<JobSite, 'name' | 'address' | 'status'>): Promise<string> {
    const result = await this.sites.insert(fields);
    return (result.identifiers[0] as { id: string }).id;
  }

  async update(id: string, fields: JobSiteFields): Promise<void> {
    await this.sites.update({ id }, fields);
  }

  /** The person's start at the site that day, or null. */
  findStart(personId: string, jobSiteId: string, date: string): Promise<JobStart | null> {
    return this.starts.findOneBy({ startedById: personId, jobSiteId, date });
  }

  /** Starts the site for the day; a start already made is kept (the unique index decides). */
  async startOnce(personId: string, site: JobSiteJson, date: string, at: Date | null = null): Promise<JobStartJson> {
    await this.starts
      .createQueryBuilder()
      .insert()
      .values({ jobSiteId: site.id, startedById: personId, date, ...(at ? { startedAt: at } : {}) })
      .orIgnore()
      .execute();
    return toJobStartJson(await this.starts.findOneByOrFail({ startedById: personId, jobSiteId: site.id, date }), site);
  }

  /**
   * Ends the person's job in progress that day, now (or `at`, an End Job sent later): one
   * statement, so of two End Job presses only one ends it. The ended start with its site as the
   * crew sees it, or null when none was in progress.
   */
  async endInProgress(personId: string, date: string, at: Date | null = null): Promise<JobStartJson | null> {
    const result = await this.starts
      .createQueryBuilder()
      .update(JobStart)
      .set({ endedAt: () => (at ? 'greatest(:at::timestamptz, started_at)' : 'greatest(now(), started_at)') })
      .setParameters(at ? { at: at.toISOString() } : {})
      .where({ startedById: personId, date, endedAt: IsNull() })
      .returning('id')
      .execute();
    const [ended] = result.raw as Array<{ id: string }>;
    if (!ended) return null;
    const start = await this.starts.findOneByOrFail({ id: ended.id });
    const site = await this.findById(start.jobSiteId, 'crew');
    if (!site) throw new Error(`Job start ${start.id} names no site`);
    return toJobStartJson(start, site);
  }

  /** What the site's supply orders cost, cancelled ones left out, summed in numeric ('0.00' for none). */
  async materialsCost(siteId: string): Promise<string> {
    const row = await this.sites.manager
      .createQueryBuilder(SupplyOrder, 'o')
      .select('coalesce(sum(o.totalCost), 0)::numeric(14,2)::text', 'total')
      .where('o.jobSiteId = :siteId', { siteId })
      .andWhere('o.status <> :cancelled', { cancelled: 'cancelled' })
      .getRawOne<{ total: string }>();
    return row!.total;
  }

  /** Whether the person started a job that day (in progress or ended). */
  startedOn(personId: string, date: string): Promise<boolean> {
    return this.starts.existsBy({ startedById: personId, date });
  }

  /**
   * The time clock's picker: active sites, `firstId` (the caller's site today) first, then by
   * name, at most CLOCK_SITES_LIMIT.
   */
  async clockSites(firstId: string | null): Promise<ClockSiteJson[]> {
    const sites = await this.sites
      .createQueryBuilder('site')
      .select(['site.id', 'site.name', 'site.address'])
      .where('site.status = :active', { active: 'active' })
      .orderBy('CASE WHEN site.id = :firstId THEN 0 ELSE 1 END')
      .addOrderBy('site.name')
      .addOrderBy('site.id')
      .setParameter('firstId', firstId)
      .limit(CLOCK_SITES_LIMIT)
      .getMany();
    return sites.map((site) => ({ id: site.id, name: site.name, address: site.address }));
  }

  /**
   * The workers scheduled on `day` at the sites `foremanId` leads (the same rule that lets the
   * foreman punch for them: active workers only), and those of the day before still clocked in at
   * one of them (a night shift, which he may clock out), each once with their first shift there
   * (the day's before the day before's) and their open time entry, by name.
   */
  async crewOf(foremanId: string, day: string): Promise<CrewMemberJson[]> {
    const rows = await this.sites.manager
      .createQueryBuilder(Schedule, 'shift')
      .innerJoin(JobSite, 'site', 'site.id = shift.jobSiteId')
      .innerJoin(User, 'worker', 'worker.id = shift.workerId')
      .leftJoin(TimeEntry, 'entry', 'entry.userId = worker.id AND entry.clockOut IS NULL')
      .select('worker.id', 'id')
      .addSelect('worker.firstName', 'first_name')
      .addSelect('worker.lastName', 'last_name')
      .addSelect('site.id', 'site_id')
      .addSelect('site.name', 'site_name')
      .addSelect('shift.startTime', 'start_time')
      .addSelect('entry.id', 'entry_id')
      .addSelect('entry.jobSiteId', 'entry_job_site_id')
      .addSelect('entry.clockIn', 'entry_clock_in')
      .addSelect('entry.source', 'entry_source')
      .addSelect('entry.flags', 'entry_flags')
      .addSelect('entry.clockInOffline', 'entry_clock_in_offline')
      .distinctOn(['worker.id'])
      .where('site.foremanId = :foremanId AND shift.publishedAt IS NOT NULL', { foremanId })
      // The day's shifts, and the day before's whose worker is still clocked in there (a night shift).
      .andWhere('(shift.date = :day OR (shift.date = CAST(:day AS date) - 1 AND entry.jobSiteId = site.id))', { day })
      .andWhere(`worker.role = 'worker' AND worker.deactivatedAt IS NULL`)
      .orderBy('worker.id')
      .addOrderBy('shift.date', 'DESC')
      .addOrderBy('shift.startTime')
      .addOrderBy('shift.meetTime')
      .limit(CREW_LIMIT)
      .getRawMany<CrewRow>();
    return rows
      .map(toCrewMemberJson)
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id));
  }
}
