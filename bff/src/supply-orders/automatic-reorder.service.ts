// Automatic reorder (landing page: "automated reordering"): the shortages of a daily inventory
// check that match priced items become pending supply orders for the quantity found short, shipped
// to the company address, and the admins are told what was ordered and what could not be.
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toCents } from '../common/money';
import { isCalendarDate } from '../common/validators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { itemKey, type Shortage } from '../inventory/shortage-lines';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import { VendorPricesService } from '../vendor-prices/vendor-prices.service';
import type { Vendor, VendorPrice } from '../vendor-prices/vendor-price.entity';
import { comparePrices, DEFAULT_VENDOR, type OrderLineRequest, VENDOR_NAMES } from './price-comparison';
import { NewOrderLine, orderNumber, SupplyOrderJson, SupplyOrdersRepository } from './supply-orders.repository';
import { msg } from '../i18n/message';

export interface ShortageReport {
  /** The inventory check's date, YYYY-MM-DD. */
  date: string;
  /** What the check found short: items and quantities, as read from its lines. */
  shortages: readonly Shortage[];
  /** Lines that named no item (told to the admins as they were typed). */
  unreadable: readonly string[];
  reportedById: string | null;
}

export interface AutomaticReorderResult {
  /** The orders placed by this report. */
  orders: SupplyOrderJson[];
  /** Quantities added to an item's automatic order of the same day, still pending. */
  added: Array<{ itemName: string; quantity: number; orderId: string }>;
  /** Shortages that match no item in the price database, as `item (quantity unit)`. */
  unmatched: string[];
  unreadable: string[];
  /** Priced items that no vendor has in stock: not ordered. */
  outOfStock: string[];
  /** Items whose automatic order of the day an admin has already acted on: not ordered again. */
  alreadyOrdered: string[];
}

@Injectable()
export class AutomaticReorderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly vendorPrices: VendorPricesService,
    private readonly orders: SupplyOrdersRepository,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * Orders what a check found short. Per item and day there is one automatic order line: the
   * day's later reports add their quantities to it while it is still pending and unpaid, so an
   * item is never ordered twice a day, however many reports arrive at once.
   */
  async reorderForShortages({ date, shortages, unreadable, reportedById }: ShortageReport): Promise<AutomaticReorderResult> {
    if (!isCalendarDate(date)) throw new Error(`reorderForShortages needs a YYYY-MM-DD date, got ${date}`);
    const prices = await this.vendorPrices.pricesMatchingLoosely(shortages.map((shortage) => shortage.itemName));
    const pricedName = new Map(prices.map((price) => [itemKey(price.itemName), price.itemName]));
    const wanted = new Map<string, number>();
    const unmatched: string[] = [];
    for (const shortage of shortages) {
      const itemName = pricedName.get(itemKey(shortage.itemName));
      if (itemName) wanted.set(itemName, (wanted.get(itemName) ?? 0) + shortage.quantity);
      else unmatched.push(`${shortage.itemName} (${shortage.quantity}${shortage.unit ? ` ${shortage.unit}` : ''})`);
    }
    const lines = [...wanted].map(([itemName, quantity]) => ({ itemName, quantity }));

    const placed = await this.dataSource.transaction(async (manager) => {
      // One report of a date at a time, so two simultaneous reports cannot both order an item
      // (the ledger's primary key would refuse the second anyway).
      await this.orders.lockAutomaticReorders(manager, date);
      const orderOf = await this.orders.automaticOrdersOf(
        manager,
        date,
        lines.map((line) => line.itemName),
      );
      const added: AutomaticReorderResult['added'] = [];
      const alreadyOrdered: string[] = [];
      for (const line of lines.filter((candidate) => orderOf.has(candidate.itemName))) {
        const orderId = orderOf.get(line.itemName)!;
        if (await this.orders.topUpOpenAutomaticLine(manager, orderId, line.itemName, line.quantity)) added.push({ ...line, orderId });
        else alreadyOrdered.push(line.itemName);
      }
      const { groups, outOfStock } = vendorGroups(
        lines.filter((line) => !orderOf.has(line.itemName)),
        prices,
      );
      // The orders are for the reporter's site of that day (a foreman's check: the site they work at).
      const jobSiteId = reportedById && groups.length ? await this.orders.jobSiteOfDay(manager, reportedById, date) : null;
      const orders: SupplyOrderJson[] = [];
      for (const group of groups) orders.push(await this.placeOrder(manager, date, group, jobSiteId));
      return { orders, added, alreadyOrdered, outOfStock };
    });

    const result = { ...placed, unmatched, unreadable: [...unreadable] };
    await this.notifyAdmins(date, result, reportedById);
    return result;
  }

  private async placeOrder(manager: EntityManager, date: string, group: VendorGroup, jobSiteId: string | null): Promise<SupplyOrderJson> {
    const id = await this.orders.insert(manager, {
      vendor: group.vendor,
      lines: group.lines,
      shipping: this.config.companyAddress,
      automatic: true,
      createdById: null,
      jobSiteId,
    });
    await this.orders.recordAutomaticOrder(
      manager,
      date,
      group.lines.map((line) => line.itemName),
      id,
    );
    return (await this.orders.findJson(id, manager))!;
  }

  /** Admins hear of each order placed or added to, and of shortages nothing could be ordered for. */
  private async notifyAdmins(date: string, result: AutomaticReorderResult, reportedById: string | null): Promise<void> {
    const counted = (lines: ReadonlyArray<{ itemName: string; quantity: number }>) => lines.map((line) => `${line.quantity} x ${line.itemName}`).join(', ');
    // Each sentence a msg() string; the notification's message is them all, rendered for each reader.
    const listed = (names: readonly string[]) => names.join(', ').slice(0, 1000);
    const parts = result.orders.map((order) =>
      msg('notifications.supplyOrders.reorder.ordered', {
        items: listed([counted(order.lines)]),
        vendor: VENDOR_NAMES[order.vendor],
        amount: { $money: order.totalCost },
        number: orderNumber(order.id),
      }),
    );
    for (const line of result.added) {
      parts.push(msg('notifications.supplyOrders.reorder.added', { quantity: line.quantity, item: line.itemName, number: orderNumber(line.orderId) }));
    }
    if (result.alreadyOrdered.length) parts.push(msg('notifications.supplyOrders.reorder.alreadyOrdered', { items: listed(result.alreadyOrdered) }));
    if (result.outOfStock.length) parts.push(msg('notifications.supplyOrders.reorder.outOfStock', { items: listed(result.outOfStock) }));
    if (result.unmatched.length) parts.push(msg('notifications.supplyOrders.reorder.unmatched', { items: listed(result.unmatched) }));
    if (result.unreadable.length) parts.push(msg('notifications.supplyOrders.reorder.unreadable', { items: listed(result.unreadable) }));
    if (parts.length === 0) return;
    const reporter = reportedById ? await this.users.findById(reportedById) : null;
    const intro = reporter
      ? msg('notifications.supplyOrders.reorder.introBy', { date, name: `${reporter.firstName} ${reporter.lastName}` })
      : msg('notifications.supplyOrders.reorder.intro', { date });
    const title =
      result.orders.length || result.added.length
        ? msg('notifications.supplyOrders.reorder.orderedTitle')
        : msg('notifications.supplyOrders.reorder.notReorderedTitle');
    const message = msg('notifications.supplyOrders.reorder.message', { sentences: { $all: [intro, ...parts] } });
    // One notification may tell of several orders: it links to the orders' page, not to one.
    await this.notifications.notifyRole('admin', title, message, ['SupplyOrder'], null, {
      kind: 'supply_order',
      id: result.orders.length === 1 ? result.orders[0].id : null,
    });
  }
}

