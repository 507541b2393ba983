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

export interface SupplyOrder {
  id: string;
  items: string[];
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
  items: string[];
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
  price: string;
  inStock: boolean;
}

export interface PriceComparison {
  menards: { totalCost: string; available: boolean };
  lowes: { totalCost: string; available: boolean };
  recommendation: Vendor | null;
  itemDetails: Array<{ itemName: string; menards: VendorOffer | null; lowes: VendorOffer | null; noPriceData: boolean }>;
}

export interface OrderPaymentIntent {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: string;
}
