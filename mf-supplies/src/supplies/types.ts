// Wire shapes of the supplies endpoints (bff/src/supply-orders, bff/src/vendor-prices): the BFF's
// OpenAPI schemas, by the names this remote uses.
import type { ApiSchema } from 'shell/sdk';

export type Vendor = ApiSchema<'Vendor'>;
export type SupplyOrderStatus = ApiSchema<'SupplyOrderStatus'>;
/** What an order can be moved to (PATCH /api/supply-orders/:id). */
export type SupplyOrderStatusChange = ApiSchema<'UpdateSupplyOrderStatusDto'>['status'];
export type PaymentStatus = ApiSchema<'PaymentStatus'>;
export type ShippingInfo = ApiSchema<'ShippingInfoJson'>;
/** An order's item: quantity x unit price = lineTotal. */
export type SupplyOrderLine = ApiSchema<'SupplyOrderLineJson'>;

/** An item to order and how many (an item name alone is 1). */
export type OrderLineInput = ApiSchema<'OrderLineRequest'>;

export type SupplyOrder = ApiSchema<'SupplyOrderJson'>;
export type SupplyOrderStats = ApiSchema<'SupplyOrderStats'>;

export type NewSupplyOrder = ApiSchema<'CreateSupplyOrderDto'>;

export type VendorPrice = ApiSchema<'VendorPriceJson'>;

export type VendorPriceInput = ApiSchema<'SaveVendorPriceDto'>;

export type VendorOffer = ApiSchema<'VendorOffer'>;
export type PriceComparison = ApiSchema<'PriceComparison'>;
export type OrderPaymentIntent = ApiSchema<'OrderPaymentIntent'>;
