// Wire shapes of the supplies endpoints (bff/src/supply-orders, bff/src/vendor-prices): the BFF's
// OpenAPI schemas, by the names this remote uses. Request bodies the document cannot type yet
// (an order's items are names or lines) stay written here.
import type { ApiSchema } from 'shell/sdk';

export type Vendor = ApiSchema<'Vendor'>;
export type SupplyOrderStatus = ApiSchema<'SupplyOrderStatus'>;
export type PaymentStatus = ApiSchema<'PaymentStatus'>;
export type ShippingInfo = ApiSchema<'ShippingInfoJson'>;
/** An order's item: quantity x unit price = lineTotal. */
export type SupplyOrderLine = ApiSchema<'SupplyOrderLineJson'>;

/** An item to order and how many (an item name alone is 1). */
export interface OrderLineInput {
  itemName: string;
  quantity: number;
}

export type SupplyOrder = ApiSchema<'SupplyOrderJson'>;
export type SupplyOrderStats = ApiSchema<'SupplyOrderStats'>;

export interface NewSupplyOrder {
  items: OrderLineInput[];
  vendor: Vendor;
  shippingInfo: ShippingInfo;
}

export type VendorPrice = ApiSchema<'VendorPriceJson'>;

export interface VendorPriceInput {
  itemName: string;
  sku?: string;
  vendor: Vendor;
  price: string;
  inStock: boolean;
}

export type VendorOffer = ApiSchema<'VendorOffer'>;
export type PriceComparison = ApiSchema<'PriceComparison'>;
export type OrderPaymentIntent = ApiSchema<'OrderPaymentIntent'>;
