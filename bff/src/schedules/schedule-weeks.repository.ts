// Whole weeks of shifts: the admin's week grid (a page of people, their minutes, the day totals of
// everyone the filter matches) and copying a week into another. The grid's shifts themselves are
// SchedulesRepository's (one mapper for a shift's JSON).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../common/paging';
import type { Role } from '../common/roles';
import { User } from '../users/user.entity';
import { Schedule } from './schedule.entity';

/** Who the grid lists: active workers and foremen, found by name or email, or scheduled at a site that week. */
export interface GridFilter {
  weekStart: string;
  weekEnd: string;
  search?: string;
  jobSiteId?: string;
}

export interface GridPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

/** One day of the grid, over everyone the filter matches (every page). */
export interface GridDayJson {
  date: string;
  /** Shifts dated that day, drafts included. */
  shifts: number;
  /** Of them, drafts. */
  drafts: number;
  /** People with a shift that day. */
  people: number;
  /** The shifts' length (a night shift's hours after midnight included). */
  minutes: number;
}

/** What became of one shift of the week copied. */
export interface WeekCopyOutcome {
  sourceId: string;
  /** The day the copy was (or would have been) made on. */
  date: string;
  outcome: 'created' | 'inactive' | 'notSchedulable' | 'past' | 'timeOff' | 'overlap';
  /** The approved time off covering that day ('timeOff'). */
  timeOffStart: string | null;
  timeOffEnd: string | null;
}

/** A shift's length in minutes, from the `period` PostgreSQL computes. */
const SHIFT_MINUTES = 'extract(epoch FROM upper(s.period) - lower(s.period)) / 60';

@Injectable()
export class ScheduleWeeksRepository {
  constructor(@InjectRepository(Schedule) private readonly schedules: Repository<Schedule>) {}

