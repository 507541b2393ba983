// Time entries' queries and their JSON: the time clock's punches, the person's open entry, the
// checks a punch for someone else needs, the sweep that closes forgotten entries, and the
// admins' corrections with their trail, and the entries a job site's labor cost is made of.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MARK_PUBLISHED_BY_APP, QUIET_CTE } from '../answers/answers.service';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { Break } from '../breaks/break.entity';
import { JobSite } from '../job-sites/job-site.entity';
import type { LaborEntry } from '../job-sites/site-labor';
import { Schedule } from '../schedules/schedule.entity';
import { User } from '../users/user.entity';
import type { SiteFence } from './punch-location';
import { TimeEntryChange } from './time-entry-change.entity';
import { TimeEntry, TimeEntryFlag, TimeEntrySource } from './time-entry.entity';

export interface TimeEntryJson {
  id: string;
  userId: string;
  jobSiteId: string | null;
  clockIn: Date;
  clockOut: Date | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
  /** The clock-in is the device's time, sent later (`occurredAt`, made while offline). */
  clockInOffline: boolean;
  /** The clock-out is the device's time, sent later. */
  clockOutOffline: boolean;
}

type EntryFields = Pick<TimeEntry, 'id' | 'userId' | 'jobSiteId' | 'clockIn' | 'clockOut' | 'source' | 'flags' | 'clockInOffline' | 'clockOutOffline'>;

export function toTimeEntryJson(entry: EntryFields): TimeEntryJson {
  return {
    id: entry.id,
    userId: entry.userId,
    jobSiteId: entry.jobSiteId,
    clockIn: entry.clockIn,
    clockOut: entry.clockOut,
    source: entry.source,
    flags: entry.flags,
    clockInOffline: entry.clockInOffline,
    clockOutOffline: entry.clockOutOffline,
  };
}

/** A job site as a punch sees it: its name for messages, and its fence when it has coordinates. */
export interface PunchSite {
  id: string;
  name: string;
  fence: SiteFence | null;
}

function punchSiteOf(site: Pick<JobSite, 'id' | 'name' | 'latitude' | 'longitude' | 'geofenceRadiusMeters'>): PunchSite {
  const fence =
    site.latitude !== null && site.longitude !== null
      ? { latitude: Number(site.latitude), longitude: Number(site.longitude), radiusMeters: site.geofenceRadiusMeters }
      : null;
  return { id: site.id, name: site.name, fence };
}

/** The numbers of a punch as stored (numeric columns take decimal strings). */
export interface PunchFix {
  latitude: number;
  longitude: number;
  accuracy?: number;
}

export interface NewTimeEntry {
  userId: string;
  jobSiteId: string | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
  fix: PunchFix | null;
  /** When the person punched, for a punch sent later; null: now. */
  occurredAt: Date | null;
}

/** An entry the forgotten clock-out sweep closed, with what its notifications say. */
export interface ClosedEntry extends TimeEntryJson {
  firstName: string;
  lastName: string;
}

/** The sweep's advisory lock: one instance closes forgotten entries at a time. */
const SWEEP_LOCK = `hashtext('groundwork:forgotten-clock-outs')`;

const ENTRY_COLUMNS = 'id, user_id, job_site_id, clock_in, clock_out, source, flags, clock_in_offline, clock_out_offline';

/** A row of ENTRY_COLUMNS as a RETURNING clause gives it. */
interface EntryRow {
  id: string;
  user_id: string;
  job_site_id: string | null;
  clock_in: Date;
  clock_out: Date | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
  clock_in_offline: boolean;
  clock_out_offline: boolean;
}

function rowToEntry(row: EntryRow): EntryFields {
  return {
    id: row.id,
    userId: row.user_id,
    jobSiteId: row.job_site_id,
    clockIn: row.clock_in,
    clockOut: row.clock_out,
    source: row.source,
    flags: row.flags,
    clockInOffline: row.clock_in_offline,
    clockOutOffline: row.clock_out_offline,
  };
}

const decimal = (value: number | undefined): string | null => (value === undefined ? null : String(value));

interface LaborEntryRow {
  user_id: string;
  first_name: string;
  last_name: string;
  hourly_rate: string | null;
  clock_in: Date;
  worked_minutes: number;
  at_site: boolean;
}

/**
 * The closed entries of everyone who worked at a site, within a week either side of their first
 * and last entry there (every site: a workweek's overtime depends on all of them). Worked minutes
 * are clock-out minus clock-in minus the person's meal breaks within it (a running meal break
 * counts to the clock-out), rounded down, as the timesheets count them. Open entries are left out.
 */