interface VendorGroup {
  vendor: Vendor;
  lines: NewOrderLine[];
}

/**
 * Where to order: everything at the recommended vendor when one has every item in stock;
 * otherwise each item at the cheaper vendor that has it in stock (one order per vendor), so no
 * order is placed with a vendor that is not fully available for it.
 */
function vendorGroups(lines: readonly OrderLineRequest[], prices: readonly VendorPrice[]): { groups: VendorGroup[]; outOfStock: string[] } {
  if (lines.length === 0) return { groups: [], outOfStock: [] };
  const comparison = comparePrices(lines, prices);
  const lineAt = (vendor: Vendor, item: (typeof comparison.itemDetails)[number]): NewOrderLine => ({
    itemName: item.itemName,
    quantity: item.quantity,
    unitPrice: item[vendor]!.price,
  });
  if (comparison.recommendation) {
    const vendor = comparison.recommendation;
    return { groups: [{ vendor, lines: comparison.itemDetails.map((item) => lineAt(vendor, item)) }], outOfStock: [] };
  }
  const byVendor = new Map<Vendor, NewOrderLine[]>();
  const outOfStock: string[] = [];
  for (const item of comparison.itemDetails) {
    const offers = (['menards', 'lowes'] as const)
      .filter((vendor) => item[vendor]?.inStock)
      .map((vendor) => ({ vendor, cents: toCents(item[vendor]!.price) }))
      .sort((a, b) => (a.cents === b.cents ? (a.vendor === DEFAULT_VENDOR ? -1 : 1) : a.cents < b.cents ? -1 : 1));
    const best = offers[0];
    if (!best) {
      outOfStock.push(item.itemName);
      continue;
    }
    byVendor.set(best.vendor, [...(byVendor.get(best.vendor) ?? []), lineAt(best.vendor, item)]);
  }
  return { groups: [...byVendor].map(([vendor, groupLines]) => ({ vendor, lines: groupLines })), outOfStock };
}
