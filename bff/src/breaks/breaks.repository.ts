// Breaks' queries and their JSON: Time Tracking reads today's breaks and starts and ends one.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Not, Repository } from 'typeorm';
import { TimeEntry } from '../time-entries/time-entry.entity';
import { QUIET_CTE } from '../answers/answers.service';
import { prepared, runPrepared } from '../common/prepared-query';
import { Break, BreakType } from './break.entity';

export interface BreakJson {
  id: string;
  date: string;
  breakType: BreakType;
  startTime: Date;
  endTime: Date | null;
  /** Whole minutes of a completed break; null while it runs. */
  durationMinutes: number | null;
  /** The start is the device's time, sent later (`occurredAt`, made while offline). */
  startOffline: boolean;
  /** The end is the device's time, sent later (its own, or its entry's clock-out's). */
  endOffline: boolean;
}

export function wholeMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 60_000);
}

type BreakFields = Pick<Break, 'id' | 'date' | 'breakType' | 'startTime' | 'endTime' | 'startOffline' | 'endOffline'>;

function toBreakJson(entry: BreakFields): BreakJson {
  return {
    id: entry.id,
    date: entry.date,
    breakType: entry.breakType,
    startTime: entry.startTime,
    endTime: entry.endTime,
    durationMinutes: entry.endTime ? wholeMinutes(entry.startTime, entry.endTime) : null,
    startOffline: entry.startOffline,
    endOffline: entry.endOffline,
  };
}

/**
 * Time Tracking's two writes, each one round trip: the row comes back from the
 * statement itself instead of a second read. Prepared statements (the bench's hot writes), their
 * columns named as the entity names them. `quiet` keeps the breaks' answer triggers from notifying
 * inside the commit (MARK_PUBLISHED_BY_APP): the service publishes the same tags after it.
 */
const BREAK_COLUMNS = `id, date, break_type AS "breakType", start_time AS "startTime", end_time AS "endTime", start_offline AS "startOffline", end_offline AS "endOffline"`;
/** $4: when it began for a break sent later (flagged start_offline), else null: now. */
const START_BREAK = prepared(
  'breaks-start',
  `WITH ${QUIET_CTE}
   INSERT INTO breaks (user_id, date, break_type, start_time, start_offline)
   SELECT $1::uuid, $2::date, $3::break_type, coalesce($4::timestamptz, now()), $4::timestamptz IS NOT NULL FROM quiet RETURNING ${BREAK_COLUMNS}`,
);
/** $3: when it ended for an end sent later (flagged end_offline; never before its start), else null: now. */
const END_BREAK = prepared(
  'breaks-end',
  `WITH ${QUIET_CTE}
   UPDATE breaks SET end_time = coalesce($3::timestamptz, greatest(now(), start_time)), end_offline = $3::timestamptz IS NOT NULL FROM quiet
    WHERE id = $1 AND user_id = $2 AND end_time IS NULL AND ($3::timestamptz IS NULL OR start_time <= $3::timestamptz) RETURNING ${BREAK_COLUMNS}`,
);

@Injectable()
export class BreaksRepository {
  constructor(@InjectRepository(Break) private readonly breaks: Repository<Break>) {}

  /** The user's newest `limit` breaks of `day` or still running, oldest first. */
  async newestOfDay(userId: string, day: string, limit: number): Promise<BreakJson[]> {
    const newest = await this.breaks.find({
      where: [
        { userId, date: day },
        { userId, endTime: IsNull() },
      ],
      order: { startTime: 'DESC', id: 'DESC' },
      take: limit,
    });
    return newest.reverse().map(toBreakJson);
  }

  /**
   * A break starting now, or at `occurredAt` (sent later); the unique partial index
   * breaks_one_active_per_user refuses a second active one.
   */
  async start(userId: string, day: string, breakType: BreakType, occurredAt: Date | null): Promise<BreakJson> {
    const [row] = await runPrepared<BreakFields>(this.breaks, START_BREAK, [userId, day, breakType, occurredAt]);
    return toBreakJson(row);
  }

  /** Ends the user's break `id` if it still runs (and began by `occurredAt`, when given); else null. */
  async end(userId: string, id: string, occurredAt: Date | null): Promise<BreakJson | null> {
    const [row] = await runPrepared<BreakFields>(this.breaks, END_BREAK, [id, userId, occurredAt]);
    return row ? toBreakJson(row) : null;
  }

  /** The user's break `id` (whether it has ended), or null when no such break is theirs. */
  async find(userId: string, id: string): Promise<Pick<Break, 'endTime'> | null> {
    return this.breaks.findOne({ select: { id: true, endTime: true }, where: { id, userId } });
  }

  /** Whether the user has an open time entry clocked in by `at` (where a break sent later must lie). */
  async clockedInBy(userId: string, at: Date): Promise<boolean> {
    return this.breaks.manager.existsBy(TimeEntry, { userId, clockOut: IsNull(), clockIn: LessThanOrEqual(at) });
  }

  /** When the user's latest finished break ended, or null (breaks do not overlap: the latest to start, by breaks_user_start). */
  async lastBreakEnd(userId: string): Promise<Date | null> {
    const latest = await this.breaks.findOne({ select: { id: true, endTime: true }, where: { userId, endTime: Not(IsNull()) }, order: { startTime: 'DESC' } });
    return latest?.endTime ?? null;
  }
}
