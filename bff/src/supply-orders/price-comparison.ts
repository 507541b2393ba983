// Spec 3's price comparison, as a pure rule over the price rows of the compared items.
import { fromCents, toCents } from '../common/money';
import { VENDORS, type Vendor, type VendorPrice } from '../vendor-prices/vendor-price.entity';

export const VENDOR_NAMES: Record<Vendor, string> = { menards: 'Menards', lowes: "Lowe's" };
/** Spec 9: the default vendor, which also wins a tie. */
export const DEFAULT_VENDOR: Vendor = 'menards';

export interface VendorOffer {
  price: string;
  inStock: boolean;
}

export interface ItemComparison {
  itemName: string;
  menards: VendorOffer | null;
  lowes: VendorOffer | null;
  /** No vendor has a price for the item. */
  noPriceData: boolean;
}

export interface VendorTotal {
  /** Sum of the prices this vendor has for the items (priced items only). */
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

export function comparePrices(items: readonly string[], prices: readonly Pick<VendorPrice, 'itemName' | 'vendor' | 'price' | 'inStock'>[]): PriceComparison {
  const offers = new Map<string, VendorOffer>();
  for (const price of prices) offers.set(`${price.vendor}\u0000${price.itemName}`, { price: price.price, inStock: price.inStock });
  const offer = (vendor: Vendor, itemName: string): VendorOffer | null => offers.get(`${vendor}\u0000${itemName}`) ?? null;

  const itemDetails = items.map((itemName) => {
    const menards = offer('menards', itemName);
    const lowes = offer('lowes', itemName);
    return { itemName, menards, lowes, noPriceData: !menards && !lowes };
  });

  const totals = {} as Record<Vendor, { cents: bigint; available: boolean }>;
  for (const vendor of VENDORS) {
    const vendorOffers = items.map((itemName) => offer(vendor, itemName));
    totals[vendor] = {
      cents: vendorOffers.reduce((sum, found) => sum + (found ? toCents(found.price) : 0n), 0n),
      available: items.length > 0 && vendorOffers.every((found) => found?.inStock === true),
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

/** Order items: trimmed, blank lines dropped, each item once (in the order first written). */
export function normalizeItems(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}
