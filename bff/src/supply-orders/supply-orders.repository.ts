// The supply orders' queries and their row-to-JSON mapping: an order is its row and its lines.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { fromCents, toCents } from '../common/money';
import type { Vendor } from '../vendor-prices/vendor-price.entity';
import { SupplyOrder } from './supply-order.entity';
import { SupplyOrderLine } from './supply-order-line.entity';
import { SupplyOrderJson, toSupplyOrderJson } from './supply-order-json';

/** A line to store: the unit price is the vendor's when the order is placed. */
export interface NewOrderLine {
  itemName: string;
  quantity: number;
  unitPrice: string;
}

export interface NewOrder {
  vendor: Vendor;
  lines: readonly NewOrderLine[];
  shipping: { address: string; city: string; state: string; zip: string };
  automatic: boolean;
  createdById: string | null;
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
    return orders.map((order) => toSupplyOrderJson(order, lines.filter((line) => line.supplyOrderId === order.id)));
  }
}
