import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { todayIso } from '../common/calendar';
import { prepared, runPrepared } from '../common/prepared-query';
import { Break, BreakType } from './break.entity';

export interface BreakJson {
  id: string;
  date: string;
  breakType: BreakType;
  startTime: Date;
  endTime: Date | null;
  /** Whole minutes of a completed break (spec 9); null while it runs. */
  durationMinutes: number | null;
}

export const BREAK_ALREADY_ACTIVE = 'You already have an active break';

export function wholeMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 60_000);
}

function toBreakJson(entry: Break): BreakJson {
  return {
    id: entry.id,
    date: entry.date,
    breakType: entry.breakType,
    startTime: entry.startTime,
    endTime: entry.endTime,
    durationMinutes: entry.endTime ? wholeMinutes(entry.startTime, entry.endTime) : null,
  };
}

interface BreakRow {
  id: string;
  date: string;
  break_type: BreakType;
  start_time: Date;
  end_time: Date | null;
}

function rowToJson(row: BreakRow): BreakJson {
  return toBreakJson(Object.assign(new Break(), { id: row.id, date: row.date, breakType: row.break_type, startTime: row.start_time, endTime: row.end_time }));
}

/**
 * Time Tracking's two writes, each one round trip (issue 9): the row comes back from the
 * statement itself instead of a second read.
 */
const BREAK_COLUMNS = 'id, date, break_type, start_time, end_time';
const START_BREAK = prepared('breaks-start', `INSERT INTO breaks (user_id, date, break_type) VALUES ($1, $2, $3) RETURNING ${BREAK_COLUMNS}`);
const END_BREAK = prepared(
  'breaks-end',
  `UPDATE breaks SET end_time = greatest(now(), start_time) WHERE id = $1 AND user_id = $2 AND end_time IS NULL RETURNING ${BREAK_COLUMNS}`,
);

/**
 * Bounds today's list (issue 9: a list that grows stays bounded): far above a real day's breaks
 * (a handful), reached only by a script starting and ending breaks in a loop.
 */
export const TODAY_BREAKS_LIMIT = 100;

@Injectable()
export class BreaksService {
  constructor(@InjectRepository(Break) private readonly breaks: Repository<Break>) {}

  /** Today's breaks and the active one (even if it began before midnight), by start time. */
  async today(userId: string): Promise<BreakJson[]> {
    // The newest TODAY_BREAKS_LIMIT, shown oldest first. The active break is always among them: it
    // is the newest (one active at a time, and none starts while one runs).
    const newest = await this.breaks.find({
      where: [{ userId, date: todayIso() }, { userId, endTime: IsNull() }],
      order: { startTime: 'DESC', id: 'DESC' },
      take: TODAY_BREAKS_LIMIT,
    });
    return newest.reverse().map(toBreakJson);
  }

  /** Starts a break now; the unique partial index refuses a second active one, however close the clicks. */
  async start(userId: string, breakType: BreakType): Promise<BreakJson> {
    try {
      const [row] = await runPrepared<BreakRow>(this.breaks, START_BREAK, [userId, todayIso(), breakType]);
      return rowToJson(row);
    } catch (error) {
      if (isUniqueViolation(error, 'breaks_one_active_per_user')) throw new ConflictException(BREAK_ALREADY_ACTIVE);
      throw error;
    }
  }

  /** Ends the caller's own active break, once; someone else's break is not found. */
  async end(userId: string, id: string): Promise<BreakJson> {
    const [row] = await runPrepared<BreakRow>(this.breaks, END_BREAK, [id, userId]);
    if (!row) {
      const existing = await this.breaks.findOneBy({ id, userId });
      if (!existing) throw new NotFoundException('Break not found');
      throw new ConflictException('This break has already ended');
    }
    return rowToJson(row);
  }
}
