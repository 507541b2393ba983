import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SaveVendorPriceDto } from './dto/save-vendor-price.dto';
import { VendorPrice } from './vendor-price.entity';
import { toVendorPriceJson, VendorPriceJson } from './vendor-price-json';

export const DEFAULT_PRICE_LIST_LIMIT = 1000;

@Injectable()
export class VendorPricesService {
  constructor(@InjectRepository(VendorPrice) private readonly prices: Repository<VendorPrice>) {}

  /** The Vendor Price Database, by item then vendor (the (item_name, vendor) index serves the order). */
  async list(limit = DEFAULT_PRICE_LIST_LIMIT): Promise<VendorPriceJson[]> {
    const prices = await this.prices.find({ order: { itemName: 'ASC', vendor: 'ASC' }, take: limit });
    return prices.map(toVendorPriceJson);
  }

  /**
   * Adds the price of an item at a vendor, or updates the one row that item and vendor already
   * have (the unique (item_name, vendor) constraint makes two admins saving at once one row).
   */
  async save(dto: SaveVendorPriceDto): Promise<VendorPriceJson> {
    const rows = (await this.prices.query(
      `INSERT INTO vendor_prices (item_name, sku, vendor, price, in_stock, last_updated)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT ON CONSTRAINT vendor_prices_item_vendor_unique
       DO UPDATE SET sku = EXCLUDED.sku, price = EXCLUDED.price, in_stock = EXCLUDED.in_stock, last_updated = now()
       RETURNING id`,
      [dto.itemName, dto.sku ?? null, dto.vendor, dto.price, dto.inStock ?? true],
    )) as Array<{ id: string }>;
    return toVendorPriceJson(await this.prices.findOneByOrFail({ id: rows[0].id }));
  }

  /** Every price (both vendors) of the named items, matched exactly. */
  pricesOf(itemNames: readonly string[]): Promise<VendorPrice[]> {
    if (itemNames.length === 0) return Promise.resolve([]);
    return this.prices.createQueryBuilder('price').where('price.itemName = ANY(:itemNames)', { itemNames: [...itemNames] }).getMany();
  }

  /** Prices of items whose names match `names` ignoring case and surrounding spaces (shortage lines are typed by people). */
  pricesMatchingLoosely(names: readonly string[]): Promise<VendorPrice[]> {
    const lowered = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
    if (lowered.length === 0) return Promise.resolve([]);
    return this.prices.createQueryBuilder('price').where('lower(price.itemName) = ANY(:lowered)', { lowered }).getMany();
  }
}
