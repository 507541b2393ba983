import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toCents } from '../common/money';
import { containsPattern, pageWindow } from '../common/paging';
import { prepared, runPrepared } from '../common/prepared-query';
import { todayIso } from '../common/calendar';
import { InventoryService } from '../inventory/inventory.service';
import { NotificationsService } from '../notifications/notifications.service';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import { DEACTIVATED_MEMBER, UsersService } from '../users/users.service';
import type { CreateJobSiteDto } from './dto/create-job-site.dto';
import { type JobSiteCountDto, type JobSiteListDto, type JobSiteOptionsDto, OPTIONS_LIMIT_DEFAULT } from './dto/job-site-list.dto';
import { FOREMAN_MESSAGE } from './dto/job-site-fields';
import type { UpdateCostDto } from './dto/update-cost.dto';
import type { UpdateJobSiteDto } from './dto/update-job-site.dto';
import { JobSite } from './job-site.entity';
import { JobSiteJson, toJobSiteJson } from './job-site-json';
import { JobStart } from './job-start.entity';
import { JobStartsRepository } from './job-starts.repository';

/** What an issue report names of the reporter's site. */
export interface JobSiteSummary {
  id: string;
  name: string;
  foremanId: string | null;
}

/** GET /api/job-sites/options: a picker's row. */
export interface JobSiteOptionJson {
  id: string;
  name: string;
  address: string;
  status: JobSite['status'];
  clientId: string | null;
}

/** GET /api/job-sites/my: the caller's site today and today's requirements. */
export interface MyJobSiteJson {
  date: string;
  site: JobSiteJson | null;
  inventoryCompletedAt: Date | null;
  jobStartedAt: Date | null;
  /** When End Job was pressed; null while the job is in progress (or not started). */
  jobEndedAt: Date | null;
}

export interface JobStartJson {
  id: string;
  jobSiteId: string;
  startedAt: Date;
  endedAt: Date | null;
  site: JobSiteJson;
}

export const NO_ACTIVE_JOB_SITE = 'No Active Job Site';
export const INVENTORY_CHECK_REQUIRED = 'Please complete your daily inventory check before starting the job.';
export const JOB_NOT_STARTED = 'The job has not been started today';
export const JOB_ALREADY_ENDED = 'The job has already ended today';
const JOB_SITE_NOT_FOUND = 'Job site not found';

/**
 * The site lists (admin, client) in one lean statement: only the columns the JSON sends and the
 * two people's names, no entity hydration (the admin list is a company's 400 sites).
 */
const SITE_LIST_SELECT = `
  SELECT site.id, site.name, site.address, site.latitude, site.longitude, site.status, site.foreman_id, site.client_id,
         site.progress_percentage, site.estimated_completion_date, site.total_cost, site.paid_amount, site.created_at,
         f.id AS f_id, f.first_name AS f_first_name, f.last_name AS f_last_name,
         c.id AS c_id, c.first_name AS c_first_name, c.last_name AS c_last_name
    FROM job_sites site
    LEFT JOIN users f ON f.id = site.foreman_id
    LEFT JOIN users c ON c.id = site.client_id`;

