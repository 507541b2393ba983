import type { Vendor } from '../vendor-prices/vendor-price.entity';
import type { PaymentStatus, SupplyOrder, SupplyOrderStatus } from './supply-order.entity';

export interface ShippingInfoJson {
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface SupplyOrderJson {
  id: string;
  items: string[];
  vendor: Vendor;
  totalCost: string;
  shippingInfo: ShippingInfoJson;
  status: SupplyOrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  automatic: boolean;
  createdAt: Date;
}

export function toSupplyOrderJson(order: SupplyOrder): SupplyOrderJson {
  return {
    id: order.id,
    items: order.items,
    vendor: order.vendor,
    totalCost: order.totalCost,
    shippingInfo: { address: order.shippingAddress, city: order.shippingCity, state: order.shippingState, zip: order.shippingZip },
    status: order.status,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    automatic: order.automatic,
    createdAt: order.createdAt,
  };
}

/** Spec 2.10: the order number is the first 8 characters of the id. */
export function orderNumber(id: string): string {
  return id.slice(0, 8);
}
