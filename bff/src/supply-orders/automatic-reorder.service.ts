// Automatic reorder (landing page: "automated reordering"): the shortages of a daily inventory
// check that match priced items become pending supply orders, shipped to the company address, and
// the admins are told what was ordered and which shortages no price matched.
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { formatMoney, fromCents, toCents } from '../common/money';
import { isCalendarDate } from '../common/validators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { VendorPricesService } from '../vendor-prices/vendor-prices.service';
import type { Vendor, VendorPrice } from '../vendor-prices/vendor-price.entity';
import { AutomaticReorderItem } from './automatic-reorder-item.entity';
import { comparePrices, DEFAULT_VENDOR, VENDOR_NAMES } from './price-comparison';
import { SupplyOrder } from './supply-order.entity';
import { orderNumber, SupplyOrderJson, toSupplyOrderJson } from './supply-order-json';

export interface ShortageReport {
  /** The inventory check's date, YYYY-MM-DD. */
  date: string;
  /** The check's shortage lines as typed (an item name each). */
  shortages: readonly string[];
  reportedById: string | null;
}

export interface AutomaticReorderResult {
  /** The orders placed by this report (none when everything was already ordered that day). */
  orders: SupplyOrderJson[];
  /** Shortage lines that match no item in the price database. */
  unmatched: string[];
  /** Priced items that no vendor has in stock: not ordered. */
  outOfStock: string[];
  /** Items an earlier report of the same day already ordered. */
  alreadyOrdered: string[];
}

@Injectable()
export class AutomaticReorderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vendorPrices: VendorPricesService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  async reorderForShortages({ date, shortages, reportedById }: ShortageReport): Promise<AutomaticReorderResult> {
    if (!isCalendarDate(date)) throw new Error(`reorderForShortages needs a YYYY-MM-DD date, got ${date}`);
    const lines = uniqueIgnoringCase(shortages);
    const prices = await this.vendorPrices.pricesMatchingLoosely(lines);
    const itemByLine = new Map(prices.map((price) => [price.itemName.toLowerCase(), price.itemName]));
    const unmatched = lines.filter((line) => !itemByLine.has(line.toLowerCase()));
    const items = [...new Set(lines.map((line) => itemByLine.get(line.toLowerCase())).filter((item): item is string => !!item))];

    const placed = await this.dataSource.transaction(async (manager) => {
      // One report of a date at a time, so two simultaneous reports cannot both order an item
      // (the ledger's primary key would refuse the second anyway).
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:automatic-reorder'), hashtext($1))`, [date]);
      const ordered = items.length
        ? await manager.getRepository(AutomaticReorderItem).createQueryBuilder('line').where('line.inventoryDate = :date AND line.itemName IN (:...items)', { date, items }).getMany()
        : [];
      const alreadyOrdered = ordered.map((line) => line.itemName);
      const toOrder = items.filter((item) => !alreadyOrdered.includes(item));
      const { groups, outOfStock } = vendorGroups(toOrder, prices);
      const orders: SupplyOrder[] = [];
      for (const group of groups) orders.push(await this.placeOrder(manager, date, group));
      return { orders, alreadyOrdered, outOfStock };
    });

    const result = { orders: placed.orders.map(toSupplyOrderJson), unmatched, outOfStock: placed.outOfStock, alreadyOrdered: placed.alreadyOrdered };
    await this.notifyAdmins(date, result, reportedById);
    return result;
  }

  private async placeOrder(manager: EntityManager, date: string, group: VendorGroup): Promise<SupplyOrder> {
    const { address, city, state, zip } = this.config.companyAddress;
    const order = await manager.save(
      manager.create(SupplyOrder, {
        items: group.items,
        vendor: group.vendor,
        totalCost: group.totalCost,
        shippingAddress: address,
        shippingCity: city,
        shippingState: state,
        shippingZip: zip,
        automatic: true,
        createdById: null,
      }),
    );
    await manager.insert(
      AutomaticReorderItem,
      group.items.map((itemName) => ({ inventoryDate: date, itemName, supplyOrderId: order.id })),
    );
    return manager.findOneByOrFail(SupplyOrder, { id: order.id });
  }

  /** Admins hear of each order placed and of shortages nothing could be ordered for. */
  private async notifyAdmins(date: string, result: AutomaticReorderResult, reportedById: string | null): Promise<void> {
    const parts = result.orders.map(
      (order) => `Ordered ${order.items.join(', ')} at ${VENDOR_NAMES[order.vendor]} for ${formatMoney(order.totalCost)} (order ${orderNumber(order.id)}).`,
    );
    if (result.outOfStock.length) parts.push(`Out of stock at both vendors: ${result.outOfStock.join(', ')}.`);
    if (result.unmatched.length) parts.push(`Not in the price database: ${result.unmatched.join(', ')}.`);
    if (parts.length === 0) return;
    const reporter = reportedById ? await this.users.findById(reportedById) : null;
    const intro = `The inventory check of ${date}${reporter ? ` by ${reporter.firstName} ${reporter.lastName}` : ''} reported shortages.`;
    const title = result.orders.length ? 'Automatic supply order' : 'Shortages not reordered';
    const message = `${intro} ${parts.join(' ')}`.slice(0, 2000);
    // One notification may tell of several orders: it links to the orders' page, not to one.
    await this.notifications.notifyRole('admin', title, message, ['SupplyOrder'], null, { kind: 'supply_order', id: result.orders.length === 1 ? result.orders[0].id : null });
  }
}

interface VendorGroup {
  vendor: Vendor;
  items: string[];
  totalCost: string;
}

/**
 * Where to order: everything at the recommended vendor when one has every item in stock;
 * otherwise each item at the cheaper vendor that has it in stock (one order per vendor), so no
 * order is placed with a vendor that is not fully available for it.
 */
function vendorGroups(items: string[], prices: readonly VendorPrice[]): { groups: VendorGroup[]; outOfStock: string[] } {
  if (items.length === 0) return { groups: [], outOfStock: [] };
  const comparison = comparePrices(items, prices);
  if (comparison.recommendation) {
    const vendor = comparison.recommendation;
    return { groups: [{ vendor, items, totalCost: comparison[vendor].totalCost }], outOfStock: [] };
  }
  const byVendor = new Map<Vendor, { items: string[]; cents: bigint }>();
  const outOfStock: string[] = [];
  for (const detail of comparison.itemDetails) {
    const offers = (['menards', 'lowes'] as const)
      .filter((vendor) => detail[vendor]?.inStock)
      .map((vendor) => ({ vendor, cents: toCents(detail[vendor]!.price) }))
      .sort((a, b) => (a.cents === b.cents ? (a.vendor === DEFAULT_VENDOR ? -1 : 1) : a.cents < b.cents ? -1 : 1));
    const best = offers[0];
    if (!best) {
      outOfStock.push(detail.itemName);
      continue;
    }
    const group = byVendor.get(best.vendor) ?? { items: [], cents: 0n };
    group.items.push(detail.itemName);
    group.cents += best.cents;
    byVendor.set(best.vendor, group);
  }
  const groups = [...byVendor].map(([vendor, group]) => ({ vendor, items: group.items, totalCost: fromCents(group.cents) }));
  return { groups, outOfStock };
}

function uniqueIgnoringCase(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    unique.push(trimmed);
  }
  return unique;
}
