// The supplies page's small rules, shared by its dialogs and lists.
import type { OrderLineInput, PaymentStatus, SupplyOrder, SupplyOrderStatus, SupplyOrderStatusChange, Vendor } from './types';

export const VENDORS: Vendor[] = ['menards', 'lowes'];
export const VENDOR_NAMES: Record<Vendor, string> = { menards: 'Menards', lowes: "Lowe's" };
/** The vendor the New Order and Manage Prices dialogs start with. */
export const DEFAULT_VENDOR: Vendor = 'menards';

/** One item per line, blank lines dropped. */
export function parseItems(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const MAX_QUANTITY = 10_000;
const WITH_QUANTITY = /^(.*\S)\s+-\s+(\d+)$/;

/** Order lines: each line an item name, with an optional quantity after a dash (`Nails - 2`); 1 without. */
export function parseOrderLines(text: string | undefined): OrderLineInput[] {
  return parseItems(text).map((line) => {
    const match = WITH_QUANTITY.exec(line);
    const quantity = match ? Number(match[2]) : 0;
    return match && quantity >= 1 && quantity <= MAX_QUANTITY ? { itemName: match[1], quantity } : { itemName: line, quantity: 1 };
  });
}

/** The lines written back as parseOrderLines reads them. */
export function orderLinesText(lines: readonly OrderLineInput[]): string {
  return lines.map(({ itemName, quantity }) => (quantity === 1 ? itemName : `${itemName} - ${quantity}`)).join('\n');
}

/** The order number shown is the first 8 characters of the id. */
export function orderNumber(order: Pick<SupplyOrder, 'id'>): string {
  return order.id.slice(0, 8);
}

/** Pay Now is offered while the payment is pending (or after a failed attempt, to try again). */
export function canPay(order: Pick<SupplyOrder, 'status' | 'paymentStatus'>): boolean {
  return order.status !== 'cancelled' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
}

/** The moves an admin may make from a status (the server enforces the same). */
export const NEXT_STATUSES: Record<SupplyOrderStatus, Array<{ status: SupplyOrderStatusChange; label: string }>> = {
  pending: [
    { status: 'ordered', label: 'Mark Ordered' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  ordered: [
    { status: 'delivered', label: 'Mark Delivered' },
    { status: 'cancelled', label: 'Cancel' },
  ],
  delivered: [],
  cancelled: [],
};

export const STATUS_COLORS: Record<SupplyOrderStatus, string> = { pending: 'gold', ordered: 'blue', delivered: 'green', cancelled: 'default' };
export const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'orange', processing: 'blue', paid: 'green', failed: 'red' };

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
