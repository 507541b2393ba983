import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Availability } from './availability.entity';
import type { SaveAvailabilityDto } from './dto/save-availability.dto';

export interface AvailabilityJson {
  dayOfWeek: number;
  available: boolean;
  notes: string | null;
  /** When the worker last saved this day; null for a day never saved (available by default). */
  updatedAt: Date | null;
}

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

function toJson(row: Availability): AvailabilityJson {
  return { dayOfWeek: row.dayOfWeek, available: row.available, notes: row.notes, updatedAt: row.updatedAt };
}

@Injectable()
export class AvailabilityService {
  constructor(@InjectRepository(Availability) private readonly availability: Repository<Availability>) {}

  /** The seven days, Sunday to Saturday; a day never saved counts as available with no notes. */
  async week(userId: string): Promise<AvailabilityJson[]> {
    const saved = await this.availability.find({ where: { userId } });
    const byDay = new Map(saved.map((row) => [row.dayOfWeek, row]));
    return DAYS_OF_WEEK.map((day) => {
      const row = byDay.get(day);
      return row ? toJson(row) : { dayOfWeek: day, available: true, notes: null, updatedAt: null };
    });
  }

  /** One weekday of one worker: an upsert on (user_id, day_of_week), safe under concurrent saves. */
  async save(userId: string, input: SaveAvailabilityDto): Promise<AvailabilityJson> {
    const notes = input.notes ? input.notes : null;
    const rows = (await this.availability.query(
      `INSERT INTO availability (user_id, day_of_week, available, notes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, day_of_week) DO UPDATE SET available = EXCLUDED.available, notes = EXCLUDED.notes, updated_at = now()
       RETURNING day_of_week AS "dayOfWeek", available, notes, updated_at AS "updatedAt"`,
      [userId, input.dayOfWeek, input.available, notes],
    )) as AvailabilityJson[];
    return rows[0];
  }

  /** The worker's saved row for one weekday (null when never saved, i.e. available). */
  forDay(userId: string, dayOfWeek: number): Promise<Availability | null> {
    return this.availability.findOneBy({ userId, dayOfWeek });
  }
}