  /** Limits `query` (over users `u`) to the people the grid lists. */
  private matching<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, filter: GridFilter): SelectQueryBuilder<T> {
    query.andWhere(`u.role IN ('worker', 'foreman') AND u.deactivatedAt IS NULL`);
    if (filter.search) {
      query.andWhere(`((u.firstName || ' ' || u.lastName) ILIKE :search OR u.email ILIKE :search)`, { search: containsPattern(filter.search) });
    }
    if (filter.jobSiteId) {
      // One probe per person on schedules_worker_day_covering (worker, date; the site included).
      query.andWhere(
        `EXISTS (SELECT 1 FROM schedules at_site WHERE at_site.worker_id = u.id AND at_site.date BETWEEN :weekStart AND :weekEnd AND at_site.job_site_id = :jobSiteId)`,
        { weekStart: filter.weekStart, weekEnd: filter.weekEnd, jobSiteId: filter.jobSiteId },
      );
    }
    return query;
  }

  /** A page of the people in name order (users_name_order) and how many match in all. */
  async people(filter: GridFilter, limit: number, offset: number): Promise<{ people: GridPersonRow[]; total: number }> {
    const rows = await this.matching(this.schedules.manager.createQueryBuilder(User, 'u'), filter)
      .select(['u.id AS id', 'u.firstName AS "firstName"', 'u.lastName AS "lastName"', 'u.email AS email', 'u.role AS role'])
      .addSelect('count(*) OVER ()::int', 'total')
      .orderBy('u.firstName')
      .addOrderBy('u.lastName')
      .addOrderBy('u.id')
      .limit(limit)
      .offset(offset)
      .getRawMany<GridPersonRow & { total: number }>();
    // Past the last page the window count has no row to ride on.
    const total = rows[0]?.total ?? (offset > 0 ? await this.matching(this.schedules.manager.createQueryBuilder(User, 'u'), filter).getCount() : 0);
    return { people: rows.map(({ total: _total, ...person }) => person), total };
  }

  /** Each person's scheduled minutes in the week (schedules_worker_day_covering), drafts included. */
  async minutesOf(workerIds: readonly string[], weekStart: string, weekEnd: string): Promise<Map<string, number>> {
    if (workerIds.length === 0) return new Map();
    const rows = await this.schedules
      .createQueryBuilder('s')
      .select('s.workerId', 'workerId')
      .addSelect(`coalesce(sum(${SHIFT_MINUTES}), 0)::int`, 'minutes')
      .where('s.workerId IN (:...workerIds) AND s.date BETWEEN :weekStart AND :weekEnd', { workerIds, weekStart, weekEnd })
      .groupBy('s.workerId')
      .getRawMany<{ workerId: string; minutes: number }>();
    return new Map(rows.map((row) => [row.workerId, row.minutes]));
  }

  /** The week's days that hold shifts of the matching people, totalled (schedules_day_covering by date). */
  async days(filter: GridFilter): Promise<GridDayJson[]> {
    const query = this.schedules
      .createQueryBuilder('s')
      .innerJoin(User, 'u', 'u.id = s.workerId')
      .select(`to_char(s.date, 'YYYY-MM-DD')`, 'date')
      .addSelect('count(*)::int', 'shifts')
      .addSelect('(count(*) FILTER (WHERE s.publishedAt IS NULL))::int', 'drafts')
      .addSelect('count(DISTINCT s.workerId)::int', 'people')
      .addSelect(`coalesce(sum(${SHIFT_MINUTES}), 0)::int`, 'minutes')
      .where('s.date BETWEEN :weekStart AND :weekEnd', { weekStart: filter.weekStart, weekEnd: filter.weekEnd })
      .groupBy('s.date');
    return this.matching(query, filter).getRawMany<GridDayJson>();
  }

  /**
   * Copies the shifts dated `from` to `to` `days` later as drafts made by `createdById`, in one
   * statement: a shift whose worker is deactivated or no longer a worker or foreman, whose day is
   * before `today` or inside the worker's approved time off is not copied; schedules_no_overlap
   * skips (ON CONFLICT DO NOTHING) a copy touching another shift of the worker's, whoever saved
   * that one and whenever, waiting for a save in flight to end. Each source shift's outcome.
   */
  copy(from: string, to: string, days: number, today: string, createdById: string): Promise<WeekCopyOutcome[]> {
    // Raw: INSERT ... SELECT ... ON CONFLICT DO NOTHING in a data-modifying WITH, reporting on every source row.
    return this.schedules.query(
      `WITH source AS (
         SELECT s.id, s.worker_id, s.job_site_id, s.date + $3::int AS date, s.meet_time, s.start_time, s.end_time,
                u.deactivated_at IS NOT NULL AS inactive, u.role NOT IN ('worker', 'foreman') AS not_schedulable,
                off.start_date AS off_start, off.end_date AS off_end
           FROM schedules s
           JOIN users u ON u.id = s.worker_id
           LEFT JOIN LATERAL (
             SELECT t.start_date, t.end_date FROM time_off_requests t
              WHERE t.user_id = s.worker_id AND t.status = 'approved' AND s.date + $3::int BETWEEN t.start_date AND t.end_date
              LIMIT 1) off ON true
          WHERE s.date BETWEEN $1 AND $2
       ), copied AS (
         INSERT INTO schedules (worker_id, job_site_id, date, meet_time, start_time, end_time, published_at, created_by_id)
         SELECT worker_id, job_site_id, date, meet_time, start_time, end_time, NULL, $5
           FROM source
          WHERE NOT inactive AND NOT not_schedulable AND off_start IS NULL AND date >= $4::date
          -- One order for every copy in flight: two never wait on each other's rows.
          ORDER BY worker_id, date, start_time
         ON CONFLICT DO NOTHING
         RETURNING worker_id, date, start_time
       )
       SELECT source.id AS "sourceId", to_char(source.date, 'YYYY-MM-DD') AS date,
              CASE WHEN copied.worker_id IS NOT NULL THEN 'created'
                   WHEN source.inactive THEN 'inactive'
                   WHEN source.not_schedulable THEN 'notSchedulable'
                   WHEN source.date < $4::date THEN 'past'
                   WHEN source.off_start IS NOT NULL THEN 'timeOff'
                   ELSE 'overlap' END AS outcome,
              to_char(source.off_start, 'YYYY-MM-DD') AS "timeOffStart", to_char(source.off_end, 'YYYY-MM-DD') AS "timeOffEnd"
         FROM source
         LEFT JOIN copied ON copied.worker_id = source.worker_id AND copied.date = source.date AND copied.start_time = source.start_time
        ORDER BY source.date, source.start_time, source.id`,
      [from, to, days, today, createdById],
    );
  }
}
