// The Vendor Price Database's queries and its JSON: the admin's list and save, and the lookups of
// prices by item name that the supply orders and the automatic reorder make.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Vendor, VendorPrice } from './vendor-price.entity';

export interface VendorPriceJson {
  id: string;
  itemName: string;
  sku: string | null;
  vendor: Vendor;
  price: string;
  inStock: boolean;
  lastUpdated: Date;
}

export type VendorPriceFields = Pick<VendorPrice, 'itemName' | 'sku' | 'vendor' | 'price' | 'inStock'>;

function toVendorPriceJson(price: VendorPrice): VendorPriceJson {
  return {
    id: price.id,
    itemName: price.itemName,
    sku: price.sku,
    vendor: price.vendor,
    price: price.price,
    inStock: price.inStock,
    lastUpdated: price.lastUpdated,
  };
}

@Injectable()
export class VendorPricesRepository {
  constructor(@InjectRepository(VendorPrice) private readonly prices: Repository<VendorPrice>) {}

  /** By item then vendor (the (item_name, vendor) index serves the order), at most `limit`. */
  async list(limit: number): Promise<VendorPriceJson[]> {
    const prices = await this.prices.find({ order: { itemName: 'ASC', vendor: 'ASC' }, take: limit });
    return prices.map(toVendorPriceJson);
  }

  /**
   * Adds the price of an item at a vendor, or updates the one row that item and vendor already
   * have, in one statement (vendor_prices_item_vendor_unique makes two saves at once one row).
   */
  async upsert(fields: VendorPriceFields): Promise<VendorPriceJson> {
    const { raw } = await this.prices
      .createQueryBuilder()
      .insert()
      .into(VendorPrice)
      .values({ ...fields, lastUpdated: () => 'now()' })
      .orUpdate(['sku', 'price', 'in_stock', 'last_updated'], ['item_name', 'vendor'])
      .returning('id')
      .execute();
    return toVendorPriceJson(await this.prices.findOneByOrFail({ id: (raw as Array<{ id: string }>)[0].id }));
  }

  /** Every price (both vendors) of the named items, matched exactly. */
  async pricesOf(itemNames: readonly string[]): Promise<VendorPrice[]> {
    if (itemNames.length === 0) return [];
    return this.prices
      .createQueryBuilder('price')
      .where('price.itemName = ANY(:itemNames)', { itemNames: [...itemNames] })
      .getMany();
  }

  /** Prices of items whose lowercased names are among `lowered`. */
  async pricesOfLowercased(lowered: readonly string[]): Promise<VendorPrice[]> {
    if (lowered.length === 0) return [];
    return this.prices
      .createQueryBuilder('price')
      .where('lower(price.itemName) = ANY(:lowered)', { lowered: [...lowered] })
      .getMany();
  }
}
