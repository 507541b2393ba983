// Wire shapes of the supplies endpoints (bff/src/supply-orders, bff/src/vendor-prices).
export type Vendor = 'menards' | 'lowes';
export type SupplyOrderStatus = 'pending' | 'ordered' | 'delivered' | 'cancelled';
export type PaymentStatus = 'pending' | 'processing' | 'paid' | 'failed';

export interface ShippingInfo {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** An order's item: quantity x unit price = lineTotal. */
export interface SupplyOrderLine {
  itemName: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** An item to order and how many (an item name alone is 1). */
export interface OrderLineInput {
  itemName: string;
  quantity: number;
}

export interface SupplyOrder {
  id: string;
  items: string[];
  lines: SupplyOrderLine[];
  vendor: Vendor;
  totalCost: string;
  shippingInfo: ShippingInfo;
  status: SupplyOrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  automatic: boolean;
  createdAt: string;
}

export interface SupplyOrderStats {
  total: number;
  pending: number;
}

export interface NewSupplyOrder {
  items: OrderLineInput[];
  vendor: Vendor;
  shippingInfo: ShippingInfo;
}

export interface VendorPrice {
  id: string;
  itemName: string;
  sku: string | null;
  vendor: Vendor;
  price: string;
  inStock: boolean;
  lastUpdated: string;
}

export interface VendorPriceInput {
  itemName: string;
  sku?: string;
  vendor: Vendor;
  price: string;
  inStock: boolean;
}

export interface VendorOffer {
  /** The unit price. */
  price: string;
  inStock: boolean;
  /** quantity x price. */
  lineTotal: string;
}

export interface PriceComparison {
  menards: { totalCost: string; available: boolean };
  lowes: { totalCost: string; available: boolean };
  recommendation: Vendor | null;
  itemDetails: Array<{ itemName: string; quantity: number; menards: VendorOffer | null; lowes: VendorOffer | null; noPriceData: boolean }>;
}

export interface OrderPaymentIntent {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: string;
}
