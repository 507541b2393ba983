// Shifts' queries and their JSON: the lists, a day's page and its total, My Schedule's week and
// counts, a worker's shifts of one day, and the admin's writes.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { isConstraintViolation } from '../common/database-errors';
import { Schedule } from './schedule.entity';
import { shiftMinutes, shiftPeriod } from './shift-times';
import { repositoryIn } from '../database/repository-in';
import { OPEN_SWAP_STATUSES } from '../swap-requests/swap-request.entity';

export interface ScheduleJson {
  id: string;
  workerId: string;
  jobSiteId: string;
  date: string;
  meetTime: string;
  startTime: string;
  /** At or before startTime: the next day. */
  endTime: string;
  /** From start to end, a night shift's hours after midnight included. */
  lengthMinutes: number;
  /** Not published yet: only admins see it (POST /api/schedules/publish). */
  draft: boolean;
  /** The weekly series it was made in (repeatWeeklyUntil); null when made alone. */
  seriesId: string | null;
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
/** A deleted shift, and the coworker its open swap request was to. */
export interface DeletedShift {
  id: string;
  workerId: string;
  date: string;
  draft: boolean;
  swapPartnerId: string | null;
}

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

/** Which shifts a list holds: one person's (when given), dated `from` to `to` (each when given), a page of them. */
export interface ScheduleListFilter {
  workerId?: string;
  /** Several people's (the week grid's page). */
  workerIds?: readonly string[];
  /** These shifts only. */
  ids?: readonly string[];
  /** Leave drafts out (a worker's own reads). */
  publishedOnly?: boolean;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** What a shift is made of, as the admin writes it. */
export type ScheduleFields = Pick<Schedule, 'workerId' | 'jobSiteId' | 'date' | 'meetTime' | 'startTime' | 'endTime'>;

/** A person's 7 days hold a shift or two a day: the bound only stops a pathological week. */
const WEEK_ROWS_MAX = 200;

/** The columns sent (no entity hydration), by the names of ScheduleRow. */
const SCHEDULE_COLUMNS: Record<keyof ScheduleRow, string> = {
  id: 's.id',
  worker_id: 's.workerId',
  job_site_id: 's.jobSiteId',
  date: 's.date',
  meet_time: 's.meetTime',
  start_time: 's.startTime',
  end_time: 's.endTime',
  published_at: 's.publishedAt',
  series_id: 's.seriesId',
  created_by_id: 's.createdById',
  created_at: 's.createdAt',
  site_id: 'j.id',
  site_name: 'j.name',
  site_address: 'j.address',
  person_id: 'w.id',
  person_first_name: 'w.firstName',
  person_last_name: 'w.lastName',
};

interface ScheduleRow {
  id: string;
  worker_id: string;
  job_site_id: string;
  date: string;
  meet_time: string;
  start_time: string;
  end_time: string;
  published_at: Date | null;
  series_id: string | null;
  created_by_id: string | null;
  created_at: Date;
  site_id: string | null;
  site_name: string;
  site_address: string;
  person_id: string | null;
  person_first_name: string;
  person_last_name: string;
}

/** How a new shift is made: by whom, as a draft or published, in a series or alone. */
export interface NewShiftMeta {
  createdById: string;
  draft: boolean;
  seriesId?: string | null;
}

function toScheduleJson(row: ScheduleRow): ScheduleJson {
  return {
    id: row.id,
    workerId: row.worker_id,
    jobSiteId: row.job_site_id,
    date: row.date,
    meetTime: row.meet_time.slice(0, 5),
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
    lengthMinutes: shiftMinutes(row.start_time, row.end_time),
    draft: row.published_at === null,
    seriesId: row.series_id,
    createdById: row.created_by_id,
    createdAt: row.created_at,
    jobSite: row.site_id ? { id: row.site_id, name: row.site_name, address: row.site_address } : null,
    worker: row.person_id ? { id: row.person_id, firstName: row.person_first_name, lastName: row.person_last_name } : null,
  };
}

@Injectable()
export class SchedulesRepository {
  constructor(@InjectRepository(Schedule) private readonly schedules: Repository<Schedule>) {}

  /**
   * Shifts with their site and person, in the order the screens show them (date, start, meet,
   * the id last so pages never overlap): schedules_worker_day_covering or schedules_day_covering
   * serve it.
   */
  private selectSchedules(manager?: EntityManager): SelectQueryBuilder<Schedule> {
    const query = this.using(manager).createQueryBuilder('s').leftJoin('s.jobSite', 'j').leftJoin('s.worker', 'w').select([]);
    for (const [alias, column] of Object.entries(SCHEDULE_COLUMNS)) query.addSelect(column, alias);
    return query.orderBy('s.date').addOrderBy('s.startTime').addOrderBy('s.meetTime').addOrderBy('s.id');
  }

