// Timesheets' queries: a person's entries and breaks around a workweek, the admin's page of people
// for a week, approvals and their trail. Weeks reach the database as the instants they cover
// (computed in the server's time zone by the service), so the database's own zone never matters.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BreakType } from '../breaks/break.entity';
import type { Role } from '../common/roles';
import { containsPattern } from '../common/paging';
import { lockWeeksOf, type TimeEntryJson } from '../time-entries/time-entries.repository';
import type { TimeEntryFlag, TimeEntrySource } from '../time-entries/time-entry.entity';

/** The instants a workweek covers, [from, to), and the earlier instant its day-of-rest check reads from. */
export interface WeekSpan {
  weekStart: string;
  weekEnd: string;
  from: Date;
  to: Date;
  lookbackFrom: Date;
}

export interface TimesheetPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

/** An entry as a timesheet lists it: the time clock's entry and its site's name. */
export interface TimesheetEntryJson extends TimeEntryJson {
  jobSiteName: string | null;
}

export interface BreakSpan {
  userId: string;
  breakType: BreakType;
  startTime: Date;
  endTime: Date | null;
}

export interface ApprovalJson {
  approvedAt: Date;
  approvedBy: { id: string; firstName: string; lastName: string } | null;
}

/** One step of a week's approval trail: an approval, or an unlock with its reason. */
export interface TrailStepJson {
  action: 'approved' | 'unlocked';
  at: Date;
  /** Who did it; null once that account is deleted. */
  by: { id: string; firstName: string; lastName: string } | null;
  /** The unlock's reason; null for an approval. */
  reason: string | null;
}

interface EntryRow {
  id: string;
  user_id: string;
  job_site_id: string | null;
  job_site_name: string | null;
  clock_in: Date;
  clock_out: Date | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
  clock_in_offline: boolean;
  clock_out_offline: boolean;
}

