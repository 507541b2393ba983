// The price comparison, as a pure rule over the price rows of the compared items, each line
// counted as quantity x unit price.
import { fromCents, toCents } from '../common/money';
import { VENDORS, type Vendor, type VendorPrice } from '../vendor-prices/vendor-price.entity';

export const VENDOR_NAMES: Record<Vendor, string> = { menards: 'Menards', lowes: "Lowe's" };
/** The default vendor, which also wins a tie. */
export const DEFAULT_VENDOR: Vendor = 'menards';

/** An item to order and how many. */
export interface OrderLineRequest {
  itemName: string;
  quantity: number;
}

export interface VendorOffer {
  /** The unit price. */
  price: string;
  inStock: boolean;
  /** quantity x price. */
  lineTotal: string;
}

export interface ItemComparison {
  itemName: string;
  quantity: number;
  menards: VendorOffer | null;
  lowes: VendorOffer | null;
  /** No vendor has a price for the item. */
  noPriceData: boolean;
}

export interface VendorTotal {
  /** Sum of this vendor's line totals (priced items only). */
  totalCost: string;
  /** Every item has an in-stock price at this vendor. */
  available: boolean;
}

export interface PriceComparison {
  menards: VendorTotal;
  lowes: VendorTotal;
  /** The cheaper of the fully available vendors (a tie goes to the default vendor); null when none is. */
  recommendation: Vendor | null;
  itemDetails: ItemComparison[];
}

/** quantity x unit price, exact. */
export function lineTotal(quantity: number, unitPrice: string): string {
  return fromCents(BigInt(quantity) * toCents(unitPrice));
}

export function comparePrices(
  lines: readonly OrderLineRequest[],
  prices: readonly Pick<VendorPrice, 'itemName' | 'vendor' | 'price' | 'inStock'>[],
): PriceComparison {
  const found = new Map<string, Pick<VendorPrice, 'price' | 'inStock'>>();
  for (const price of prices) found.set(`${price.vendor}\u0000${price.itemName}`, price);
  const offer = (vendor: Vendor, { itemName, quantity }: OrderLineRequest): VendorOffer | null => {
    const price = found.get(`${vendor}\u0000${itemName}`);
    return price ? { price: price.price, inStock: price.inStock, lineTotal: lineTotal(quantity, price.price) } : null;
  };

  const itemDetails = lines.map((line) => {
    const menards = offer('menards', line);
    const lowes = offer('lowes', line);
    return { itemName: line.itemName, quantity: line.quantity, menards, lowes, noPriceData: !menards && !lowes };
  });

  const totals = {} as Record<Vendor, { cents: bigint; available: boolean }>;
  for (const vendor of VENDORS) {
    const vendorOffers = itemDetails.map((item) => item[vendor]);
    totals[vendor] = {
      cents: vendorOffers.reduce((sum, line) => sum + (line ? toCents(line.lineTotal) : 0n), 0n),
      available: lines.length > 0 && vendorOffers.every((line) => line?.inStock === true),
    };
  }

  let recommendation: Vendor | null = null;
  for (const vendor of [DEFAULT_VENDOR, ...VENDORS.filter((v) => v !== DEFAULT_VENDOR)]) {
    if (!totals[vendor].available) continue;
    if (recommendation === null || totals[vendor].cents < totals[recommendation].cents) recommendation = vendor;
  }

  const total = (vendor: Vendor): VendorTotal => ({ totalCost: fromCents(totals[vendor].cents), available: totals[vendor].available });
  return { menards: total('menards'), lowes: total('lowes'), recommendation, itemDetails };
}

/**
 * Order lines from the spec's item names (1 each; blank lines dropped) or `{ itemName, quantity }`:
 * names trimmed, each item once in the order first written, its quantities added up.
 */
export function normalizeItems(items: ReadonlyArray<string | OrderLineRequest>): OrderLineRequest[] {
  const lines = new Map<string, OrderLineRequest>();
  for (const item of items) {
    const { itemName, quantity } = typeof item === 'string' ? { itemName: item, quantity: 1 } : item;
    const name = itemName.trim();
    if (name === '') continue;
    const line = lines.get(name);
    if (line) line.quantity += quantity;
    else lines.set(name, { itemName: name, quantity });
  }
  return [...lines.values()];
}