  /** The schedules table in the caller's transaction, when given. */
  private using(manager?: EntityManager): Repository<Schedule> {
    return repositoryIn(this.schedules, manager);
  }

  private async read(query: SelectQueryBuilder<Schedule>): Promise<ScheduleJson[]> {
    return (await query.getRawMany<ScheduleRow>()).map(toScheduleJson);
  }

  /** A page of a date range's shifts (everyone's, or one person's). */
  list(filter: ScheduleListFilter): Promise<ScheduleJson[]> {
    const query = this.selectSchedules();
    if (filter.workerId) query.andWhere('s.workerId = :workerId', { workerId: filter.workerId });
    if (filter.workerIds) query.andWhere('s.workerId IN (:...workerIds)', { workerIds: filter.workerIds });
    if (filter.ids) query.andWhere('s.id IN (:...ids)', { ids: filter.ids });
    if (filter.publishedOnly) query.andWhere('s.publishedAt IS NOT NULL');
    if (filter.from) query.andWhere('s.date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('s.date <= :to', { to: filter.to });
    return this.read(query.limit(filter.limit).offset(filter.offset));
  }

  /**
   * One day's exact total (an index-only count) and the `limit` shifts after `offset`, which the
   * day's covering index reads from `offset`: everyone's, or one person's.
   */
  async day(date: string, limit: number, offset: number, workerId?: string): Promise<ScheduleDayJson> {
    const ofDay = (query: SelectQueryBuilder<Schedule>) => {
      query.where('s.date = :date', { date });
      // A person's own day leaves out the admin's drafts.
      if (workerId) query.andWhere('s.workerId = :workerId AND s.publishedAt IS NOT NULL', { workerId });
      return query;
    };
    const [total, schedules] = await Promise.all([
      ofDay(this.schedules.createQueryBuilder('s')).getCount(),
      this.read(ofDay(this.selectSchedules()).limit(limit).offset(offset)),
    ]);
    return { total, schedules };
  }

  /**
   * My Schedule: the person's three counts (an index-only scan of their entries, a year is ~250)
   * and the 7 days' shifts from `from` (the last day counted by PostgreSQL, no time zone in the
   * arithmetic). The whole history never leaves the database.
   */
  async week(workerId: string, from: string): Promise<ScheduleWeekJson> {
    const lastDay = 'CAST(:from AS date) + 6';
    const [counts, schedules] = await Promise.all([
      this.schedules
        .createQueryBuilder('s')
        .select('count(*)::int', 'total')
        .addSelect('(count(*) FILTER (WHERE s.date >= :from))::int', 'upcoming')
        .addSelect(`(count(*) FILTER (WHERE s.date >= :from AND s.date <= ${lastDay}))::int`, 'thisWeek')
        .where('s.workerId = :workerId AND s.publishedAt IS NOT NULL', { workerId, from })
        .getRawOne<{ total: number; upcoming: number; thisWeek: number }>(),
      this.read(
        this.selectSchedules()
          .where('s.workerId = :workerId AND s.publishedAt IS NOT NULL', { workerId })
          .andWhere(`s.date >= :from AND s.date <= ${lastDay}`, { from })
          .limit(WEEK_ROWS_MAX),
      ),
    ]);
    const { total, upcoming, thisWeek } = counts as { total: number; upcoming: number; thisWeek: number };
    return { upcoming, thisWeek, total, schedules };
  }

  /** The worker's shifts of `date`, by start time. */
  ofWorkerOnDay(workerId: string, date: string): Promise<ScheduleJson[]> {
    return this.read(this.selectSchedules().where('s.workerId = :workerId AND s.date = :date', { workerId, date }));
  }

  /** The worker's shift whose hours touch those of `fields` (the one schedules_no_overlap refused), other than `exceptId`. */
  async overlapping(
    fields: Pick<ScheduleFields, 'workerId' | 'date' | 'startTime' | 'endTime'>,
    exceptId?: string,
    manager?: EntityManager,
  ): Promise<ScheduleJson | null> {
    // The range the period column holds, for the proposed shift (shiftPeriod's bounds).
    const { start, end } = shiftPeriod(fields);
    const query = this.selectSchedules(manager)
      .where('s.workerId = :workerId', { workerId: fields.workerId })
      .andWhere('s.period && tsrange(CAST(:start AS timestamp), CAST(:end AS timestamp))', { start, end });
    if (exceptId) query.andWhere('s.id <> :exceptId', { exceptId });
    const row = await query.limit(1).getRawOne<ScheduleRow>();
    return row ? toScheduleJson(row) : null;
  }

  /** The minutes of the worker's shifts dated `from` to `to` (each shift's whole length), other than `exceptId`. */
  async scheduledMinutes(workerId: string, from: string, to: string, exceptId?: string): Promise<number> {
    const query = this.schedules
      .createQueryBuilder('s')
      .select('coalesce(sum(extract(epoch FROM upper(s.period) - lower(s.period))) / 60, 0)::int', 'minutes')
      .where('s.workerId = :workerId AND s.date BETWEEN :from AND :to', { workerId, from, to });
    if (exceptId) query.andWhere('s.id <> :exceptId', { exceptId });
    return ((await query.getRawOne<{ minutes: number }>()) as { minutes: number }).minutes;
  }

  async findById(id: string): Promise<ScheduleJson | null> {
    const row = await this.selectSchedules().where('s.id = :id', { id }).getRawOne<ScheduleRow>();
    return row ? toScheduleJson(row) : null;
  }

  /** Shifts by id, in date order. */
  findByIds(ids: string[]): Promise<ScheduleJson[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.read(this.selectSchedules().where('s.id IN (:...ids)', { ids }));
  }

  /** A new shift (a draft, or published now); schedules_no_overlap refuses one that overlaps another of the worker's. */
  async insert(fields: ScheduleFields, meta: NewShiftMeta, manager?: EntityManager): Promise<string> {
    const result = await this.using(manager).insert({
      ...fields,
      createdById: meta.createdById,
      seriesId: meta.seriesId ?? null,
      ...(meta.draft ? { publishedAt: null } : {}),
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /**
   * Inserts the shift within the caller's transaction unless schedules_no_overlap refuses it: its
   * id, or null when refused. A savepoint keeps the transaction usable after a refusal (raw SQL:
   * TypeORM has no savepoint statement of its own).
   */
  async insertUnlessOverlapping(fields: ScheduleFields, meta: NewShiftMeta, manager: EntityManager): Promise<string | null> {
    await manager.query('SAVEPOINT shift_occurrence');
    try {
      const id = await this.insert(fields, meta, manager);
      await manager.query('RELEASE SAVEPOINT shift_occurrence');
      return id;
    } catch (error) {
      if (!isConstraintViolation(error, 'schedules_no_overlap')) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT shift_occurrence');
      return null;
    }
  }

  async update(id: string, fields: ScheduleFields): Promise<void> {
    await this.schedules.update({ id }, fields);
  }

  /**
   * Gives shift `id` to `toWorkerId` if it is still `fromWorkerId`'s, in the caller's transaction
   * (a swap approved); schedules_no_overlap refuses it if it overlaps a shift of the new worker.
   */
  async reassign(manager: EntityManager, id: string, fromWorkerId: string, toWorkerId: string): Promise<boolean> {
    const result = await manager.getRepository(Schedule).update({ id, workerId: fromWorkerId }, { workerId: toWorkerId });
    return Boolean(result.affected);
  }

  /** Publishes the drafts dated `from` to `to`: which were published, whose and when. */
  async publish(from: string, to: string): Promise<Array<{ id: string; workerId: string; date: string; startTime: string }>> {
    const result = await this.schedules
      .createQueryBuilder()
      .update()
      .set({ publishedAt: () => 'now()' })
      .where('publishedAt IS NULL AND date BETWEEN :from AND :to', { from, to })
      .returning(['id', 'workerId', 'date', 'startTime'])
      .execute();
    return (result.raw as Array<{ id: string; worker_id: string; date: string; start_time: string }>).map((row) => ({
      id: row.id,
      workerId: row.worker_id,
      date: row.date,
      startTime: row.start_time,
    }));
  }

  /**
   * Deletes the shift and, `onward` and when it is of a series, the series' shifts dated on or
   * after it (schedules_series_date): which were deleted, whose, when, whether published, and to
   * whom an open swap request of each had been made (offered or accepted: cascaded away with the
   * shift, so that coworker must be told). Empty when the shift was no longer there.
   */
  async deleteShifts(shift: Pick<ScheduleJson, 'id' | 'seriesId' | 'date'>, onward: boolean, manager?: EntityManager): Promise<DeletedShift[]> {
    const series = onward && shift.seriesId;
    // Raw: a data-modifying WITH, whose outer SELECT still sees the swap requests the delete cascades away.
    const rows: Array<{ id: string; worker_id: string; date: string; draft: boolean; swap_partner_id: string | null }> = await this.using(manager).query(
      `WITH gone AS (
         DELETE FROM schedules WHERE id = $1 ${series ? 'OR (series_id = $2 AND date >= $3)' : ''}
         RETURNING id, worker_id, date, published_at IS NULL AS draft)
       SELECT gone.*, swap.to_user_id AS swap_partner_id
         FROM gone LEFT JOIN swap_requests swap ON swap.schedule_id = gone.id AND swap.status = ANY($${series ? 4 : 2})`,
      series ? [shift.id, shift.seriesId, shift.date, OPEN_SWAP_STATUSES] : [shift.id, OPEN_SWAP_STATUSES],
    );
    return rows.map((row) => ({ id: row.id, workerId: row.worker_id, date: row.date, draft: row.draft, swapPartnerId: row.swap_partner_id }));
  }
}
