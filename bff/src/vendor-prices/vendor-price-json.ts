import type { Vendor, VendorPrice } from './vendor-price.entity';

export interface VendorPriceJson {
  id: string;
  itemName: string;
  sku: string | null;
  vendor: Vendor;
  price: string;
  inStock: boolean;
  lastUpdated: Date;
}

export function toVendorPriceJson(price: VendorPrice): VendorPriceJson {
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
