import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { AvailabilityService } from '../availability/availability.service';
import { formatDay, formatDayRange, formatTimeOfDay, todayIso, weekdayOf } from '../common/calendar';
import { prepared, runPrepared } from '../common/prepared-query';
import { SCHEDULABLE_ROLES } from '../common/roles';
import { JobSite } from '../job-sites/job-site.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { TimeOffRequestsService } from '../time-off-requests/time-off-requests.service';
import { DEACTIVATED_MEMBER } from '../users/users.service';
import { User } from '../users/user.entity';
import type { CreateScheduleDto } from './dto/create-schedule.dto';
import type { ScheduleCheckDto } from './dto/schedule-check.dto';
import { SCHEDULE_LIST_LIMIT_DEFAULT, type ScheduleListDto } from './dto/schedule-list.dto';
import type { UpdateScheduleDto } from './dto/update-schedule.dto';
import { Schedule } from './schedule.entity';

export interface ScheduleJson {
  id: string;
  workerId: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
  createdById: string | null;
  createdAt: Date;
  jobSite: { id: string; name: string; address: string } | null;
  worker: { id: string; firstName: string; lastName: string } | null;
}

/** One day's page of shifts and how many the day holds. */
export interface ScheduleDayJson {
  total: number;
  schedules: ScheduleJson[];
}

/** My Schedule: its three counts and the shifts of the 7 days from `from`. */
export interface ScheduleWeekJson {
  /** Dated `from` (today) or later. */
  upcoming: number;
  /** Dated within the 7 days from `from`. */
  thisWeek: number;
  /** Every shift of the person's. */
  total: number;
  /** The 7 days' shifts (at most WEEK_ROWS_MAX), in date and start-time order. */
  schedules: ScheduleJson[];
}

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
}

export function toScheduleJson(schedule: Schedule): ScheduleJson {
  return {
    id: schedule.id,
    workerId: schedule.workerId,
    jobSiteId: schedule.jobSiteId,
    date: schedule.date,
    meetTime: schedule.meetTime.slice(0, 5),
    startTime: schedule.startTime.slice(0, 5),
    createdById: schedule.createdById,
    createdAt: schedule.createdAt,
    jobSite: schedule.jobSite ? { id: schedule.jobSite.id, name: schedule.jobSite.name, address: schedule.jobSite.address } : null,
    worker: schedule.worker
      ? { id: schedule.worker.id, firstName: schedule.worker.firstName, lastName: schedule.worker.lastName }
      : null,
  };
}

interface ScheduleRow {
  id: string;
  worker_id: string;
  job_site_id: string;
  date: string;
  meet_time: string;
  start_time: string;
  created_by_id: string | null;
  created_at: Date;
  site_id: string | null;
  site_name: string;
  site_address: string;
  person_id: string | null;
  person_first_name: string;
  person_last_name: string;
}

/** The same JSON as toScheduleJson, from list()'s flat row. */
function scheduleRowToJson(row: ScheduleRow): ScheduleJson {
  return {
    id: row.id,
    workerId: row.worker_id,
    jobSiteId: row.job_site_id,
    date: row.date,
    meetTime: row.meet_time.slice(0, 5),
    startTime: row.start_time.slice(0, 5),
    createdById: row.created_by_id,
    createdAt: row.created_at,
    jobSite: row.site_id ? { id: row.site_id, name: row.site_name, address: row.site_address } : null,
    worker: row.person_id ? { id: row.person_id, firstName: row.person_first_name, lastName: row.person_last_name } : null,
  };
}

/** A list's WHERE clause, each `?` numbered as a positional parameter in the order added. */
class ScheduleFilter {
  readonly params: string[] = [];
  private readonly conditions: string[] = [];

  add(condition: string, value: string): void {
    this.params.push(value);
    this.conditions.push(condition.replace('?', `$${this.params.length}`));
  }

  where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }

  /** LIMIT and OFFSET as the next two parameters (validated whole numbers, never spliced in). */
  page(limit: number, offset: number): string {
    this.params.push(String(limit), String(offset));
    return `LIMIT $${this.params.length - 1} OFFSET $${this.params.length}`;
  }
}

