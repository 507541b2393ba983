import { Injectable } from '@nestjs/common';
import type { Availability } from './availability.entity';
import { AvailabilityJson, AvailabilityRepository } from './availability.repository';
import type { SaveAvailabilityDto } from './dto/save-availability.dto';

export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

@Injectable()
export class AvailabilityService {
  constructor(private readonly availability: AvailabilityRepository) {}

  /** The seven days, Sunday to Saturday; a day never saved counts as available with no notes. */
  async week(userId: string): Promise<AvailabilityJson[]> {
    const saved = await this.availability.savedDays(userId);
    const byDay = new Map(saved.map((row) => [row.dayOfWeek, row]));
    return DAYS_OF_WEEK.map((day) => {
      const row = byDay.get(day);
      return row ?? { dayOfWeek: day, available: true, notes: null, updatedAt: null };
    });
  }

  /** One weekday of one worker, saved over what was (concurrent saves: the last one stands); empty notes are none. */
  save(userId: string, input: SaveAvailabilityDto): Promise<AvailabilityJson> {
    return this.availability.save(userId, { dayOfWeek: input.dayOfWeek, available: input.available, notes: input.notes ? input.notes : null });
  }

  /** The worker's saved row for one weekday (null when never saved, i.e. available). */
  forDay(userId: string, dayOfWeek: number): Promise<Availability | null> {
    return this.availability.forDay(userId, dayOfWeek);
  }
}
