// The supply orders' queries and their row-to-JSON mapping: an order is its row and its lines;
// also the order's payment state and the automatic reorder's ledger (one line per item and day).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { fromCents, toCents } from '../common/money';
import { JobSite } from '../job-sites/job-site.entity';
import { assignedSiteSql } from '../job-sites/job-sites.repository';
import type { Vendor } from '../vendor-prices/vendor-price.entity';
import { AutomaticReorderItem } from './automatic-reorder-item.entity';
import { lineTotal } from './price-comparison';
import { PaymentStatus, SupplyOrder, SupplyOrderStatus } from './supply-order.entity';
import { SupplyOrderLine } from './supply-order-line.entity';

export interface ShippingInfoJson {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** An order's item: quantity x unit price = lineTotal. */
export interface SupplyOrderLineJson {
  itemName: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface SupplyOrderJson {
  id: string;
  /** The spec's list of item names; `lines` says how many of each. */
  items: string[];
  lines: SupplyOrderLineJson[];
  vendor: Vendor;
  totalCost: string;
  shippingInfo: ShippingInfoJson;
  status: SupplyOrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  automatic: boolean;
  /** The job site the materials are for, or null. */
  jobSiteId: string | null;
  createdAt: Date;
}

/** `lines` are the order's own, in any order (placed by position here). */
function toSupplyOrderJson(order: SupplyOrder, lines: readonly SupplyOrderLine[]): SupplyOrderJson {
  return {
    id: order.id,
    items: order.items,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({ itemName: line.itemName, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: lineTotal(line.quantity, line.unitPrice) })),
    vendor: order.vendor,
    totalCost: order.totalCost,
    shippingInfo: { address: order.shippingAddress, city: order.shippingCity, state: order.shippingState, zip: order.shippingZip },
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    automatic: order.automatic,
    jobSiteId: order.jobSiteId,
    createdAt: order.createdAt,
  };
}

/** The order number people see: the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}

/** A line to store: the unit price is the vendor's when the order is placed. */
export interface NewOrderLine {
  itemName: string;
  quantity: number;
  unitPrice: string;
}

/** The Supply Orders page's counts over every order (the list itself is bounded). */
export interface SupplyOrderStats {
  total: number;
  pending: number;
}

export interface NewOrder {
  vendor: Vendor;
  lines: readonly NewOrderLine[];
  shipping: { address: string; city: string; state: string; zip: string };
  automatic: boolean;
  createdById: string | null;
  jobSiteId: string | null;
}

/** The sum of quantity x unit price over the lines, exact. */
export function linesTotal(lines: readonly Pick<NewOrderLine, 'quantity' | 'unitPrice'>[]): string {
  return fromCents(lines.reduce((sum, line) => sum + BigInt(line.quantity) * toCents(line.unitPrice), 0n));
}

@Injectable()
export class SupplyOrdersRepository {
  constructor(@InjectRepository(SupplyOrder) private readonly orders: Repository<SupplyOrder>) {}

  /** Newest first, at most `limit`, each with its lines (one query for all of them). */
  async recent(limit: number): Promise<SupplyOrderJson[]> {
    const orders = await this.orders.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return this.withLines(this.orders.manager, orders);
  }

  async findJson(id: string, manager: EntityManager = this.orders.manager): Promise<SupplyOrderJson | null> {
    const order = await manager.findOneBy(SupplyOrder, { id });
    return order ? (await this.withLines(manager, [order]))[0] : null;
  }

  async stats(): Promise<SupplyOrderStats> {
    const row = await this.orders
      .createQueryBuilder('o')
      .select('count(*)::int', 'total')
      .addSelect(`count(*) FILTER (WHERE o.status = 'pending')::int`, 'pending')
      .getRawOne<SupplyOrderStats>();
    return row as SupplyOrderStats;
  }

  findById(id: string): Promise<SupplyOrder | null> {
    return this.orders.findOneBy({ id });
  }

