import { Injectable } from '@nestjs/common';
import type { SaveVendorPriceDto } from './dto/save-vendor-price.dto';
import type { VendorPrice } from './vendor-price.entity';
import { VendorPriceJson, VendorPricesRepository } from './vendor-prices.repository';

export const DEFAULT_PRICE_LIST_LIMIT = 1000;

@Injectable()
export class VendorPricesService {
  constructor(private readonly prices: VendorPricesRepository) {}

  /** The Vendor Price Database, by item then vendor. */
  list(limit = DEFAULT_PRICE_LIST_LIMIT): Promise<VendorPriceJson[]> {
    return this.prices.list(limit);
  }

  /** Adds the price of an item at a vendor, or updates the one that item and vendor already have. */
  save(dto: SaveVendorPriceDto): Promise<VendorPriceJson> {
    return this.prices.upsert({ itemName: dto.itemName, sku: dto.sku ?? null, vendor: dto.vendor, price: dto.price, inStock: dto.inStock ?? true });
  }

  /** Every price (both vendors) of the named items, matched exactly. */
  pricesOf(itemNames: readonly string[]): Promise<VendorPrice[]> {
    return this.prices.pricesOf(itemNames);
  }

  /** Prices of items whose names match `names` ignoring case and surrounding spaces (shortage lines are typed by people). */
  pricesMatchingLoosely(names: readonly string[]): Promise<VendorPrice[]> {
    return this.prices.pricesOfLowercased([...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))]);
  }
}