const PERSON_COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.role`;
/** Whose weeks the Timesheets page lists: active workers and foremen, and anyone with time in the week. */
const WEEK_PEOPLE = `
  SELECT u.id FROM users u WHERE u.role IN ('worker', 'foreman') AND u.deactivated_at IS NULL
  UNION
  SELECT t.user_id FROM time_entries t WHERE t.clock_in >= $1 AND t.clock_in < $2`;
/** Whose weeks need review before any flag is computed: those with time in the week or an entry still open. */
const WEEK_WORKERS = `
  SELECT t.user_id AS id FROM time_entries t WHERE t.clock_in >= $1 AND t.clock_in < $2
  UNION
  SELECT t.user_id FROM time_entries t WHERE t.clock_out IS NULL AND t.clock_in < $2`;
const NAME_OR_EMAIL = `((u.first_name || ' ' || u.last_name) ILIKE $3 OR u.email ILIKE $3)`;

@Injectable()
export class TimesheetsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Anyone whose time may be kept (not a client), deactivated or not; null otherwise. */
  async person(userId: string): Promise<TimesheetPerson | null> {
    const person = await this.dataSource
      .createQueryBuilder()
      .select(PERSON_COLUMNS)
      .from('users', 'u')
      .where('u.id = :userId', { userId })
      .andWhere("u.role <> 'client'")
      .getRawOne<TimesheetPerson>();
    return person ?? null;
  }

  /**
   * The entries of `userIds` worked in [lookbackFrom, to): those that began in it, one that began
   * the evening before and ran into it (the day-of-rest check counts its hours), and any still
   * open, by clock-in (served by time_entries_user_clock_in).
   */
  async entries(userIds: readonly string[], span: WeekSpan): Promise<TimesheetEntryJson[]> {
    if (userIds.length === 0) return [];
    // Raw: the OR of a timestamptz window (with interval arithmetic) and open entries, over an id array, as one statement.
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT t.id, t.user_id, t.job_site_id, s.name AS job_site_name, t.clock_in, t.clock_out, t.source, t.flags, t.clock_in_offline, t.clock_out_offline
         FROM time_entries t LEFT JOIN job_sites s ON s.id = t.job_site_id
        WHERE t.user_id = ANY($1::uuid[]) AND t.clock_in < $3
          AND ((t.clock_in >= $2::timestamptz - interval '1 day' AND t.clock_out > $2) OR t.clock_out IS NULL)
        ORDER BY t.user_id, t.clock_in`,
      [userIds, span.lookbackFrom, span.to],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      jobSiteId: row.job_site_id,
      jobSiteName: row.job_site_name,
      clockIn: row.clock_in,
      clockOut: row.clock_out,
      source: row.source,
      flags: row.flags,
      clockInOffline: row.clock_in_offline,
      clockOutOffline: row.clock_out_offline,
    }));
  }

  /**
   * The breaks of `userIds` that began in [from - 1 day, to): a break counts for the entry it lies in,
   * and only the week's entries have minutes and meal flags (the week before is read for the day of
   * rest alone, which breaks do not change), so the week's breaks are enough.
   */
  async breaks(userIds: readonly string[], span: WeekSpan): Promise<BreakSpan[]> {
    if (userIds.length === 0) return [];
    // Raw: a timestamptz window with interval arithmetic over an id array (breaks_user_start serves it).
    return this.dataSource.query(
      `SELECT b.user_id AS "userId", b.break_type AS "breakType", b.start_time AS "startTime", b.end_time AS "endTime"
         FROM breaks b
        WHERE b.user_id = ANY($1::uuid[]) AND b.start_time >= $2::timestamptz - interval '1 day' AND b.start_time < $3`,
      [userIds, span.from, span.to],
    );
  }

  /** The approvals of `userIds` for the week starting `weekStart`, by person. */
  async approvals(userIds: readonly string[], weekStart: string): Promise<Map<string, ApprovalJson>> {
    if (userIds.length === 0) return new Map();
    // Raw: timesheet_approvals has no entity (its period is a tstzrange TypeORM cannot map).
    const rows: Array<{ userId: string; approvedAt: Date; byId: string | null; firstName: string | null; lastName: string | null }> =
      await this.dataSource.query(
        `SELECT a.user_id AS "userId", a.approved_at AS "approvedAt", u.id AS "byId", u.first_name AS "firstName", u.last_name AS "lastName"
         FROM timesheet_approvals a LEFT JOIN users u ON u.id = a.approved_by
        WHERE a.user_id = ANY($1::uuid[]) AND a.week_start = $2`,
        [userIds, weekStart],
      );
    return new Map(
      rows.map((row) => [
        row.userId,
        { approvedAt: row.approvedAt, approvedBy: row.byId ? { id: row.byId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null },
      ]),
    );
  }

  /** The approvals and unlocks of a person's week, oldest first (timesheet_week_changes_week serves it). */
  async trail(userId: string, weekStart: string): Promise<TrailStepJson[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(['c.action AS action', 'c.changed_at AS at', 'c.reason AS reason', 'u.id AS "byId"', 'u.first_name AS "firstName"', 'u.last_name AS "lastName"'])
      .from('timesheet_week_changes', 'c')
      .leftJoin('users', 'u', 'u.id = c.changed_by')
      .where('c.user_id = :userId AND c.week_start = :weekStart', { userId, weekStart })
      .orderBy('c.changed_at')
      .addOrderBy('c.id')
      .getRawMany<{
        action: TrailStepJson['action'];
        at: Date;
        reason: string | null;
        byId: string | null;
        firstName: string | null;
        lastName: string | null;
      }>();
    return rows.map((row) => ({
      action: row.action,
      at: row.at,
      by: row.byId ? { id: row.byId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
      reason: row.reason,
    }));
  }

  /**
   * A page of the week's people in name order (first, last, id), those matching `search`, and
   * how many match in all.
   */
  async pagePeople(span: WeekSpan, search: string | undefined, limit: number, offset: number): Promise<{ people: TimesheetPerson[]; total: number }> {
    // Raw: a UNION joined as a subquery and a window count, which QueryBuilder cannot say.
    const rows: Array<TimesheetPerson & { total: number }> = await this.dataSource.query(
      `SELECT ${PERSON_COLUMNS}, count(*) OVER ()::int AS total
         FROM users u JOIN (${WEEK_PEOPLE}) w ON w.id = u.id
        WHERE u.role <> 'client' AND ($3::text IS NULL OR ${NAME_OR_EMAIL})
        ORDER BY u.first_name, u.last_name, u.id
        LIMIT $4 OFFSET $5`,
      [span.from, span.to, search ? containsPattern(search) : null, limit, offset],
    );
    if (rows.length === 0 && offset > 0) {
      const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
        `SELECT count(*)::int AS total FROM users u JOIN (${WEEK_PEOPLE}) w ON w.id = u.id WHERE u.role <> 'client' AND ($3::text IS NULL OR ${NAME_OR_EMAIL})`,
        [span.from, span.to, search ? containsPattern(search) : null],
      );
      return { people: [], total };
    }
    return { people: rows.map(({ total: _total, ...person }) => person), total: rows[0]?.total ?? 0 };
  }

  /** Everyone with time in the week or an entry open, matching `search`, in name order (the Needs review filter's candidates). */
  async workingPeople(span: WeekSpan, search: string | undefined): Promise<TimesheetPerson[]> {
    // Raw: a UNION joined as a subquery, which QueryBuilder cannot say.
    return this.dataSource.query(
      `SELECT ${PERSON_COLUMNS}
         FROM users u JOIN (${WEEK_WORKERS}) w ON w.id = u.id
        WHERE u.role <> 'client' AND ($3::text IS NULL OR ${NAME_OR_EMAIL})
        ORDER BY u.first_name, u.last_name, u.id`,
      [span.from, span.to, search ? containsPattern(search) : null],
    );
  }

  /**
   * The people with approved weeks starting `weekStart`, in name order, with the hourly rate the
   * week was approved at (the payroll export: a later change of rate does not reprice it).
   */
  async approvedPeople(weekStart: string): Promise<Array<TimesheetPerson & { hourlyRate: string | null }>> {
    // Raw: timesheet_approvals has no entity (its period is a tstzrange TypeORM cannot map).
    return this.dataSource.query(
      `SELECT ${PERSON_COLUMNS}, a.hourly_rate AS "hourlyRate"
         FROM timesheet_approvals a JOIN users u ON u.id = a.user_id
        WHERE a.week_start = $1
        ORDER BY u.last_name, u.first_name, u.id`,
      [weekStart],
    );
  }

  /** How many people have time in the week that is not approved (left out of the export). */
  async unapprovedCount(span: WeekSpan): Promise<number> {
    // Raw: count(DISTINCT) with an anti-join on timesheet_approvals, a table without an entity.
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(DISTINCT t.user_id)::int AS count
         FROM time_entries t
        WHERE t.clock_in >= $1 AND t.clock_in < $2
          AND NOT EXISTS (SELECT 1 FROM timesheet_approvals a WHERE a.user_id = t.user_id AND a.week_start = $3)`,
      [span.from, span.to, span.weekStart],
    );
    return count;
  }

  /**
   * Approves the week in one transaction under the person's week lock (the one every write to
   * their entries takes in the trigger), so no entry can open or change between the checks and
   * the approval. Returns why not, or 'approved'.
   */
  async approve(userId: string, span: WeekSpan, by: string): Promise<'approved' | 'open' | 'auto_clock_out' | 'already'> {
    return this.dataSource.transaction(async (manager) => {
      await lockWeeksOf(manager, userId);
      // Raw: bool_or aggregates, then INSERT ... SELECT of a tstzrange with ON CONFLICT DO NOTHING RETURNING.
      const [state]: Array<{ open: boolean; auto: boolean }> = await manager.query(
        `SELECT bool_or(t.clock_out IS NULL) AS open, bool_or('auto_clock_out' = ANY(t.flags)) AS auto
           FROM time_entries t WHERE t.user_id = $1 AND t.clock_in >= $2 AND t.clock_in < $3`,
        [userId, span.from, span.to],
      );
      if (state?.open) return 'open';
      if (state?.auto) return 'auto_clock_out';
      const inserted: unknown[] = await manager.query(
        `INSERT INTO timesheet_approvals (user_id, week_start, period, approved_by, hourly_rate)
         SELECT $1, $2, tstzrange($3, $4, '[)'), $5, u.hourly_rate FROM users u WHERE u.id = $1
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [userId, span.weekStart, span.from, span.to, by],
      );
      if (inserted.length === 0) return 'already';
      await this.addToTrail(manager, userId, span.weekStart, 'approved', by, null);
      return 'approved';
    });
  }

  /** Reopens an approved week, with the reason in its trail; false when it was not approved. */
  async unlock(userId: string, weekStart: string, by: string, reason: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await lockWeeksOf(manager, userId);
      // Raw: timesheet_approvals has no entity; DELETE ... RETURNING says whether there was one.
      const deleted: [unknown[], number] = await manager.query(`DELETE FROM timesheet_approvals WHERE user_id = $1 AND week_start = $2 RETURNING user_id`, [
        userId,
        weekStart,
      ]);
      if (deleted[1] === 0) return false;
      await this.addToTrail(manager, userId, weekStart, 'unlocked', by, reason);
      return true;
    });
  }

  private async addToTrail(
    manager: EntityManager,
    userId: string,
    weekStart: string,
    action: 'approved' | 'unlocked',
    by: string,
    reason: string | null,
  ): Promise<void> {
    // Raw: timesheet_week_changes has no entity; one INSERT inside the approval's or unlock's transaction.
    await manager.query(`INSERT INTO timesheet_week_changes (user_id, week_start, action, changed_by, reason) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      weekStart,
      action,
      by,
      reason,
    ]);
  }
}