  /** The order, row-locked until the caller's transaction ends. */
  findForUpdate(manager: EntityManager, id: string): Promise<SupplyOrder | null> {
    return manager.findOne(SupplyOrder, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Moves an order to `status` from one of `from` (not a paid one when `unlessPaid`); false when
   * it was in no such state, so a concurrent change loses cleanly.
   */
  async moveStatus(id: string, status: SupplyOrderStatus, from: readonly SupplyOrderStatus[], unlessPaid: boolean): Promise<boolean> {
    const query = this.orders.createQueryBuilder().update(SupplyOrder).set({ status }).where('id = :id AND status IN (:...from)', { id, from });
    if (unlessPaid) query.andWhere(`payment_status <> 'paid'`);
    return Boolean((await query.execute()).affected);
  }

  /** The PaymentIntent made for the order (in the caller's transaction). */
  async setPaymentIntent(manager: EntityManager, id: string, paymentIntentId: string): Promise<void> {
    await manager.update(SupplyOrder, { id }, { paymentIntentId });
  }

  /** Marks the order paid by `paymentIntentId` unless it is paid already; true when this call did it. */
  async markPaid(id: string, paymentIntentId: string): Promise<boolean> {
    const result = await this.orders
      .createQueryBuilder()
      .update(SupplyOrder)
      .set({ paymentStatus: 'paid', paidAt: () => 'now()', paymentIntentId })
      .where(`id = :id AND payment_status <> 'paid'`, { id })
      .execute();
    return Boolean(result.affected);
  }

  /** Moves the payment to `status` from one of `from` (only when it is `paymentIntentId`'s, when given). */
  async setPaymentStatus(id: string, status: PaymentStatus, from: readonly PaymentStatus[], paymentIntentId?: string): Promise<void> {
    const query = this.orders
      .createQueryBuilder()
      .update(SupplyOrder)
      .set({ paymentStatus: status })
      .where('id = :id AND payment_status IN (:...from)', { id, from });
    if (paymentIntentId !== undefined) query.andWhere('payment_intent_id = :paymentIntentId', { paymentIntentId });
    await query.execute();
  }

  /** One automatic reorder of `date` at a time, until the caller's transaction ends. */
  async lockAutomaticReorders(manager: EntityManager, date: string): Promise<void> {
    // Raw SQL: a transaction lock is a function call on no table, which QueryBuilder cannot select.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('groundwork:automatic-reorder'), hashtext($1))`, [date]);
  }

  /** Whether `id` names an active job site (an order may only name one of those). */
  isActiveJobSite(id: string): Promise<boolean> {
    return this.orders.manager.existsBy(JobSite, { id, status: 'active' });
  }

  /** The site `personId` works at on `date` (their first shift's, else the one they lead), or null. */
  async jobSiteOfDay(manager: EntityManager, personId: string, date: string): Promise<string | null> {
    const [row] = (await manager.query(`SELECT assigned.id FROM (${assignedSiteSql('$1', '$2')}) assigned`, [personId, date])) as Array<{ id: string }>;
    return row?.id ?? null;
  }

  /** Which of `itemNames` were reordered automatically for `date`, and by which order. */
  async automaticOrdersOf(manager: EntityManager, date: string, itemNames: readonly string[]): Promise<Map<string, string>> {
    if (itemNames.length === 0) return new Map();
    const ledger = await manager.findBy(AutomaticReorderItem, { inventoryDate: date, itemName: In([...itemNames]) });
    return new Map(ledger.map((row) => [row.itemName, row.supplyOrderId]));
  }

  /** Records that order `orderId` reorders `itemNames` for `date` (the primary key refuses an item twice). */
  async recordAutomaticOrder(manager: EntityManager, date: string, itemNames: readonly string[], orderId: string): Promise<void> {
    await manager.insert(
      AutomaticReorderItem,
      itemNames.map((itemName) => ({ inventoryDate: date, itemName, supplyOrderId: orderId })),
    );
  }

  /** Stores an order and its lines (in the caller's transaction); its total is the lines' sum. */
  async insert(manager: EntityManager, order: NewOrder): Promise<string> {
    const { identifiers } = await manager.insert(SupplyOrder, {
      items: order.lines.map((line) => line.itemName),
      vendor: order.vendor,
      totalCost: linesTotal(order.lines),
      shippingAddress: order.shipping.address,
      shippingCity: order.shipping.city,
      shippingState: order.shipping.state,
      shippingZip: order.shipping.zip,
      automatic: order.automatic,
      createdById: order.createdById,
      jobSiteId: order.jobSiteId,
    });
    const id = identifiers[0].id as string;
    await manager.insert(
      SupplyOrderLine,
      order.lines.map((line, position) => ({ supplyOrderId: id, itemName: line.itemName, position, quantity: line.quantity, unitPrice: line.unitPrice })),
    );
    return id;
  }

  /**
   * Adds `quantity` to an automatic order's line while nobody has acted on the order (pending, its
   * payment not started), and recomputes its total; false when the order has moved on. The order's
   * row lock orders this against Pay Now and an admin's status change.
   */
  async topUpOpenAutomaticLine(manager: EntityManager, orderId: string, itemName: string, quantity: number): Promise<boolean> {
    const open = await manager
      .createQueryBuilder(SupplyOrder, 'o')
      .setLock('pessimistic_write')
      .where(`o.id = :orderId AND o.automatic AND o.status = 'pending' AND o.paymentStatus = 'pending' AND o.paymentIntentId IS NULL`, { orderId })
      .getOne();
    if (!open) return false;
    await manager.increment(SupplyOrderLine, { supplyOrderId: orderId, itemName }, 'quantity', quantity);
    const lines = await manager.findBy(SupplyOrderLine, { supplyOrderId: orderId });
    await manager.update(SupplyOrder, { id: orderId }, { totalCost: linesTotal(lines) });
    return true;
  }

  private async withLines(manager: EntityManager, orders: readonly SupplyOrder[]): Promise<SupplyOrderJson[]> {
    if (orders.length === 0) return [];
    const lines = await manager.findBy(SupplyOrderLine, { supplyOrderId: In(orders.map((order) => order.id)) });
    return orders.map((order) =>
      toSupplyOrderJson(
        order,
        lines.filter((line) => line.supplyOrderId === order.id),
      ),
    );
  }
}