/** The lists' one SELECT: only the columns sent, in the order the screens show them. */
function selectSchedules(filter: ScheduleFilter): string {
  return `SELECT s.id, s.worker_id, s.job_site_id, s.date, s.meet_time, s.start_time, s.created_by_id, s.created_at,
                 j.id AS site_id, j.name AS site_name, j.address AS site_address,
                 w.id AS person_id, w.first_name AS person_first_name, w.last_name AS person_last_name
            FROM schedules s
            LEFT JOIN job_sites j ON j.id = s.job_site_id
            LEFT JOIN users w ON w.id = s.worker_id
           ${filter.where()}
           ORDER BY s.date, s.start_time, s.meet_time, s.id`;
}

/**
 * One day's count joined to its page (see day()): everyone's (admins), or one person's. Prepared
 * statements: the dashboard and the Scheduling screen ask for it on every visit.
 */
function dayPageStatement(ofWorker: boolean) {
  const filter = new ScheduleFilter();
  if (ofWorker) filter.add('s.worker_id = ?', 'worker');
  filter.add('s.date = ?', 'date');
  const count = `SELECT count(*)::int AS total FROM schedules s ${filter.where()}`;
  const page = filter.page(0, 0);
  return prepared(
    `schedules-day${ofWorker ? '-of-worker' : ''}`,
    `SELECT counted.total, page.*
       FROM (${count}) counted
       LEFT JOIN LATERAL (${selectSchedules(filter)} ${page}) page ON true`,
  );
}

const DAY_PAGE = { everyone: dayPageStatement(false), ofWorker: dayPageStatement(true) };

/** A person's 7 days hold a shift or two a day: the bound only stops a pathological week. */
const WEEK_ROWS_MAX = 200;
/**
 * My Schedule ($1 the person, $2 the first day): the three counts joined to the 7 days' shifts.
 * The last day is counted by PostgreSQL (no time zone in the arithmetic).
 */
const MY_WEEK = (() => {
  const filter = new ScheduleFilter();
  filter.add('s.worker_id = ?', 'worker');
  filter.add('s.date >= ?', 'from');
  filter.add('s.date <= ?::date + 6', 'from');
  return prepared(
    'schedules-my-week',
    `SELECT counted.total, counted.upcoming, counted.this_week, page.*
       FROM (SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE date >= $2)::int AS upcoming,
                    count(*) FILTER (WHERE date >= $2 AND date <= $3::date + 6)::int AS this_week
               FROM schedules WHERE worker_id = $1) counted
       LEFT JOIN LATERAL (${selectSchedules(filter)} LIMIT ${WEEK_ROWS_MAX}) page ON true`,
  );
})();
const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

type ScheduleFields = Pick<Schedule, 'workerId' | 'jobSiteId' | 'date' | 'meetTime' | 'startTime'>;

