import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import { VendorPricesService } from '../vendor-prices/vendor-prices.service';
import type { Vendor } from '../vendor-prices/vendor-price.entity';
import type { CreateSupplyOrderDto } from './dto/create-supply-order.dto';
import type { StatusTarget } from './dto/update-supply-order-status.dto';
import { comparePrices, DEFAULT_VENDOR, normalizeItems, OrderLineRequest, PriceComparison, VENDOR_NAMES } from './price-comparison';
import { SupplyOrder, SupplyOrderStatus } from './supply-order.entity';
import { SupplyOrderJson, SupplyOrdersRepository, SupplyOrderStats } from './supply-orders.repository';
import { msg } from '../i18n/message';

export type { SupplyOrderStats } from './supply-orders.repository';

export const NO_ITEMS_MESSAGE = msg('errors.supplyOrders.noItems');
export const ORDER_NOT_FOUND = msg('errors.supplyOrders.orderNotFound');
const RECENT_ORDERS_LIMIT = 50;

/** Which statuses an order may come from, for each status an admin may set. */
const ALLOWED_FROM: Record<StatusTarget, SupplyOrderStatus[]> = {
  ordered: ['pending'],
  delivered: ['ordered'],
  cancelled: ['pending', 'ordered'],
};

@Injectable()
export class SupplyOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SupplyOrdersRepository,
    private readonly vendorPrices: VendorPricesService,
  ) {}

  /** Recent Orders: newest first, at most `limit`. */
  recent(limit = RECENT_ORDERS_LIMIT): Promise<SupplyOrderJson[]> {
    return this.repository.recent(limit);
  }

  /** The page's stats over every order (the list itself is bounded). */
  stats(): Promise<SupplyOrderStats> {
    return this.repository.stats();
  }

  async get(id: string): Promise<SupplyOrderJson> {
    const order = await this.repository.findJson(id);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  async find(id: string): Promise<SupplyOrder> {
    const order = await this.repository.findById(id);
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    return order;
  }

  /** Item names (1 of each) or `{ itemName, quantity }` lines, compared as quantity x unit price. */
  async compare(rawItems: ReadonlyArray<string | OrderLineRequest>): Promise<PriceComparison> {
    const lines = normalizeItems(rawItems);
    if (lines.length === 0) throw new BadRequestException(NO_ITEMS_MESSAGE);
    return comparePrices(lines, await this.vendorPrices.pricesOf(lines.map((line) => line.itemName)));
  }

  /**
   * Names must match the price database exactly and the vendor must have every item in
   * stock; the total is quantity x the vendor's price summed here, whatever the browser sent.
   */
  async create(dto: CreateSupplyOrderDto, creator: User): Promise<SupplyOrderJson> {
    const vendor: Vendor = dto.vendor ?? DEFAULT_VENDOR;
    const comparison = await this.compare(dto.items);
    const unknown = comparison.itemDetails.filter((item) => item.noPriceData).map((item) => item.itemName);
    if (unknown.length) throw new BadRequestException(msg('errors.supplyOrders.unpricedItems', { items: unknown.join(', ') }));
    if (!comparison[vendor].available) {
      const missing = comparison.itemDetails.filter((item) => !item[vendor]?.inStock).map((item) => item.itemName);
      throw new BadRequestException(msg('errors.supplyOrders.vendorNotAvailable', { vendor: VENDOR_NAMES[vendor], items: missing.join(', ') }));
    }
    const jobSiteId = dto.jobSiteId ?? null;
    if (jobSiteId && !(await this.repository.isActiveJobSite(jobSiteId))) throw new BadRequestException(msg('errors.supplyOrders.jobSiteNotActive'));
    const id = await this.dataSource.transaction((manager) =>
      this.repository.insert(manager, {
        vendor,
        lines: comparison.itemDetails.map((item) => ({ itemName: item.itemName, quantity: item.quantity, unitPrice: item[vendor]!.price })),
        shipping: dto.shippingInfo,
        automatic: false,
        createdById: creator.id,
        jobSiteId,
      }),
    );
    return this.get(id);
  }

  /** Moves an order on or cancels it; the WHERE clause makes a concurrent change lose cleanly. */
  async updateStatus(id: string, status: StatusTarget): Promise<SupplyOrderJson> {
    const from = ALLOWED_FROM[status];
    // A paid order is not cancelled here: the money would need a refund first.
    if (!(await this.repository.moveStatus(id, status, from, status === 'cancelled'))) {
      const order = await this.find(id);
      if (status === 'cancelled' && order.paymentStatus === 'paid' && from.includes(order.status)) {
        throw new ConflictException(msg('errors.supplyOrders.paidNotCancellable'));
      }
      throw new ConflictException(
        msg('errors.supplyOrders.cannotMark', {
          from: { $t: msg(`terms.supplyOrderStatus.${order.status}`) },
          to: { $t: msg(`terms.supplyOrderStatus.${status}`) },
        }),
      );
    }
    return this.get(id);
  }
}
