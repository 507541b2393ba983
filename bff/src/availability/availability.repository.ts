// Availability's queries and their JSON: a worker's standing availability per weekday.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Availability } from './availability.entity';

export interface AvailabilityJson {
  dayOfWeek: number;
  available: boolean;
  notes: string | null;
  /** When the worker last saved this day; null for a day never saved (available by default). */
  updatedAt: Date | null;
}

function toAvailabilityJson(row: Pick<Availability, 'dayOfWeek' | 'available' | 'notes' | 'updatedAt'>): AvailabilityJson {
  return { dayOfWeek: row.dayOfWeek, available: row.available, notes: row.notes, updatedAt: row.updatedAt };
}

@Injectable()
export class AvailabilityRepository {
  constructor(@InjectRepository(Availability) private readonly availability: Repository<Availability>) {}

  /** The days the user ever saved, in no particular order. */
  async savedDays(userId: string): Promise<AvailabilityJson[]> {
    return (await this.availability.find({ where: { userId } })).map(toAvailabilityJson);
  }

  /** One weekday of one user: an upsert on (user_id, day_of_week), safe under concurrent saves. */
  async save(userId: string, day: Pick<Availability, 'dayOfWeek' | 'available' | 'notes'>): Promise<AvailabilityJson> {
    const result = await this.availability
      .createQueryBuilder()
      .insert()
      .values({ userId, dayOfWeek: day.dayOfWeek, available: day.available, notes: day.notes })
      .orUpdate(['available', 'notes', 'updated_at'], ['user_id', 'day_of_week'])
      .returning(`day_of_week AS "dayOfWeek", available, notes, updated_at AS "updatedAt"`)
      .updateEntity(false)
      .execute();
    return toAvailabilityJson((result.raw as Availability[])[0]);
  }

  /** The user's saved row for one weekday (null when never saved, i.e. available). */
  forDay(userId: string, dayOfWeek: number): Promise<Availability | null> {
    return this.availability.findOneBy({ userId, dayOfWeek });
  }
}
