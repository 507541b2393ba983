import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { User } from '../users/user.entity';
import { VendorPricesService } from '../vendor-prices/vendor-prices.service';
import type { Vendor } from '../vendor-prices/vendor-price.entity';
import type { CreateSupplyOrderDto } from './dto/create-supply-order.dto';
import type { StatusTarget } from './dto/update-supply-order-status.dto';
import { comparePrices, DEFAULT_VENDOR, normalizeItems, PriceComparison, VENDOR_NAMES } from './price-comparison';
import { SupplyOrder, SupplyOrderStatus } from './supply-order.entity';
import { SupplyOrderJson, toSupplyOrderJson } from './supply-order-json';

export const NO_ITEMS_MESSAGE = 'Add at least one item';
export const ORDER_NOT_FOUND = 'Supply order not found';
const RECENT_ORDERS_LIMIT = 50;

/** Which statuses an order may come from, for each status an admin may set. */
const ALLOWED_FROM: Record<StatusTarget, SupplyOrderStatus[]> = {
  ordered: ['pending'],
  delivered: ['ordered'],
  cancelled: ['pending', 'ordered'],
};

export interface SupplyOrderStats {
  total: number;
  pending: number;
}

@Injectable()
export class SupplyOrdersService {
  constructor(
    @InjectRepository(SupplyOrder) private readonly orders: Repository<SupplyOrder>,
    private readonly vendorPrices: VendorPricesService,
  ) {}

  /** Recent Orders: newest first, at most `limit`. */
  async recent(limit = RECENT_ORDERS_LIMIT): Promise<SupplyOrderJson[]> {
    const orders = await this.orders.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: limit });
    return orders.map(toSupplyOrderJson);
  }

  /** The page's stats over every order (the list itself is bounded). */
  async stats(): Promise<SupplyOrderStats> {
    const [row] = (await this.orders.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM supply_orders`,
    )) as SupplyOrderStats[];
    return row;
  }

  async get(id: string): Promise<SupplyOrderJson> {
    return toSupplyOrderJson(await this.find(id));
  }

  async find(id: string): Promise<SupplyOrder> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  async compare(rawItems: readonly string[]): Promise<PriceComparison> {
    const items = normalizeItems(rawItems);
    if (items.length === 0) throw new BadRequestException(NO_ITEMS_MESSAGE);
    return comparePrices(items, await this.vendorPrices.pricesOf(items));
  }

  /**
   * Spec 5: names must match the price database exactly and the vendor must have every item in
   * stock; the total is the vendor's prices summed here, whatever the browser sent.
   */
  async create(dto: CreateSupplyOrderDto, creator: User): Promise<SupplyOrderJson> {
    const vendor: Vendor = dto.vendor ?? DEFAULT_VENDOR;
    const comparison = await this.compare(dto.items);
    const unknown = comparison.itemDetails.filter((item) => item.noPriceData).map((item) => item.itemName);
    if (unknown.length) throw new BadRequestException(`These items are not in the price database: ${unknown.join(', ')}`);
    if (!comparison[vendor].available) {
      const missing = comparison.itemDetails.filter((item) => !item[vendor]?.inStock).map((item) => item.itemName);
      throw new BadRequestException(`${VENDOR_NAMES[vendor]} is not fully available for this order (no price or out of stock: ${missing.join(', ')})`);
    }
    const saved = await this.orders.save(
      this.orders.create({
        items: comparison.itemDetails.map((item) => item.itemName),
        vendor,
        totalCost: comparison[vendor].totalCost,
        shippingAddress: dto.shippingInfo.address,
        shippingCity: dto.shippingInfo.city,
        shippingState: dto.shippingInfo.state,
        shippingZip: dto.shippingInfo.zip,
        createdById: creator.id,
      }),
    );
    return this.get(saved.id);
  }

  /** Moves an order on or cancels it; the WHERE clause makes a concurrent change lose cleanly. */
  async updateStatus(id: string, status: StatusTarget): Promise<SupplyOrderJson> {
    const from = ALLOWED_FROM[status];
    const query = this.orders
      .createQueryBuilder()
      .update(SupplyOrder)
      .set({ status })
      .where('id = :id AND status IN (:...from)', { id, from });
    // A paid order is not cancelled here: the money would need a refund first.
    if (status === 'cancelled') query.andWhere(`payment_status <> 'paid'`);
    const result = await query.execute();
    if (!result.affected) {
      const order = await this.find(id);
      if (status === 'cancelled' && order.paymentStatus === 'paid' && from.includes(order.status)) {
        throw new ConflictException('A paid order cannot be cancelled');
      }
      throw new ConflictException(`A ${order.status} order cannot be marked ${status}`);
    }
    return this.get(id);
  }
}
