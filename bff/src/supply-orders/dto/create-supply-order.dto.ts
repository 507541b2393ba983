import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { MoneyAmount } from '../../common/money-amount.validator';
import { RequiredText } from '../../common/validators';
import { VENDOR_MESSAGE } from '../../vendor-prices/dto/save-vendor-price.dto';
import { VENDORS, type Vendor } from '../../vendor-prices/vendor-price.entity';
import type { OrderLineRequest } from '../price-comparison';
import { OrderItems } from './order-items';
import { msg } from '../../i18n/message';

export const SHIPPING_MESSAGE = msg('validation.supplyOrders.shipping');

export class ShippingInfoDto {
  @RequiredText(msg('validation.supplyOrders.shippingAddressRequired'), 500, msg('validation.fields.shippingAddress'))
  address: string;

  @RequiredText(msg('validation.supplyOrders.cityRequired'), 100, msg('validation.fields.city'))
  city: string;

  @RequiredText(msg('validation.supplyOrders.stateRequired'), 50, msg('validation.fields.state'))
  state: string;

  @RequiredText(msg('validation.supplyOrders.zipRequired'), 20, msg('validation.fields.zip'))
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

  /** The job site the materials are for (an active one); none when not given or null. */
  @IsOptional()
  @IsUUID('all', { message: msg('validation.supplyOrders.jobSiteId') })
  jobSiteId?: string | null;

  @IsDefined({ message: SHIPPING_MESSAGE })
  @IsObject({ message: SHIPPING_MESSAGE })
  @ValidateNested()
  @Type(() => ShippingInfoDto)
  shippingInfo: ShippingInfoDto;

  @IsOptional()
  @MoneyAmount(msg('validation.supplyOrders.totalCost'))
  totalCost?: string;

  @IsOptional()
  @IsIn(['pending'], { message: msg('validation.supplyOrders.startPending') })
  status?: 'pending';

  @IsOptional()
  @IsIn(['pending'], { message: msg('validation.supplyOrders.startPaymentPending') })
  paymentStatus?: 'pending';
}
