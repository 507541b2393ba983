import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { isUniqueViolation } from '../common/database-errors';
import { todayIso } from '../common/calendar';
import { NotificationsService } from '../notifications/notifications.service';
import { AutomaticReorderService, type ShortageReport } from '../supply-orders/automatic-reorder.service';
import type { User } from '../users/user.entity';
import type { SubmitInventoryCheckDto } from './dto/submit-inventory-check.dto';
import { CHECK_ALL_ITEMS, checklistProblem, INVENTORY_ITEMS } from './inventory-items';
import { InventoryCheckJson, InventoryRepository } from './inventory.repository';
import { itemKey, readShortages } from './shortage-lines';
import { msg } from '../i18n/message';

export type { InventoryCheckJson } from './inventory.repository';

/** GET /api/inventory/today: the server's date and the caller's check for it (null until done). */
export interface InventoryTodayJson {
  date: string;
  /** The checklist's items, in order: the page shows exactly what the server will accept. */
  checklist: readonly string[];
  check: InventoryCheckJson | null;
}

export const ALREADY_CHECKED = msg('errors.inventory.alreadyChecked');

@Injectable()
export class InventoryService {
  private readonly logger = new Logger(InventoryService.name);

  constructor(
    private readonly checks: InventoryRepository,
    private readonly notifications: NotificationsService,
    private readonly reorder: AutomaticReorderService,
  ) {}

  async today(userId: string): Promise<InventoryTodayJson> {
    const date = todayIso();
    return { date, checklist: INVENTORY_ITEMS, check: await this.checks.findOfDay(userId, date) };
  }

  /** When the user completed today's check, or null (the Start Job gate). */
  completedTodayAt(userId: string): Promise<Date | null> {
    return this.completedOn(userId, todayIso());
  }

  /** When the person completed the check of `date` (a Start Job sent later asks of the day it was made). */
  completedOn(userId: string, date: string): Promise<Date | null> {
    return this.checks.completedAt(userId, date);
  }

  /**
   * Stores today's completed check (once per user per day), then hands its shortages on. An item
   * marked short counts as checked: the checklist is complete when each is ticked or short.
   */
  async submit(user: User, body: SubmitInventoryCheckDto): Promise<InventoryCheckJson> {
    const date = todayIso();
    if (body.date !== undefined && body.date !== date) throw new BadRequestException(msg('errors.inventory.todayOnly', { date }));
    if (body.completed === false) throw new BadRequestException(CHECK_ALL_ITEMS);
    const reported = readShortages(body.shortages);
    const problem = checklistProblem(body.items, new Set(reported.shortages.map((shortage) => itemKey(shortage.itemName))));
    if (problem) throw new BadRequestException(problem);
    const items = Object.fromEntries(INVENTORY_ITEMS.map((name) => [name, body.items[name] === true]));

    let saved: InventoryCheckJson;
    try {
      saved = await this.checks.insert({ userId: user.id, date, items, shortages: reported.lines, completed: true });
    } catch (error) {
      if (isUniqueViolation(error, 'daily_inventory_checks_one_per_user_per_day')) throw new ConflictException(ALREADY_CHECKED);
      throw error;
    }
    if (reported.lines.length > 0) {
      await this.handOnShortages(user, reported.lines, { date, shortages: reported.shortages, unreadable: reported.unreadable, reportedById: user.id });
    }
    return saved;
  }

  /**
   * The one place a completed check's shortages leave the inventory domain: the admins are told
   * who reported what, and the automatic reorder orders what the price database knows (once per
   * item and day). The check is already stored, so a failure here is logged and never undoes it.
   */
  private async handOnShortages(reporter: User, lines: readonly string[], shortages: ShortageReport): Promise<void> {
    try {
      const message = msg('notifications.inventory.shortage.message', {
        name: `${reporter.firstName} ${reporter.lastName}`,
        date: shortages.date,
        lines: lines.join('; ').slice(0, 2000),
      });
      await this.notifications.notifyRole('admin', msg('notifications.inventory.shortage.title'), message, ['Inventory'], null, {
        kind: 'inventory_check',
        id: null,
      });
      await this.reorder.reorderForShortages(shortages);
    } catch (error) {
      this.logger.error(`Could not hand on the shortages of ${reporter.id} on ${shortages.date}: ${(error as Error).message}`);
    }
  }
}