const LABOR_ENTRIES_SQL = `
  WITH site_people AS (
    SELECT user_id, min(clock_in) - interval '7 days' AS from_time, max(clock_in) + interval '7 days' AS to_time
      FROM time_entries
     WHERE job_site_id = $1 AND clock_out IS NOT NULL
     GROUP BY user_id)
  SELECT e.user_id, u.first_name, u.last_name, u.hourly_rate, e.clock_in,
         e.job_site_id IS NOT DISTINCT FROM $1::uuid AS at_site,
         floor((extract(epoch FROM e.clock_out - e.clock_in) - coalesce((
           SELECT sum(extract(epoch FROM least(e.clock_out, coalesce(b.end_time, e.clock_out)) - greatest(e.clock_in, b.start_time)))
             FROM breaks b
            WHERE b.user_id = e.user_id AND b.break_type = 'meal'
              AND b.start_time < e.clock_out AND coalesce(b.end_time, e.clock_out) > e.clock_in), 0)) / 60)::int AS worked_minutes
    FROM time_entries e
    JOIN site_people p ON p.user_id = e.user_id AND e.clock_in BETWEEN p.from_time AND p.to_time
    JOIN users u ON u.id = e.user_id
   WHERE e.clock_out IS NOT NULL
   ORDER BY e.user_id, e.clock_in`;

@Injectable()
export class TimeEntriesRepository {
  constructor(@InjectRepository(TimeEntry) private readonly entries: Repository<TimeEntry>) {}

