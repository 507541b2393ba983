import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { MoneyAmount } from '../../common/money-amount.validator';
import { RequiredText } from '../../common/validators';
import { VENDORS, type Vendor } from '../vendor-price.entity';
import { msg } from '../../i18n/message';

export const VENDOR_MESSAGE = msg('validation.vendorPrices.vendor');
export const PRICE_MESSAGE = msg('validation.vendorPrices.price');

/** POST /api/vendor-prices: adds or updates the price of an item at a vendor. */
export class SaveVendorPriceDto {
  @RequiredText(msg('validation.vendorPrices.itemNameRequired'), 200, msg('validation.fields.itemName'))
  itemName: string;

  /** Optional; blank means none. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString({ message: msg('validation.vendorPrices.skuText') })
  @MaxLength(100, { message: msg('validation.vendorPrices.skuTooLong') })
  sku?: string | null;

  @IsIn(VENDORS, { message: VENDOR_MESSAGE })
  vendor: Vendor;

  @MoneyAmount(PRICE_MESSAGE)
  price: string;

  @IsOptional()
  @IsBoolean({ message: msg('validation.vendorPrices.inStock') })
  inStock?: boolean;

  /** Sent by the spec's client; the server stamps its own time, so the value is not used. */
  @IsOptional()
  @IsString({ message: msg('validation.vendorPrices.lastUpdated') })
  @MaxLength(40, { message: msg('validation.vendorPrices.lastUpdated') })
  lastUpdated?: string;
}