/** The WHERE clause (and its parameters, $1...) of a site search by name or address, and of one client's sites. */
function siteSearch(search?: string, clientId?: string): { where: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (search) {
    params.push(containsPattern(search));
    conditions.push(`(site.name ILIKE $${params.length} OR site.address ILIKE $${params.length})`);
  }
  if (clientId) {
    params.push(clientId);
    conditions.push(`site.client_id = $${params.length}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * The Job Sites screen's page and its pager's total, all sites or searched ($1), read on every
 * visit and page turn: prepared statements.
 */
const SITE_PAGE = {
  all: prepared('job-sites-page', `${SITE_LIST_SELECT} ORDER BY site.name, site.id LIMIT $1 OFFSET $2`),
  // siteSearch's WHERE only (its value is passed at run time).
  searched: prepared('job-sites-page-searched', `${SITE_LIST_SELECT} ${siteSearch('pattern').where} ORDER BY site.name, site.id LIMIT $2 OFFSET $3`),
};
const SITE_COUNT = {
  all: prepared('job-sites-count', `SELECT count(*)::int AS count FROM job_sites site`),
  searched: prepared('job-sites-count-searched', `SELECT count(*)::int AS count FROM job_sites site ${siteSearch('pattern').where}`),
};

/**
 * The site a person works at on a day: their first shift's site that day, else (a foreman) the
 * site they lead, active first. `person` and `day` are SQL expressions: parameters here, a
 * column of each report where an issue report runs it inside its own statement.
 */
export function assignedSiteSql(person: string, day: string): string {
  return `SELECT site.id, site.name, site.foreman_id AS "foremanId"
         FROM job_sites site
        WHERE site.id = COALESCE(
                (SELECT job_site_id FROM schedules WHERE worker_id = ${person} AND date = ${day} ORDER BY start_time, meet_time LIMIT 1),
                (SELECT led.id FROM job_sites led
                  WHERE led.foreman_id = ${person} AND led.status <> 'completed'
                  ORDER BY CASE WHEN led.status = 'active' THEN 0 ELSE 1 END, led.created_at DESC, led.name
                  LIMIT 1))`;
}

/** assignedSiteSummary's statement ($1 the person, $2 the day). */
const ASSIGNED_SITE_SUMMARY = prepared('job-sites-assigned-summary', assignedSiteSql('$1', '$2'));

interface JobSiteRow {
  id: string;
  name: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  status: JobSite['status'];
  foreman_id: string | null;
  client_id: string | null;
  progress_percentage: number;
  estimated_completion_date: string | null;
  total_cost: string | null;
  paid_amount: string | null;
  created_at: Date;
  f_id: string | null;
  f_first_name: string;
  f_last_name: string;
  c_id: string | null;
  c_first_name: string;
  c_last_name: string;
}

/** What toJobSiteJson reads of a site, from a SITE_LIST_SELECT row. */
function jobSiteOfRow(row: JobSiteRow): JobSite {
  return Object.assign(new JobSite(), {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    foremanId: row.foreman_id,
    clientId: row.client_id,
    foreman: row.f_id ? Object.assign(new User(), { id: row.f_id, firstName: row.f_first_name, lastName: row.f_last_name }) : null,
    client: row.c_id ? Object.assign(new User(), { id: row.c_id, firstName: row.c_first_name, lastName: row.c_last_name }) : null,
    progressPercentage: row.progress_percentage,
    estimatedCompletionDate: row.estimated_completion_date,
    totalCost: row.total_cost,
    paidAmount: row.paid_amount,
    createdAt: row.created_at,
  });
}

function toJobStartJson(start: JobStart, site: JobSite): JobStartJson {
  return { id: start.id, jobSiteId: site.id, startedAt: start.startedAt, endedAt: start.endedAt, site: toJobSiteJson(site, 'crew') };
}

@Injectable()
export class JobSitesService {
  constructor(
    @InjectRepository(JobSite) private readonly jobSites: Repository<JobSite>,
    private readonly jobStarts: JobStartsRepository,
    private readonly users: UsersService,
    private readonly inventory: InventoryService,
    private readonly notifications: NotificationsService,
  ) {}

  /** A page of the admin's list, by name (then id), optionally only the sites whose name or address holds `search`. */
  async list(query: JobSiteListDto): Promise<JobSiteJson[]> {
    const { limit, offset } = pageWindow(query);
    const rows = query.search
      ? await runPrepared<JobSiteRow>(this.jobSites, SITE_PAGE.searched, [containsPattern(query.search), limit, offset])
      : await runPrepared<JobSiteRow>(this.jobSites, SITE_PAGE.all, [limit, offset]);
    return rows.map((row) => toJobSiteJson(jobSiteOfRow(row)));
  }

  /** How many sites the admin's list holds (with the same `search`): its pager's total. */
  async count(query: JobSiteCountDto): Promise<{ count: number }> {
    const [row] = query.search
      ? await runPrepared<{ count: number }>(this.jobSites, SITE_COUNT.searched, [containsPattern(query.search)])
      : await runPrepared<{ count: number }>(this.jobSites, SITE_COUNT.all, []);
    return row;
  }

  /**
   * What a job-site picker shows (scheduling a shift, invoicing a client): a few columns of the
   * first `limit` sites by name matching `search`, optionally only one client's.
   */
  async options(query: JobSiteOptionsDto): Promise<JobSiteOptionJson[]> {
    const { where, params } = siteSearch(query.search, query.clientId);
    const rows: JobSiteOptionJson[] = await this.jobSites.query(
      `SELECT site.id, site.name, site.address, site.status, site.client_id AS "clientId"
         FROM job_sites site ${where} ORDER BY site.name, site.id LIMIT $${params.length + 1}`,
      [...params, query.limit ?? OPTIONS_LIMIT_DEFAULT],
    );
    return rows;
  }

  /** A client's own sites (their work orders), newest first. */
  async clientSites(clientId: string): Promise<JobSiteJson[]> {
    const rows: JobSiteRow[] = await this.jobSites.query(`${SITE_LIST_SELECT} WHERE site.client_id = $1 ORDER BY site.created_at DESC, site.id`, [clientId]);
    return rows.map((row) => toJobSiteJson(jobSiteOfRow(row)));
  }

  async create(body: CreateJobSiteDto): Promise<JobSiteJson> {
    const foremanId = body.foremanId ?? null;
    if (foremanId) await this.requireRole(foremanId, 'foreman', FOREMAN_MESSAGE);
    const coordinates = this.coordinates(body);
    const saved = await this.jobSites.save(
      this.jobSites.create({ name: body.name, address: body.address, status: body.status ?? 'active', foremanId, ...coordinates }),
    );
    const site = await this.load(saved.id);
    if (foremanId) await this.notifications.notify(foremanId, 'Job site assigned', `You are the foreman of ${site.name}.`, ['JobSite'], undefined, { kind: 'job_site', id: site.id });
    return toJobSiteJson(site);
  }

  /** An admin's edit; the client and a newly named foreman hear about it. */
  async update(id: string, body: UpdateJobSiteDto): Promise<JobSiteJson> {
    const fields = Object.entries(body).filter(([, value]) => value !== undefined);
    if (fields.length === 0) throw new BadRequestException('Nothing to update');
    const site = await this.load(id);
    if (body.foremanId) await this.requireRole(body.foremanId, 'foreman', FOREMAN_MESSAGE);
    const changes: Partial<JobSite> = { ...this.coordinates(body) };
    for (const key of ['name', 'address', 'foremanId', 'status', 'progressPercentage', 'estimatedCompletionDate'] as const) {
      if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
    }
    await this.jobSites.update({ id }, changes);
    const updated = await this.load(id);
    const about = { kind: 'job_site', id } as const;
    if (updated.clientId) await this.notifications.notify(updated.clientId, 'Project update', `${updated.name} was updated: ${updated.progressPercentage}% complete.`, ['JobSite'], undefined, about);
    if (updated.foremanId && updated.foremanId !== site.foremanId) {
      await this.notifications.notify(updated.foremanId, 'Job site assigned', `You are the foreman of ${updated.name}.`, ['JobSite'], undefined, about);
    }
    return toJobSiteJson(updated);
  }

  async assignClient(id: string, clientId: string): Promise<JobSiteJson> {
    const site = await this.load(id);
    await this.requireRole(clientId, 'client', 'The chosen user is not a client');
    await this.jobSites.update({ id }, { clientId });
    const updated = await this.load(id);
    if (site.clientId !== clientId) {
      await this.notifications.notify(clientId, 'New work order', `${updated.name} has been added to your work orders.`, ['JobSite'], undefined, { kind: 'job_site', id });
    }
    return toJobSiteJson(updated);
  }

  /** Sets total and paid; the remaining balance is derived, paid never above total (the database agrees). */
  async updateCost(id: string, body: UpdateCostDto): Promise<JobSiteJson> {
    if (toCents(body.paidAmount) > toCents(body.totalCost)) throw new BadRequestException('Paid amount cannot exceed the total cost');
    await this.load(id);
    await this.jobSites.update({ id }, { totalCost: body.totalCost, paidAmount: body.paidAmount });
    const updated = await this.load(id);
    if (updated.clientId) await this.notifications.notify(updated.clientId, 'Project update', `The cost of ${updated.name} was updated.`, ['JobSite'], undefined, { kind: 'job_site', id });
    return toJobSiteJson(updated);
  }

  async mySite(user: User): Promise<MyJobSiteJson> {
    const date = todayIso();
    const site = await this.assignedSite(user.id, date);
    const [inventoryCompletedAt, start] = await Promise.all([
      this.inventory.completedTodayAt(user.id),
      site ? this.jobStarts.find(user.id, site.id, date) : null,
    ]);
    return {
      date,
      site: site ? toJobSiteJson(site, 'crew') : null,
      inventoryCompletedAt,
      jobStartedAt: start?.startedAt ?? null,
      jobEndedAt: start?.endedAt ?? null,
    };
  }

  /** Start Job: only after today's inventory check; a second press keeps the first start. */
  async start(user: User): Promise<JobStartJson> {
    const date = todayIso();
    const site = await this.assignedSite(user.id, date);
    if (!site) throw new NotFoundException(NO_ACTIVE_JOB_SITE);
    if (!(await this.inventory.completedTodayAt(user.id))) throw new ConflictException(INVENTORY_CHECK_REQUIRED);
    const start = await this.jobStarts.startOnce(user.id, site.id, date);
    return toJobStartJson(start, site);
  }

  /**
   * End Job: records when the caller's job in progress today ended (the database keeps one end,
   * never before the start); 409 when no job is in progress.
   */
  async end(user: User): Promise<JobStartJson> {
    const date = todayIso();
    const ended = await this.jobStarts.endInProgress(user.id, date);
    if (!ended) throw new ConflictException((await this.jobStarts.latestOfDay(user.id, date)) ? JOB_ALREADY_ENDED : JOB_NOT_STARTED);
    return toJobStartJson(ended, await this.load(ended.jobSiteId));
  }

  /**
   * The site a foreman or worker works at today: the site of their schedule for today (earliest
   * start first); else a site they are the foreman of (active first, then on hold, newest first);
   * else none.
   */
  async assignedSite(userId: string, date = todayIso()): Promise<JobSite | null> {
    const site = await this.assignedSiteSummary(userId, date);
    return site ? this.load(site.id) : null;
  }

  /**
   * The same site as assignedSite, only what an issue report needs of it, in one statement
   * (COALESCE reads the foreman's sites only when no shift names a site).
   */
  async assignedSiteSummary(userId: string, date = todayIso()): Promise<JobSiteSummary | null> {
    const [site] = await runPrepared<JobSiteSummary>(this.jobSites, ASSIGNED_SITE_SUMMARY, [userId, date]);
    return site ?? null;
  }

  private async load(id: string): Promise<JobSite> {
    const site = await this.query().where('site.id = :id', { id }).getOne();
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
      throw new BadRequestException('Latitude and longitude must be given together');
    }
    return {
      latitude: body.latitude === null ? null : body.latitude.toFixed(6),
      longitude: body.longitude === null ? null : (body.longitude as number).toFixed(6),
    };
  }

  private query() {
    return this.jobSites.createQueryBuilder('site').leftJoinAndSelect('site.foreman', 'foreman').leftJoinAndSelect('site.client', 'client');
  }
}