  /**
   * The entries that a site's labor cost is made of (LABOR_ENTRIES_SQL), with each person's
   * current rate. Raw SQL: the per-person window (a CTE) and the correlated sum of meal-break
   * overlaps are one statement that QueryBuilder cannot say.
   */
  async laborEntries(siteId: string): Promise<LaborEntry[]> {
    const rows = (await this.entries.query(LABOR_ENTRIES_SQL, [siteId])) as LaborEntryRow[];
    return rows.map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      hourlyRate: row.hourly_rate,
      clockIn: row.clock_in,
      workedMinutes: Math.max(0, row.worked_minutes),
      atSite: row.at_site,
    }));
  }

  /** How many of the site's entries are still open (their time is not costed until the clock-out). */
  openAtSite(siteId: string): Promise<number> {
    return this.entries.countBy({ jobSiteId: siteId, clockOut: IsNull() });
  }

  /** The person's open entry, or null. */
  async open(userId: string): Promise<TimeEntryJson | null> {
    const entry = await this.entries.findOneBy({ userId, clockOut: IsNull() });
    return entry ? toTimeEntryJson(entry) : null;
  }

  /** A person's role and name, or null when there is no such person or they were deactivated. */
  async activePerson(userId: string): Promise<Pick<User, 'id' | 'role' | 'firstName' | 'lastName'> | null> {
    return this.entries.manager.findOne(User, {
      select: { id: true, role: true, firstName: true, lastName: true },
      where: { id: userId, deactivatedAt: IsNull() },
    });
  }

  /** An active job site as a punch sees it, or null (unknown, completed or on hold). */
  async activeSite(id: string): Promise<PunchSite | null> {
    const site = await this.entries.manager.findOneBy(JobSite, { id, status: 'active' });
    return site ? punchSiteOf(site) : null;
  }

  /** The active site the person is scheduled at on `day` (the earliest published shift's), or null. */
  async scheduledSite(userId: string, day: string): Promise<PunchSite | null> {
    const site = await this.entries.manager
      .createQueryBuilder(JobSite, 'site')
      .innerJoin(Schedule, 'shift', 'shift.jobSiteId = site.id')
      .where('shift.workerId = :userId AND shift.date = :day AND shift.publishedAt IS NOT NULL AND site.status = :active', { userId, day, active: 'active' })
      .orderBy('shift.startTime')
      .addOrderBy('shift.meetTime')
      .getOne();
    return site ? punchSiteOf(site) : null;
  }

  /** Whether `workerId` is a worker scheduled on `day` at a site `foremanId` leads. */
  async leadsWorkerOn(foremanId: string, workerId: string, day: string): Promise<boolean> {
    return this.entries.manager
      .createQueryBuilder(Schedule, 'shift')
      .innerJoin(JobSite, 'site', 'site.id = shift.jobSiteId')
      .innerJoin(User, 'worker', 'worker.id = shift.workerId')
      .where('shift.workerId = :workerId AND shift.date = :day AND shift.publishedAt IS NOT NULL AND site.foremanId = :foremanId', { workerId, day, foremanId })
      .andWhere(`worker.role = 'worker' AND worker.deactivatedAt IS NULL`)
      .getExists();
  }

  /** Whether `siteId` is a site `foremanId` leads (where a foreman may record a crew member's time). */
  async leadsSite(foremanId: string, siteId: string): Promise<boolean> {
    return this.entries.manager.getRepository(JobSite).existsBy({ id: siteId, foremanId });
  }

  /**
   * A new open entry, clocked in by the database's clock (or at `occurredAt`, flagged as sent later); the unique partial index
   * time_entries_one_open_per_user refuses a second open one. A hot writer: `quiet` keeps the
   * entry's answer triggers from notifying inside the commit, and the service publishes the same
   * tags after it (MARK_PUBLISHED_BY_APP).
   */
  async clockIn(entry: NewTimeEntry): Promise<TimeEntryJson> {
    // Raw: the quiet CTE must run before the insert's triggers, in the same statement, which QueryBuilder cannot say.
    const rows: EntryRow[] = await this.entries.query(
      `WITH ${QUIET_CTE}
       INSERT INTO time_entries (user_id, job_site_id, source, flags, clock_in, clock_in_offline, clock_in_latitude, clock_in_longitude, clock_in_accuracy)
       SELECT $1::uuid, $2::uuid, $3::time_entry_source, $4::text[], coalesce($8::timestamptz, now()), $8::timestamptz IS NOT NULL, $5::numeric, $6::numeric, $7::numeric FROM quiet
       RETURNING ${ENTRY_COLUMNS}`,
      [
        entry.userId,
        entry.jobSiteId,
        entry.source,
        entry.flags,
        decimal(entry.fix?.latitude),
        decimal(entry.fix?.longitude),
        decimal(entry.fix?.accuracy),
        entry.occurredAt,
      ],
    );
    return toTimeEntryJson(rowToEntry(rows[0]));
  }

  /**
   * The person's open entry, locked until the transaction ends (so one clock-out wins), or null.
   * It also keeps the transaction's answer triggers quiet (MARK_PUBLISHED_BY_APP, set for the rest of
   * the transaction): a clock-out is a hot writer whose service publishes the tags after the commit.
   */
  async lockOpen(manager: EntityManager, userId: string): Promise<TimeEntryJson | null> {
    const entry = await manager
      .createQueryBuilder(TimeEntry, 'entry')
      .addSelect(MARK_PUBLISHED_BY_APP, 'published_by_app')
      .setLock('pessimistic_write')
      .where('entry.userId = :userId AND entry.clockOut IS NULL', { userId })
      .getOne();
    return entry ? toTimeEntryJson(entry) : null;
  }

  /** When the person's running break began, or null when none runs. */
  async runningBreakStart(manager: EntityManager, userId: string): Promise<Date | null> {
    const running = await manager.findOne(Break, { select: { startTime: true }, where: { userId, endTime: IsNull() } });
    return running?.startTime ?? null;
  }

  /** Any job site (an entry's site may have closed since), as a punch sees it. */
  async site(manager: EntityManager, id: string): Promise<PunchSite | null> {
    const site = await manager.findOneBy(JobSite, { id });
    return site ? punchSiteOf(site) : null;
  }

  /**
   * Closes the entry by the database's clock (a microsecond after its clock-in at the earliest,
   * so clock_out > clock_in holds even for a punch out in the same instant) with its flags; or at
   * `occurredAt` (checked after the clock-in by the service), flagged as sent later.
   */
  async clockOut(manager: EntityManager, id: string, flags: TimeEntryFlag[], fix: PunchFix | null, occurredAt: Date | null): Promise<TimeEntryJson> {
    const { raw } = await manager
      .createQueryBuilder()
      .update(TimeEntry)
      .set({
        clockOut: occurredAt ?? (() => `greatest(now(), clock_in + interval '1 microsecond')`),
        clockOutOffline: occurredAt !== null,
        flags,
        clockOutLatitude: decimal(fix?.latitude),
        clockOutLongitude: decimal(fix?.longitude),
        clockOutAccuracy: decimal(fix?.accuracy),
      })
      .where('id = :id', { id })
      .returning(ENTRY_COLUMNS)
      .updateEntity(false)
      .execute();
    return toTimeEntryJson(rowToEntry((raw as EntryRow[])[0]));
  }

  /**
   * Ends the person's active break, if any, at `at` (the database's now when left out), never before
   * it began; `sentLater` when `at` is a queued clock-out's device time.
   */
  async endActiveBreak(manager: EntityManager, userId: string, at?: Date, sentLater = false): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Break)
      .set({ endTime: at ? () => 'greatest(start_time, least(now(), :at))' : () => 'greatest(start_time, now())', endOffline: sentLater })
      .where('user_id = :userId AND end_time IS NULL', { userId })
      .setParameter('at', at)
      .execute();
  }

  /**
   * The forgotten clock-out sweep, when this instance holds the sweep's lock (else null: another
   * instance is running it): every entry open longer than `maxHours` is closed at its clock-in
   * plus that many hours and flagged auto_clock_out, and its person's running break ends with it.
   * One transaction: the lock is released at its end.
   */
  async closeForgotten(maxHours: number): Promise<ClosedEntry[] | null> {
    return this.entries.manager.transaction(async (manager) => {
      // Raw: TypeORM has no expression for PostgreSQL's advisory locks.
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`)) as Array<{ locked: boolean }>;
      if (!locked) return null;
      const { raw } = await manager
        .createQueryBuilder()
        .update(TimeEntry)
        .set({ clockOut: () => 'clock_in + make_interval(hours => :maxHours)', flags: () => `array_append(flags, 'auto_clock_out')` })
        .where('clock_out IS NULL AND clock_in < now() - make_interval(hours => :maxHours)', { maxHours })
        .returning(ENTRY_COLUMNS)
        .updateEntity(false)
        .execute();
      const closed = (raw as EntryRow[]).map((row) => toTimeEntryJson(rowToEntry(row)));
      if (closed.length === 0) return [];
      for (const entry of closed) await this.endActiveBreak(manager, entry.userId, entry.clockOut ?? undefined);
      const people = await manager.find(User, {
        select: { id: true, firstName: true, lastName: true },
        where: { id: In(closed.map((entry) => entry.userId)) },
      });
      const byId = new Map(people.map((person) => [person.id, person]));
      return closed.map((entry) => ({ ...entry, firstName: byId.get(entry.userId)?.firstName ?? '', lastName: byId.get(entry.userId)?.lastName ?? '' }));
    });
  }

  /** An entry by id, or null. */
  async find(id: string): Promise<TimeEntryJson | null> {
    const entry = await this.entries.findOneBy({ id });
    return entry ? toTimeEntryJson(entry) : null;
  }

  /** Whether a job site exists (a correction may name a site that has closed since). */
  async siteExists(id: string): Promise<boolean> {
    return this.entries.manager.existsBy(JobSite, { id });
  }

  /**
   * Applies a correction and writes its trail in one transaction, under the person's week lock
   * (the one the approval and the approved-week trigger take). The entry's row is locked first and
   * the week lock taken after it, the order a clock-out and the forgotten clock-out sweep take
   * them in (their UPDATE fires the trigger), so none of them can deadlock with another; two
   * corrections of one entry apply one after the other, each diffed against what the other left.
   * Closing an open entry ends the person's running break at the new clock-out, as a clock-out
   * does. Null when there is no such entry. The database refuses an overlap
   * (time_entries_no_overlap), a clock-out before the clock-in, and an approved week
   * (time_entries_week_approved).
   */
  async correct(id: string, change: EntryChange, by: string, reason: string): Promise<{ before: TimeEntryJson; after: TimeEntryJson } | null> {
    return this.entries.manager.transaction(async (manager) => {
      const locked = await manager.createQueryBuilder(TimeEntry, 'entry').setLock('pessimistic_write').where('entry.id = :id', { id }).getOne();
      if (!locked) return null;
      await lockWeeksOf(manager, locked.userId);
      const before = toTimeEntryJson(locked);
      const after: TimeEntryJson = {
        ...before,
        clockIn: change.clockIn ?? before.clockIn,
        clockOut: change.clockOut !== undefined ? change.clockOut : before.clockOut,
        jobSiteId: change.jobSiteId !== undefined ? change.jobSiteId : before.jobSiteId,
        // A corrected entry is no longer the server's guess, and a corrected time no longer the device's.
        flags: before.flags.filter((flag) => flag !== 'auto_clock_out'),
        clockInOffline: change.clockIn !== undefined ? false : before.clockInOffline,
        clockOutOffline: change.clockOut !== undefined ? false : before.clockOutOffline,
      };
      await manager.update(
        TimeEntry,
        { id },
        {
          clockIn: after.clockIn,
          clockOut: after.clockOut,
          jobSiteId: after.jobSiteId,
          flags: after.flags,
          clockInOffline: after.clockInOffline,
          clockOutOffline: after.clockOutOffline,
        },
      );
      if (before.clockOut === null && after.clockOut !== null) await this.endActiveBreak(manager, locked.userId, new Date(after.clockOut));
      await manager.insert(TimeEntryChange, { timeEntryId: id, changedBy: by, action: 'updated', changes: diff(before, after), reason });
      return { before, after };
    });
  }

  /** Adds a closed entry an admin records for someone, with its trail (source 'admin', no flags). */
  async create(entry: { userId: string; jobSiteId: string | null; clockIn: Date; clockOut: Date }, by: string, reason: string): Promise<TimeEntryJson> {
    return this.entries.manager.transaction(async (manager) => {
      await lockWeeksOf(manager, entry.userId);
      const { raw } = await manager
        .createQueryBuilder()
        .insert()
        .into(TimeEntry)
        .values({ ...entry, source: 'admin', flags: [] })
        .returning(ENTRY_COLUMNS)
        .updateEntity(false)
        .execute();
      const created = toTimeEntryJson(rowToEntry((raw as EntryRow[])[0]));
      await manager.insert(TimeEntryChange, { timeEntryId: created.id, changedBy: by, action: 'created', changes: diff(null, created), reason });
      return created;
    });
  }

  /** Every change of an entry, oldest first, with who made it. */
  async history(id: string): Promise<TimeEntryChangeJson[]> {
    const rows = await this.entries.manager
      .createQueryBuilder(TimeEntryChange, 'change')
      .leftJoin(User, 'author', 'author.id = change.changedBy')
      .select(['change.id AS id', 'change.changedAt AS at', 'change.action AS action', 'change.changes AS changes', 'change.reason AS reason'])
      .addSelect(['author.id AS "authorId"', 'author.firstName AS "firstName"', 'author.lastName AS "lastName"'])
      .where('change.timeEntryId = :id', { id })
      .orderBy('change.changedAt')
      .addOrderBy('change.id')
      .getRawMany<{
        id: string;
        at: Date;
        action: 'created' | 'updated';
        changes: FieldChange[];
        reason: string;
        authorId: string | null;
        firstName: string | null;
        lastName: string | null;
      }>();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      action: row.action,
      by: row.authorId ? { id: row.authorId, firstName: row.firstName ?? '', lastName: row.lastName ?? '' } : null,
      changes: row.changes,
      reason: row.reason,
    }));
  }
}

/** What a correction changes: a field left out stays; `clockOut` or `jobSiteId` null clears it. */
export interface EntryChange {
  clockIn?: Date;
  clockOut?: Date | null;
  jobSiteId?: string | null;
}

/** One field's old and new value in the trail (times as ISO instants). */
export interface FieldChange {
  field: 'clockIn' | 'clockOut' | 'jobSiteId' | 'flags';
  old: string | string[] | null;
  new: string | string[] | null;
}

export interface TimeEntryChangeJson {
  id: string;
  at: Date;
  action: 'created' | 'updated';
  by: { id: string; firstName: string; lastName: string } | null;
  changes: FieldChange[];
  reason: string;
}

const asText = (value: Date | string | null): string | null => (value instanceof Date ? value.toISOString() : value);

type TrailedFields = Pick<TimeEntryJson, 'clockIn' | 'clockOut' | 'jobSiteId' | 'flags'>;

/** The fields that differ between two versions of an entry (`before` null: a new entry, every field set). */
function diff(before: TrailedFields | null, after: TrailedFields): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of ['clockIn', 'clockOut', 'jobSiteId'] as const) {
    const old = before ? asText(before[field]) : null;
    const next = asText(after[field]);
    if (old !== next) changes.push({ field, old, new: next });
  }
  const oldFlags = before?.flags ?? [];
  if (oldFlags.join() !== after.flags.join()) changes.push({ field: 'flags', old: oldFlags, new: after.flags });
  return changes;
}

/**
 * The person's week lock, until the transaction ends: approvals, corrections and the approved-week
 * trigger (time_entries_refuse_approved_week, same key) take it, so none passes another unseen.
 */
export async function lockWeeksOf(manager: EntityManager, userId: string): Promise<void> {
  // Raw: TypeORM has no expression for PostgreSQL's advisory locks.
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:timesheet-week'), hashtext($1::text))`, [userId]);
}
