import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { MoneyAmount } from '../../common/money-amount.validator';
import { RequiredText } from '../../common/validators';
import { VENDOR_MESSAGE } from '../../vendor-prices/dto/save-vendor-price.dto';
import { VENDORS, type Vendor } from '../../vendor-prices/vendor-price.entity';
import type { OrderLineRequest } from '../price-comparison';
import { OrderItems } from './order-items';

export const SHIPPING_MESSAGE = 'Shipping address, city, state and zip are all required';

export class ShippingInfoDto {
  @RequiredText('Shipping address is required', 500, 'Shipping address')
  address: string;

  @RequiredText('City is required', 100, 'City')
  city: string;

  @RequiredText('State is required', 50, 'State')
  state: string;

  @RequiredText('Zip is required', 20, 'Zip')
  zip: string;
}

/**
 * POST /api/supply-orders. The spec's client also sends totalCost, status and paymentStatus: they
 * are accepted in their valid forms and ignored (the server computes the total from its own
 * prices, and every new order starts pending / payment pending).
 */
export class CreateSupplyOrderDto {
  @OrderItems()
  items: Array<string | OrderLineRequest>;

  /** Menards when not given. */
  @IsOptional()
  @IsIn(VENDORS, { message: VENDOR_MESSAGE })
  vendor?: Vendor;

  @IsDefined({ message: SHIPPING_MESSAGE })
  @IsObject({ message: SHIPPING_MESSAGE })
  @ValidateNested()
  @Type(() => ShippingInfoDto)
  shippingInfo: ShippingInfoDto;

  @IsOptional()
  @MoneyAmount('totalCost must be an amount with at most 2 decimals')
  totalCost?: string;

  @IsOptional()
  @IsIn(['pending'], { message: 'New orders start pending' })
  status?: 'pending';

  @IsOptional()
  @IsIn(['pending'], { message: 'New orders start with payment pending' })
  paymentStatus?: 'pending';
}