@Injectable()
export class SchedulesService {
  constructor(
    @InjectRepository(Schedule) private readonly schedules: Repository<Schedule>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(JobSite) private readonly jobSites: Repository<JobSite>,
    private readonly timeOff: TimeOffRequestsService,
    private readonly availability: AvailabilityService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The lists (spec 7's arrays): a page of a date range in date and start-time order, the id last
   * so pages never overlap. One SQL statement selecting only the columns sent, no entity
   * hydration; schedules_worker_day_covering or schedules_day_covering serve it (index-only).
   */
  async list(query: ScheduleListDto, workerId?: string): Promise<ScheduleJson[]> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException('from must not be after to');
    const filter = new ScheduleFilter();
    if (workerId) filter.add('s.worker_id = ?', workerId);
    if (query.from) filter.add('s.date >= ?', query.from);
    if (query.to) filter.add('s.date <= ?', query.to);
    const page = filter.page(query.limit ?? SCHEDULE_LIST_LIMIT_DEFAULT, query.offset ?? 0);
    const rows: ScheduleRow[] = await this.schedules.query(`${selectSchedules(filter)} ${page}`, filter.params);
    return rows.map(scheduleRowToJson);
  }

  /**
   * One day, a page at a time (an admin's day holds ~900 shifts at company scale): the exact
   * total and the `limit` rows after `offset`. Admins see everyone's, others pass their own id.
   * One round trip: the count (index-only) joined to the page, which schedules_day_covering (or
   * schedules_worker_day_covering) reads from `offset` and stops after `limit` rows; an empty day
   * is one row of total 0 and no schedule.
   */
  async day(date: string, limit: number, offset: number, workerId?: string): Promise<ScheduleDayJson> {
    const rows = await runPrepared<ScheduleRow & { total: number }>(
      this.schedules,
      workerId ? DAY_PAGE.ofWorker : DAY_PAGE.everyone,
      workerId ? [workerId, date, limit, offset] : [date, limit, offset],
    );
    return { total: rows[0].total, schedules: rows.filter((row) => row.id !== null).map(scheduleRowToJson) };
  }

  /**
   * My Schedule in one round trip: the person's three counts (an index-only scan of their
   * schedules_worker_day_covering entries, a year is ~250) joined to the 7 days' shifts (the same
   * index, from `from`). The whole history never leaves the database.
   */
  async week(workerId: string, from: string): Promise<ScheduleWeekJson> {
    const rows = await runPrepared<ScheduleRow & { total: number; upcoming: number; this_week: number }>(this.schedules, MY_WEEK, [workerId, from, from]);
    const [first] = rows;
    return {
      upcoming: first.upcoming,
      thisWeek: first.this_week,
      total: first.total,
      schedules: rows.filter((row) => row.id !== null).map(scheduleRowToJson),
    };
  }

  async check(input: ScheduleCheckDto): Promise<ScheduleCheckJson> {
    await this.schedulableWorker(input.workerId);
    const [saved, timeOff, pendingTimeOff, sameDay] = await Promise.all([
      this.availability.forDay(input.workerId, weekdayOf(input.date)),
      this.timeOff.approvedCovering(input.workerId, input.date),
      this.timeOff.pendingCovering(input.workerId, input.date),
      this.withNames()
        .where('s.workerId = :workerId AND s.date = :date', { workerId: input.workerId, date: input.date })
        .orderBy('s.startTime', 'ASC')
        .getMany(),
    ]);
    return {
      availability: saved ? { available: saved.available, notes: saved.notes } : null,
      sameDayShifts: sameDay.filter((shift) => shift.id !== input.excludeId).map(toScheduleJson),
      approvedTimeOff: timeOff ? { id: timeOff.id, startDate: timeOff.startDate, endDate: timeOff.endDate, reason: timeOff.reason } : null,
      pendingTimeOff: pendingTimeOff
        ? { id: pendingTimeOff.id, startDate: pendingTimeOff.startDate, endDate: pendingTimeOff.endDate, reason: pendingTimeOff.reason }
        : null,
    };
  }

  /** A new shift; the creator is the session's admin, whatever the body said. */
  async create(creator: User, input: CreateScheduleDto): Promise<ScheduleJson> {
    const fields: ScheduleFields = { workerId: input.workerId, jobSiteId: input.jobSiteId, date: input.date, meetTime: input.meetTime, startTime: input.startTime };
    const { worker, site } = await this.checkRules(fields, { worker: true, site: true, timeOff: true });
    const id = await this.saving(worker!, fields, async () => (await this.schedules.insert({ ...fields, createdById: creator.id })).identifiers[0].id as string);
    await this.notifications.notify(worker!.id, 'New shift scheduled', `You are scheduled at ${site!.name} on ${formatDay(fields.date)}: ${timesOf(fields)}.`, ['Schedule'], undefined, { kind: 'shift', id });
    return this.findJson(id);
  }

  async update(id: string, input: UpdateScheduleDto): Promise<ScheduleJson> {
    const existing = await this.withNames().where('s.id = :id', { id }).getOne();
    if (!existing) throw new NotFoundException('Schedule not found');
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<ScheduleFields>;
    if (Object.keys(changes).length === 0) throw new BadRequestException('Nothing to change: send at least one field');
    const fields: ScheduleFields = {
      workerId: changes.workerId ?? existing.workerId,
      jobSiteId: changes.jobSiteId ?? existing.jobSiteId,
      date: changes.date ?? existing.date,
      meetTime: changes.meetTime ?? existing.meetTime.slice(0, 5),
      startTime: changes.startTime ?? existing.startTime.slice(0, 5),
    };
    const workerChanged = fields.workerId !== existing.workerId;
    const checked = await this.checkRules(fields, {
      worker: workerChanged,
      site: fields.jobSiteId !== existing.jobSiteId,
      timeOff: workerChanged || fields.date !== existing.date,
    });
    const worker = checked.worker ?? existing.worker!;
    const site = checked.site ?? existing.jobSite!;
    await this.saving(worker, fields, () => this.schedules.update({ id }, fields));

    if (workerChanged) {
      await this.notifyCancelled(existing);
      await this.notifications.notify(worker.id, 'New shift scheduled', `You are scheduled at ${site.name} on ${formatDay(fields.date)}: ${timesOf(fields)}.`, ['Schedule'], undefined, { kind: 'shift', id });
    } else {
      await this.notifications.notify(worker.id, 'Shift updated', `Your shift is now at ${site.name} on ${formatDay(fields.date)}: ${timesOf(fields)}.`, ['Schedule'], undefined, { kind: 'shift', id });
    }
    return this.findJson(id);
  }

  async remove(id: string): Promise<void> {
    const existing = await this.withNames().where('s.id = :id', { id }).getOne();
    if (!existing) throw new NotFoundException('Schedule not found');
    const deleted = await this.schedules.delete({ id });
    // Deleted by someone else in between: the worker has already been told.
    if (!deleted.affected) throw new NotFoundException('Schedule not found');
    await this.notifyCancelled(existing);
  }

  /** The rules a shift must meet; loads (and returns) the worker and site it was asked to check. */
  private async checkRules(fields: ScheduleFields, checks: { worker: boolean; site: boolean; timeOff: boolean }): Promise<{ worker?: User; site?: JobSite }> {
    if (fields.meetTime > fields.startTime) throw new BadRequestException('Meet time must not be after start time');
    if (fields.date < todayIso()) throw new BadRequestException('Date must be today or later');
    const worker = checks.worker || checks.timeOff ? await this.schedulableWorker(fields.workerId) : undefined;
    let site: JobSite | undefined;
    if (checks.site) {
      site = (await this.jobSites.findOneBy({ id: fields.jobSiteId })) ?? undefined;
      if (!site) throw new NotFoundException('Job site not found');
    }
    if (checks.timeOff) {
      const timeOff = await this.timeOff.approvedCovering(fields.workerId, fields.date);
      if (timeOff) {
        throw new ConflictException(`${fullName(worker!)} has approved time off on ${formatDay(fields.date)} (${formatDayRange(timeOff.startDate, timeOff.endDate)})`);
      }
    }
    return { worker, site };
  }

  private async schedulableWorker(id: string): Promise<User> {
    const worker = await this.users.findOneBy({ id });
    if (!worker) throw new NotFoundException('Worker not found');
    if (!SCHEDULABLE_ROLES.includes(worker.role)) throw new BadRequestException('Only workers and foremen can be scheduled');
    if (worker.deactivatedAt !== null) throw new BadRequestException(DEACTIVATED_MEMBER);
    return worker;
  }

  /** Runs the write; the unique index on (worker, date, start time) refuses a second shift at the same start. */
  private async saving<T>(worker: User, fields: ScheduleFields, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(`${fullName(worker)} already has a shift starting at ${formatTimeOfDay(fields.startTime)} on ${formatDay(fields.date)}`);
      }
      throw error;
    }
  }

  private notifyCancelled(shift: Schedule) {
    const site = shift.jobSite?.name ?? 'the job site';
    return this.notifications.notify(shift.workerId, 'Shift cancelled', `Your shift at ${site} on ${formatDay(shift.date)} was cancelled.`, ['Schedule'], undefined, {
      kind: 'shift',
      id: shift.id,
    });
  }

  private async findJson(id: string): Promise<ScheduleJson> {
    return toScheduleJson(await this.withNames().where('s.id = :id', { id }).getOneOrFail());
  }

  private withNames() {
    return this.schedules.createQueryBuilder('s').leftJoinAndSelect('s.jobSite', 'jobSite').leftJoinAndSelect('s.worker', 'worker');
  }
}

function timesOf(fields: Pick<ScheduleFields, 'meetTime' | 'startTime'>): string {
  return `meet at ${formatTimeOfDay(fields.meetTime)}, start at ${formatTimeOfDay(fields.startTime)}`;
}
