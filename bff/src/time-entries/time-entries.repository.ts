// Time entries' queries and their JSON: the time clock's punches, the person's open entry, the
// checks a punch for someone else needs, and the sweep that closes forgotten entries.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Repository } from 'typeorm';
import { Break } from '../breaks/break.entity';
import { JobSite } from '../job-sites/job-site.entity';
import { Schedule } from '../schedules/schedule.entity';
import { User } from '../users/user.entity';
import type { SiteFence } from './punch-location';
import { TimeEntry, TimeEntryFlag, TimeEntrySource } from './time-entry.entity';

export interface TimeEntryJson {
  id: string;
  userId: string;
  jobSiteId: string | null;
  clockIn: Date;
  clockOut: Date | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
}

export function toTimeEntryJson(entry: Pick<TimeEntry, 'id' | 'userId' | 'jobSiteId' | 'clockIn' | 'clockOut' | 'source' | 'flags'>): TimeEntryJson {
  return {
    id: entry.id,
    userId: entry.userId,
    jobSiteId: entry.jobSiteId,
    clockIn: entry.clockIn,
    clockOut: entry.clockOut,
    source: entry.source,
    flags: entry.flags,
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
}

/** An entry the forgotten clock-out sweep closed, with what its notifications say. */
export interface ClosedEntry extends TimeEntryJson {
  firstName: string;
  lastName: string;
}

/** The sweep's advisory lock: one instance closes forgotten entries at a time. */
const SWEEP_LOCK = `hashtext('groundwork:forgotten-clock-outs')`;

const ENTRY_COLUMNS = 'id, user_id, job_site_id, clock_in, clock_out, source, flags';

/** A row of ENTRY_COLUMNS as a RETURNING clause gives it. */
interface EntryRow {
  id: string;
  user_id: string;
  job_site_id: string | null;
  clock_in: Date;
  clock_out: Date | null;
  source: TimeEntrySource;
  flags: TimeEntryFlag[];
}

function rowToEntry(row: EntryRow): Pick<TimeEntry, 'id' | 'userId' | 'jobSiteId' | 'clockIn' | 'clockOut' | 'source' | 'flags'> {
  return { id: row.id, userId: row.user_id, jobSiteId: row.job_site_id, clockIn: row.clock_in, clockOut: row.clock_out, source: row.source, flags: row.flags };
}

const decimal = (value: number | undefined): string | null => (value === undefined ? null : String(value));

@Injectable()
export class TimeEntriesRepository {
  constructor(@InjectRepository(TimeEntry) private readonly entries: Repository<TimeEntry>) {}

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

  /** The active site the person is scheduled at on `day` (the earliest shift's), or null. */
  async scheduledSite(userId: string, day: string): Promise<PunchSite | null> {
    const site = await this.entries.manager
      .createQueryBuilder(JobSite, 'site')
      .innerJoin(Schedule, 'shift', 'shift.jobSiteId = site.id')
      .where('shift.workerId = :userId AND shift.date = :day AND site.status = :active', { userId, day, active: 'active' })
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
      .where('shift.workerId = :workerId AND shift.date = :day AND site.foremanId = :foremanId', { workerId, day, foremanId })
      .andWhere(`worker.role = 'worker' AND worker.deactivatedAt IS NULL`)
      .getExists();
  }

  /**
   * A new open entry, clocked in by the database's clock; the unique partial index
   * time_entries_one_open_per_user refuses a second open one.
   */
  async clockIn(entry: NewTimeEntry): Promise<TimeEntryJson> {
    const { raw } = await this.entries
      .createQueryBuilder()
      .insert()
      .values({
        userId: entry.userId,
        jobSiteId: entry.jobSiteId,
        source: entry.source,
        flags: entry.flags,
        clockIn: () => 'now()',
        clockInLatitude: decimal(entry.fix?.latitude),
        clockInLongitude: decimal(entry.fix?.longitude),
        clockInAccuracy: decimal(entry.fix?.accuracy),
      })
      .returning(ENTRY_COLUMNS)
      .updateEntity(false)
      .execute();
    return toTimeEntryJson(rowToEntry((raw as EntryRow[])[0]));
  }

  /** The person's open entry, locked until the transaction ends (so one clock-out wins), or null. */
  async lockOpen(manager: EntityManager, userId: string): Promise<TimeEntryJson | null> {
    const entry = await manager
      .createQueryBuilder(TimeEntry, 'entry')
      .setLock('pessimistic_write')
      .where('entry.userId = :userId AND entry.clockOut IS NULL', { userId })
      .getOne();
    return entry ? toTimeEntryJson(entry) : null;
  }

  /** Any job site (an entry's site may have closed since), as a punch sees it. */
  async site(manager: EntityManager, id: string): Promise<PunchSite | null> {
    const site = await manager.findOneBy(JobSite, { id });
    return site ? punchSiteOf(site) : null;
  }

  /**
   * Closes the entry by the database's clock (a microsecond after its clock-in at the earliest,
   * so clock_out > clock_in holds even for a punch out in the same instant) with its flags.
   */
  async clockOut(manager: EntityManager, id: string, flags: TimeEntryFlag[], fix: PunchFix | null): Promise<TimeEntryJson> {
    const { raw } = await manager
      .createQueryBuilder()
      .update(TimeEntry)
      .set({
        clockOut: () => `greatest(now(), clock_in + interval '1 microsecond')`,
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

  /** Ends the person's active break, if any, at `at` (the database's now when left out), never before it began. */
  async endActiveBreak(manager: EntityManager, userId: string, at?: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Break)
      .set({ endTime: at ? () => 'greatest(start_time, least(now(), :at))' : () => 'greatest(start_time, now())' })
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
}
