import type { Vendor } from '../vendor-prices/vendor-price.entity';
import { lineTotal } from './price-comparison';
import type { PaymentStatus, SupplyOrder, SupplyOrderStatus } from './supply-order.entity';
import type { SupplyOrderLine } from './supply-order-line.entity';

export interface ShippingInfoJson {
  address: string;
  city: string;
  state: string;
  zip: string;
}

/** An order's item: quantity x unit price = lineTotal. */
export interface SupplyOrderLineJson {
  itemName: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface SupplyOrderJson {
  id: string;
  /** The spec's list of item names; `lines` says how many of each. */
  items: string[];
  lines: SupplyOrderLineJson[];
  vendor: Vendor;
  totalCost: string;
  shippingInfo: ShippingInfoJson;
  status: SupplyOrderStatus;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  automatic: boolean;
  createdAt: Date;
}

/** `lines` are the order's own, in any order (placed by position here). */
export function toSupplyOrderJson(order: SupplyOrder, lines: readonly SupplyOrderLine[]): SupplyOrderJson {
  return {
    id: order.id,
    items: order.items,
    lines: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({ itemName: line.itemName, quantity: line.quantity, unitPrice: line.unitPrice, lineTotal: lineTotal(line.quantity, line.unitPrice) })),
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
