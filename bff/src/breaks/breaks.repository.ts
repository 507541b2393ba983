// Breaks' queries and their JSON: Time Tracking reads today's breaks and starts and ends one.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
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
}

export function wholeMinutes(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 60_000);
}

type BreakFields = Pick<Break, 'id' | 'date' | 'breakType' | 'startTime' | 'endTime'>;

function toBreakJson(entry: BreakFields): BreakJson {
  return {
    id: entry.id,
    date: entry.date,
    breakType: entry.breakType,
    startTime: entry.startTime,
    endTime: entry.endTime,
    durationMinutes: entry.endTime ? wholeMinutes(entry.startTime, entry.endTime) : null,
  };
}

/**
 * Time Tracking's two writes, each one round trip: the row comes back from the
 * statement itself instead of a second read. Prepared statements (the bench's hot writes), their
 * columns named as the entity names them. `quiet` keeps the breaks' answer triggers from notifying
 * inside the commit (MARK_PUBLISHED_BY_APP): the service publishes the same tags after it.
 */
const BREAK_COLUMNS = `id, date, break_type AS "breakType", start_time AS "startTime", end_time AS "endTime"`;
const START_BREAK = prepared(
  'breaks-start',
  `WITH ${QUIET_CTE}
   INSERT INTO breaks (user_id, date, break_type) SELECT $1::uuid, $2::date, $3::break_type FROM quiet RETURNING ${BREAK_COLUMNS}`,
);
const END_BREAK = prepared(
  'breaks-end',
  `WITH ${QUIET_CTE}
   UPDATE breaks SET end_time = greatest(now(), start_time) FROM quiet
    WHERE id = $1 AND user_id = $2 AND end_time IS NULL RETURNING ${BREAK_COLUMNS}`,
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

  /** A break starting now; the unique partial index breaks_one_active_per_user refuses a second active one. */
  async start(userId: string, day: string, breakType: BreakType): Promise<BreakJson> {
    const [row] = await runPrepared<BreakFields>(this.breaks, START_BREAK, [userId, day, breakType]);
    return toBreakJson(row);
  }

  /** Ends the user's break `id` if it still runs; null when no such running break is theirs. */
  async end(userId: string, id: string): Promise<BreakJson | null> {
    const [row] = await runPrepared<BreakFields>(this.breaks, END_BREAK, [id, userId]);
    return row ? toBreakJson(row) : null;
  }

  async exists(userId: string, id: string): Promise<boolean> {
    return this.breaks.existsBy({ id, userId });
  }
}
