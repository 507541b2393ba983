import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { todayIso } from '../common/calendar';
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

@Injectable()
export class BreaksService {
  constructor(@InjectRepository(Break) private readonly breaks: Repository<Break>) {}

  /** Today's breaks and the active one (even if it began before midnight), by start time. */
  async today(userId: string): Promise<BreakJson[]> {
    const found = await this.breaks.find({
      where: [{ userId, date: todayIso() }, { userId, endTime: IsNull() }],
      order: { startTime: 'ASC', id: 'ASC' },
    });
    return found.map(toBreakJson);
  }

  /** Starts a break now; the unique partial index refuses a second active one, however close the clicks. */
  async start(userId: string, breakType: BreakType): Promise<BreakJson> {
    try {
      const [row]: Array<{ id: string }> = await this.breaks.query(
        `INSERT INTO breaks (user_id, date, break_type) VALUES ($1, $2, $3) RETURNING id`,
        [userId, todayIso(), breakType],
      );
      return toBreakJson(await this.breaks.findOneByOrFail({ id: row.id }));
    } catch (error) {
      if (isUniqueViolation(error, 'breaks_one_active_per_user')) throw new ConflictException(BREAK_ALREADY_ACTIVE);
      throw error;
    }
  }

  /** Ends the caller's own active break, once; someone else's break is not found. */
  async end(userId: string, id: string): Promise<BreakJson> {
    const rows: [Array<{ id: string }>, number] = await this.breaks.query(
      `UPDATE breaks SET end_time = greatest(now(), start_time) WHERE id = $1 AND user_id = $2 AND end_time IS NULL RETURNING id`,
      [id, userId],
    );
    if (rows[1] === 0) {
      const existing = await this.breaks.findOneBy({ id, userId });
      if (!existing) throw new NotFoundException('Break not found');
      throw new ConflictException('This break has already ended');
    }
    return toBreakJson(await this.breaks.findOneByOrFail({ id }));
  }
}
