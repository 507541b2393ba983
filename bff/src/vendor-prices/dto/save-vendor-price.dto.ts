import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyAmount } from '../../common/money-amount.validator';
import { RequiredText } from '../../common/validators';
import { VENDORS, type Vendor } from '../vendor-price.entity';

export const VENDOR_MESSAGE = 'Vendor must be menards or lowes';
export const PRICE_MESSAGE = 'Price must be a number of at least 0 with at most 2 decimals';

/** POST /api/vendor-prices: adds or updates the price of an item at a vendor. */
export class SaveVendorPriceDto {
  @RequiredText('Item name is required', 200, 'Item name')
  itemName: string;

  /** Optional; blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString({ message: 'SKU must be text' })
  @MaxLength(100, { message: 'SKU must be at most 100 characters' })
  sku?: string | null;

  @IsIn(VENDORS, { message: VENDOR_MESSAGE })
  vendor: Vendor;

  @MoneyAmount(PRICE_MESSAGE)
  price: string;

  @IsOptional()
  @IsBoolean({ message: 'In stock must be true or false' })
  inStock?: boolean;

  /** Sent by the spec's client; the server stamps its own time, so the value is not used. */
  @IsOptional()
  @IsString({ message: 'lastUpdated must be a date' })
  @MaxLength(40, { message: 'lastUpdated must be a date' })
  lastUpdated?: string;
}
