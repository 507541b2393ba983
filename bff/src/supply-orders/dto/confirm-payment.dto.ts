import { IsString, Matches, MaxLength } from 'class-validator';
import { msg } from '../../i18n/message';

const MESSAGE = msg('validation.common.paymentIntentId');

/** POST /api/supply-orders/{id}/confirm-payment */
export class ConfirmPaymentDto {
  @IsString({ message: MESSAGE })
  @MaxLength(255, { message: MESSAGE })
  @Matches(/^pi_[A-Za-z0-9_]+$/, { message: MESSAGE })
  paymentIntentId: string;
}
