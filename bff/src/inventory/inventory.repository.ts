// The daily inventory checks' queries and their JSON: a person's check of a day, and storing one.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DailyInventoryCheck } from './daily-inventory-check.entity';

export interface InventoryCheckJson {
  id: string;
  date: string;
  items: Record<string, boolean>;
  shortages: string[];
  completed: boolean;
  createdAt: Date;
}

export type NewInventoryCheck = Pick<DailyInventoryCheck, 'userId' | 'date' | 'items' | 'shortages' | 'completed'>;

function toInventoryCheckJson(check: DailyInventoryCheck): InventoryCheckJson {
  return { id: check.id, date: check.date, items: check.items, shortages: check.shortages, completed: check.completed, createdAt: check.createdAt };
}

@Injectable()
export class InventoryRepository {
  constructor(@InjectRepository(DailyInventoryCheck) private readonly checks: Repository<DailyInventoryCheck>) {}

  async findOfDay(userId: string, date: string): Promise<InventoryCheckJson | null> {
    const check = await this.checks.findOneBy({ userId, date });
    return check ? toInventoryCheckJson(check) : null;
  }

  /** When the user completed their check of `date`, or null. */
  async completedAt(userId: string, date: string): Promise<Date | null> {
    const check = await this.checks.findOne({ where: { userId, date, completed: true }, select: { id: true, createdAt: true } });
    return check?.createdAt ?? null;
  }

  /** Stores a check; daily_inventory_checks_one_per_user_per_day refuses a second of the day. */
  async insert(check: NewInventoryCheck): Promise<InventoryCheckJson> {
    return toInventoryCheckJson(await this.checks.save(this.checks.create(check)));
  }
}
