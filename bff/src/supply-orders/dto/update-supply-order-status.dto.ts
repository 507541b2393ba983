import { IsIn } from 'class-validator';
import { msg } from '../../i18n/message';

export const STATUS_TARGETS = ['ordered', 'delivered', 'cancelled'] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];

/** PATCH /api/supply-orders/{id}: an admin moves an order on (pending -> ordered -> delivered) or cancels it. */
export class UpdateSupplyOrderStatusDto {
  @IsIn(STATUS_TARGETS, { message: msg('validation.supplyOrders.status') })
  status: StatusTarget;
}
